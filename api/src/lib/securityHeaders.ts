import type { Plugin } from 'graphql-yoga'

/**
 * Security headers of every answer of the api side (REST, /api/auth, GraphQL,
 * robots and sitemaps, media), whether it reached the api through the shop's
 * web server or directly. The web server adds the page rules itself
 * (scripts/cli/web-server.mjs); HSTS belongs to the TLS edge (nginx, see
 * docs/security.md).
 *
 * Headers a handler set itself win: media files send their own sandboxing
 * CSP, public answers (sitemaps, the OpenAPI document, media) their own
 * caching. Everything else is personal or an error and is not stored
 * anywhere (`no-store`): GraphQL answers carry the cart, orders and the user.
 */

/**
 * No api answer is a page that runs scripts or may be framed; the
 * human-readable API description (/api/v1/docs/) has an inline stylesheet.
 */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/**
 * Browser features no answer of the shop uses (the same list as the web
 * server's pages, scripts/cli/web-server.mjs): the fake gateway's page and the
 * API description included.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

const DEFAULTS: ReadonlyArray<readonly [string, string]> = [
  ['content-security-policy', API_CONTENT_SECURITY_POLICY],
  ['permissions-policy', PERMISSIONS_POLICY],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['referrer-policy', 'no-referrer'],
  ['cache-control', 'no-store'],
]

export type HeaderLookup = (name: string) => unknown

/**
 * The headers to add to an answer, given a lookup of what it already has
 * (case-insensitive names): each default that is not set yet.
 */
export function apiSecurityHeaders(existing: HeaderLookup): Record<string, string> {
  const added: Record<string, string> = {}
  for (const [name, value] of DEFAULTS) {
    const current = existing(name)
    if (current === undefined || current === null || current === '') added[name] = value
  }
  return added
}

interface HookReply {
  getHeader(name: string): unknown
  headers(values: Record<string, string>): unknown
}

/**
 * fastify `onSend` hook for the functions (REST, /auth, media, seo) and the
 * server's own errors (404, 413); `api/src/server.ts` registers it.
 */
export function securityHeadersOnSend(
  _request: unknown,
  reply: HookReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void
) {
  reply.headers(apiSecurityHeaders((name) => reply.getHeader(name)))
  done(null, payload)
}

/**
 * The same headers for GraphQL, as a Yoga plugin (functions/graphql.ts):
 * Redwood registers its GraphQL routes in their own fastify context, which
 * the functions' hooks do not reach.
 */
export const useSecurityHeaders = (): Plugin => ({
  onResponse({ response }) {
    for (const [name, value] of Object.entries(
      apiSecurityHeaders((header) => response.headers.get(header))
    )) {
      response.headers.set(name, value)
    }
  },
})
