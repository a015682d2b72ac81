import type { APIGatewayProxyResult } from 'aws-lambda'
import cookie from 'cookie'

import type { Decoder } from '@redwoodjs/api'

import { resolveSession } from './sessions'

/**
 * The session cookie and how the api reads it. The cookie holds a random
 * token (see lib/sessions), HttpOnly and SameSite=Lax, Secure in production.
 * `auth-provider=dbAuth` beside it tells Redwood's auth context (GraphQL and
 * REST alike) to run our decoder on cookie-only requests.
 */
export const SESSION_COOKIE = 'akv_session'
const PROVIDER_COOKIE = 'auth-provider'

type HeaderBag = Record<string, string | string[] | undefined> | undefined

const secure = () => process.env.NODE_ENV === 'production' || process.env.COOKIE_SECURE === '1'

function serialize(name: string, value: string, maxAgeSeconds: number, httpOnly: boolean) {
  return cookie.serialize(name, value, {
    path: '/',
    httpOnly,
    sameSite: 'lax',
    secure: secure(),
    maxAge: maxAgeSeconds,
  })
}

/** Set-Cookie values that start a browser session ending at `expiresAt`. */
export function sessionCookies(token: string, expiresAt: Date): string[] {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000))
  return [
    serialize(SESSION_COOKIE, token, maxAge, true),
    serialize(PROVIDER_COOKIE, 'dbAuth', maxAge, false),
  ]
}

/**
 * The «known device» cookie (lib/sessions knownDeviceToken): set at every
 * successful login for 180 days, kept at logout — it proves only that this
 * browser logged into the account before, which lets its owner in while
 * strangers have filled the account's failure limit.
 */
export const KNOWN_DEVICE_COOKIE = 'akv_device'
const KNOWN_DEVICE_DAYS = 180

export const knownDeviceCookie = (token: string) =>
  serialize(KNOWN_DEVICE_COOKIE, token, KNOWN_DEVICE_DAYS * 24 * 3600, true)

/** The known-device token the request carries, or null. */
export function knownDeviceFrom(headers: HeaderBag): string | null {
  const raw = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'cookie')?.[1]
  const header = Array.isArray(raw) ? raw.join('; ') : raw
  if (!header) return null
  return cookie.parse(header)[KNOWN_DEVICE_COOKIE] || null
}

/** Set-Cookie values that end the browser session. */
export const clearedSessionCookies = () => [
  serialize(SESSION_COOKIE, '', 0, true),
  serialize(PROVIDER_COOKIE, '', 0, false),
]

export function sessionTokenFrom(headers: HeaderBag): string | null {
  const raw = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'cookie')?.[1]
  const header = Array.isArray(raw) ? raw.join('; ') : raw
  if (!header) return null
  return cookie.parse(header)[SESSION_COOKIE] || null
}

export interface DecodedSession {
  id: number
  sessionId: string
}

/**
 * Requests (their Lambda event objects) that came with a session cookie that
 * is no longer live: revoked (logout elsewhere, password change), idle or
 * past its 30 days, or unknown. They are answered as a guest's, and the
 * answer clears the cookies (clearDeadSessionCookies, lib/graphqlSession) so
 * the browser stops sending them.
 */
const deadSessionEvents = new WeakSet<object>()

/** Whether the decoder found this request's session cookie dead. */
export const hadDeadSession = (event: unknown): boolean =>
  typeof event === 'object' && event !== null && deadSessionEvents.has(event)

/** Whether Set-Cookie values already set the session cookie (login, logout). */
export const setsSessionCookie = (cookies: Iterable<unknown>): boolean =>
  Array.from(cookies).some((value) => String(value).trimStart().startsWith(`${SESSION_COOKIE}=`))

/**
 * A function's answer to a request whose session cookie was dead, with the
 * cookies cleared (unless the answer sets them itself).
 */
export function clearDeadSessionCookies<R extends APIGatewayProxyResult>(
  event: unknown,
  result: R
): R {
  if (!hadDeadSession(event)) return result
  const multi = result.multiValueHeaders ?? {}
  const name = Object.keys(multi).find((key) => key.toLowerCase() === 'set-cookie') ?? 'Set-Cookie'
  const single = Object.entries(result.headers ?? {}).find(
    ([key]) => key.toLowerCase() === 'set-cookie'
  )?.[1]
  const existing = [...(multi[name] ?? []), ...(single === undefined ? [] : [single])]
  if (setsSessionCookie(existing)) return result
  return {
    ...result,
    multiValueHeaders: { ...multi, [name]: [...(multi[name] ?? []), ...clearedSessionCookies()] },
  }
}

/**
 * Redwood auth decoder: the live session of the request's cookie, or null.
 * A cookie that names no live session is a guest's (and is remembered for
 * the answer to clear it), never an error.
 */
export const sessionDecoder: Decoder = async (_token, _type, request) => {
  const event = (request as { event?: { headers?: HeaderBag } }).event
  const token = sessionTokenFrom(event?.headers)
  const session = await resolveSession(token)
  if (!session) {
    if (token && event) deadSessionEvents.add(event)
    return null
  }
  const decoded: DecodedSession = { id: session.userId, sessionId: session.sessionId }
  return { ...decoded }
}
