/**
 * CSRF rule: a state-changing request that carries the session cookie must
 * come from the shop's own pages. Browsers send Origin on such requests (and
 * Referer as a fallback); a request whose origin is another site is refused.
 * Pure; the REST router and the auth function apply it.
 */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

const originOf = (value: string | undefined): string | null => {
  if (!value || value === 'null') return null
  try {
    return new URL(value).origin
  } catch {
    return null
  }
}

export interface CrossSiteInput {
  method: string
  headers: Record<string, string | undefined>
  /** Extra origins allowed besides the request's own host (e.g. the web origin in development). */
  allowedOrigins?: string[]
}

/** True when the request must be refused as cross-site. */
export function isCrossSiteRequest({
  method,
  headers,
  allowedOrigins = [],
}: CrossSiteInput): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false
  const origin = originOf(headers.origin) ?? originOf(headers.referer)
  // No Origin and no Referer: not a browser form or fetch (curl, server-to-server).
  if (!origin && !headers.origin && !headers.referer) return false
  if (!origin) return true
  const host = headers['x-forwarded-host'] ?? headers.host
  if (host && new URL(origin).host === host) return false
  return !allowedOrigins.includes(origin)
}

export const CROSS_SITE_MESSAGE = 'Запрос с другого сайта отклонён.'

/** ALLOWED_ORIGINS=https://a.kz,https://b.kz */
export const allowedOriginsFromEnv = (env: NodeJS.ProcessEnv = process.env) =>
  (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean)

/** The web origin of `yarn rw dev` forwards to another port: allowed outside production. */
export const DEV_ORIGINS = ['http://localhost:8910', 'http://127.0.0.1:8910']

/** Origins accepted besides the request's own host: ALLOWED_ORIGINS, and dev origins outside production. */
export const acceptedOrigins = (env: NodeJS.ProcessEnv = process.env) => [
  ...allowedOriginsFromEnv(env),
  ...(env.NODE_ENV === 'production' ? [] : DEV_ORIGINS),
]
