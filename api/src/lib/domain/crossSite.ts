/**
 * CSRF rule: every write (a POST, PUT, PATCH or DELETE on REST, every GraphQL
 * POST, every /api/auth call) that a browser sends must come from the shop's
 * own pages. Browsers send Origin on such requests (Referer as a fallback);
 * its full origin — scheme, host and port — must be the shop's public origin
 * or one of the accepted ones. A request that names neither header is not a
 * browser's page (integrators' servers, curl) and passes. Pure; the REST
 * router, /api/auth and the GraphQL plugin apply it through lib/crossSiteGuard.
 */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

const originOf = (value: string | undefined): string | null => {
  if (!value || value === 'null') return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/** The first entry of a comma-separated forwarding header. */
const firstEntry = (value: string | undefined) => value?.split(',')[0].trim() || undefined

/** A Host header's shape: a name or address, an optional port; nothing else. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

export interface PublicOriginInput {
  /** SITE_URL: when set, the only public origin. */
  siteUrl?: string
  /** Lower-case header names. */
  headers: Record<string, string | undefined>
  /**
   * The request came from a trusted proxy (the api's socket peer is one of
   * TRUSTED_PROXIES, see lib/clientIp): only then X-Forwarded-Host and
   * X-Forwarded-Proto say where the browser was. The shop's web server passes
   * them on only with TRUST_PROXY ≥ 1, i.e. when nginx in front set them.
   */
  viaTrustedProxy: boolean
}

/**
 * The shop's public origin: SITE_URL when set; otherwise the origin the
 * request was sent to — the Host header with the scheme of the connection
 * (the api speaks plain http), or the forwarded host and scheme of a trusted
 * proxy. Null when there is none to tell.
 */
export function publicOrigin({ siteUrl, headers, viaTrustedProxy }: PublicOriginInput) {
  if (siteUrl?.trim()) return originOf(siteUrl.trim())
  const host = (viaTrustedProxy && firstEntry(headers['x-forwarded-host'])) || headers.host
  const proto = ((viaTrustedProxy && firstEntry(headers['x-forwarded-proto'])) || 'http')
    .toLowerCase()
    .replace(/:$/, '')
  if (!host || !HOST.test(host) || (proto !== 'http' && proto !== 'https')) return null
  return originOf(`${proto}://${host}`)
}

export interface CrossSiteInput {
  method: string
  /** Lower-case header names. */
  headers: Record<string, string | undefined>
  /** The shop's public origin (publicOrigin), or null when unknown. */
  ownOrigin: string | null
  /** Further origins accepted (ALLOWED_ORIGINS, development origins). */
  allowedOrigins?: string[]
}

/** True when the request must be refused as cross-site. */
export function isCrossSiteRequest({
  method,
  headers,
  ownOrigin,
  allowedOrigins = [],
}: CrossSiteInput): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false
  // No Origin and no Referer: not a browser form or fetch (curl, server-to-server).
  if (!headers.origin && !headers.referer) return false
  // Origin wins when present; `Origin: null` (sandboxed frames, redirects) is foreign.
  const origin = headers.origin ? originOf(headers.origin) : originOf(headers.referer)
  if (!origin) return true
  if (ownOrigin && origin === ownOrigin) return false
  return !allowedOrigins.includes(origin)
}

export const CROSS_SITE_MESSAGE = 'Запрос с другого сайта отклонён.'

/** ALLOWED_ORIGINS=https://a.kz,https://b.kz */
export const allowedOriginsFromEnv = (env: NodeJS.ProcessEnv = process.env) =>
  (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => originOf(origin.trim()))
    .filter((origin): origin is string => Boolean(origin))

/** The web origin of `yarn rw dev` forwards to another port: allowed outside production. */
export const DEV_ORIGINS = ['http://localhost:8910', 'http://127.0.0.1:8910']

/** Origins accepted besides the public one: ALLOWED_ORIGINS, and dev origins outside production. */
export const acceptedOrigins = (env: NodeJS.ProcessEnv = process.env) => [
  ...allowedOriginsFromEnv(env),
  ...(env.NODE_ENV === 'production' ? [] : DEV_ORIGINS),
]
