import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda'

import {
  clearedSessionCookies,
  knownDeviceCookie,
  knownDeviceFrom,
  sessionCookies,
  sessionTokenFrom,
} from 'src/lib/authSession'
import { clientIp } from 'src/lib/clientIp'
import { refusesCrossSite } from 'src/lib/crossSiteGuard'
import { loginInput } from 'src/lib/domain/accountInput'
import { CROSS_SITE_MESSAGE } from 'src/lib/domain/crossSite'
import { InvalidInputError, ShopError, TooManyRequestsError } from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { logger } from 'src/lib/logger'
import { resolveSession } from 'src/lib/sessions'
import { login, logout } from 'src/services/accounts/accounts'

/**
 * The endpoint the web's dbAuth client talks to (/api/auth): `getToken`,
 * `login`, `logout`, over the shop's own server-side sessions (lib/sessions)
 * instead of dbAuth's encrypted cookie, which cannot be revoked. The same
 * accounts service answers POST /api/v1/auth/login/.
 */
type Result = APIGatewayProxyResult

const reply = (status: number, body: unknown, cookies: string[] = [], headers = {}): Result => ({
  statusCode: status,
  headers: {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  },
  multiValueHeaders: cookies.length ? { 'Set-Cookie': cookies } : undefined,
  body: JSON.stringify(body),
})

/** dbAuth's client shows `error` of a failed call. */
function failure(error: unknown): Result {
  if (error instanceof TooManyRequestsError) {
    return reply(429, { error: error.message }, [], {
      'Retry-After': String(error.retryAfterSeconds),
    })
  }
  if (error instanceof InvalidInputError || error instanceof ShopError) {
    return reply(error instanceof InvalidInputError ? 400 : error.status, { error: error.message })
  }
  logger.error({ err: error }, 'auth function failed')
  return reply(500, { error: 'Непредвиденная ошибка' })
}

export const handler = async (event: APIGatewayProxyEvent): Promise<Result> => {
  const headers = Object.fromEntries(
    Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v ?? undefined])
  )
  if (event.httpMethod === 'GET') {
    if (event.queryStringParameters?.method !== 'getToken')
      return reply(404, { error: 'Неизвестный запрос' })
    const token = sessionTokenFrom(event.headers)
    const session = await resolveSession(token)
    // The client only needs to know someone is logged in; the user comes from GraphQL.
    // A dead cookie (revoked, expired, unknown) is a guest's and is cleared.
    return {
      statusCode: 200,
      headers: { 'Cache-Control': 'no-store' },
      multiValueHeaders: token && !session ? { 'Set-Cookie': clearedSessionCookies() } : undefined,
      body: session ? String(session.userId) : '',
    }
  }
  if (event.httpMethod !== 'POST') return reply(405, { error: 'Метод не разрешён' })
  if (refusesCrossSite('POST', headers, event)) {
    return reply(403, { error: CROSS_SITE_MESSAGE })
  }

  let body: Record<string, unknown>
  try {
    const text = event.isBase64Encoded
      ? Buffer.from(event.body ?? '', 'base64').toString()
      : event.body
    body = JSON.parse(text || '{}')
  } catch {
    return reply(400, { error: 'Некорректный запрос' })
  }

  try {
    switch (body.method) {
      case 'login': {
        // dbAuth's client sends the e-mail as `username`; the one login schema reads it.
        const credentials = parseInput(loginInput, {
          email: body.username,
          password: body.password,
        })
        const result = await login(credentials, {
          ip: clientIp(event),
          userAgent: headers['user-agent'] ?? null,
          knownDevice: knownDeviceFrom(event.headers),
        })
        return reply(200, { id: result.user.id }, [
          ...sessionCookies(result.token, result.expiresAt),
          knownDeviceCookie(result.knownDevice),
        ])
      }
      case 'logout':
        await logout(sessionTokenFrom(event.headers))
        return reply(200, {}, clearedSessionCookies())
      default:
        // Registration and recovery answer at /api/v1/users/ (issue «Accounts and security»).
        return reply(400, { error: 'Этот запрос не поддерживается.' })
    }
  } catch (error) {
    return failure(error)
  }
}
