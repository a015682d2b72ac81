import type { Plugin } from 'graphql-yoga'

import { refusesCrossSite, type PeerEvent } from './crossSiteGuard'
import { CROSS_SITE_MESSAGE, SAFE_METHODS } from './domain/crossSite'

/** Bodies a browser page may send to another site without a preflight are not among these. */
const JSON_BODY_TYPES = new Set(['application/json', 'application/graphql+json'])

export const JSON_ONLY_MESSAGE =
  'Запрос GraphQL принимается только в формате JSON (Content-Type: application/json).'

const refusal = (fetchAPI: { Response: typeof Response }, status: number, message: string) =>
  new fetchAPI.Response(JSON.stringify({ errors: [{ message }] }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  })

/**
 * CSRF guard of GraphQL, the rule of REST and /api/auth (lib/crossSiteGuard):
 * every POST — with a session cookie or without, a mutation or not — from a
 * browser page must come from the shop's own origin (else 403), and its body
 * must be JSON (else 415): `multipart/form-data`, `x-www-form-urlencoded` and
 * `text/plain` are what a foreign page can send without a CORS preflight.
 * GET serves queries only: Yoga refuses a mutation over GET (405).
 */
export const useCrossSiteGuard = (): Plugin => ({
  onRequest({ request, serverContext, fetchAPI, endResponse }) {
    if (SAFE_METHODS.has(request.method.toUpperCase())) return
    const headers: Record<string, string> = {}
    request.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value
    })
    const event = (serverContext as { event?: PeerEvent } | undefined)?.event
    if (refusesCrossSite(request.method, headers, event)) {
      return endResponse(refusal(fetchAPI, 403, CROSS_SITE_MESSAGE))
    }
    const mediaType = (headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()
    if (!JSON_BODY_TYPES.has(mediaType)) {
      return endResponse(refusal(fetchAPI, 415, JSON_ONLY_MESSAGE))
    }
  },
})
