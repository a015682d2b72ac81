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

/** Set-Cookie values that end the browser session. */
export const clearedSessionCookies = () => [
  serialize(SESSION_COOKIE, '', 0, true),
  serialize(PROVIDER_COOKIE, '', 0, false),
]

type HeaderBag = Record<string, string | string[] | undefined> | undefined

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

/** Redwood auth decoder: the live session of the request's cookie, or null. */
export const sessionDecoder: Decoder = async (_token, _type, request) => {
  const event = (request as { event?: { headers?: HeaderBag } }).event
  const session = await resolveSession(sessionTokenFrom(event?.headers))
  if (!session) return null
  const decoded: DecodedSession = { id: session.userId, sessionId: session.sessionId }
  return { ...decoded }
}
