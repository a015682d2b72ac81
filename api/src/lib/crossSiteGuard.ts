import { normalize, trustedProxies } from './clientIp'
import { acceptedOrigins, isCrossSiteRequest, publicOrigin } from './domain/crossSite'

/** What the guard needs of a request's Lambda event: the api's socket peer. */
export interface PeerEvent {
  requestContext?: { identity?: { sourceIp?: string | null } | null } | null
}

const lowerCased = (headers: Record<string, string | null | undefined> | null | undefined) =>
  Object.fromEntries(
    Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value ?? undefined])
  )

/**
 * The shop's public origin for a request (domain/crossSite publicOrigin):
 * SITE_URL when set; else the Host it came to (only a plain host[:port]), or
 * X-Forwarded-Host/-Proto when the api's peer is one of TRUSTED_PROXIES.
 * Null when none can be told. Every absolute link the api writes (REST
 * paging, sitemaps, the CSRF rule) takes its origin from here.
 */
export function publicOriginOf(
  rawHeaders: Record<string, string | null | undefined> | null | undefined,
  event?: PeerEvent | null,
  env: NodeJS.ProcessEnv = process.env
): string | null {
  const headers = lowerCased(rawHeaders)
  const peer = normalize(event?.requestContext?.identity?.sourceIp ?? '')
  const viaTrustedProxy = peer !== null && trustedProxies(env.TRUSTED_PROXIES).trusts(peer)
  return publicOrigin({ siteUrl: env.SITE_URL, headers, viaTrustedProxy })
}

/**
 * The one CSRF check of every edge (REST router, /api/auth, GraphQL): true
 * when this write must be refused with 403 CROSS_SITE_MESSAGE. The public
 * origin is SITE_URL, else the request's own (Host, http); X-Forwarded-Host
 * and -Proto count only when the api's peer is a trusted proxy
 * (TRUSTED_PROXIES, as for the client address in lib/clientIp).
 */
export function refusesCrossSite(
  method: string,
  rawHeaders: Record<string, string | null | undefined> | null | undefined,
  event?: PeerEvent | null,
  env: NodeJS.ProcessEnv = process.env
): boolean {
  return isCrossSiteRequest({
    method,
    headers: lowerCased(rawHeaders),
    ownOrigin: publicOriginOf(rawHeaders, event, env),
    allowedOrigins: acceptedOrigins(env),
  })
}
