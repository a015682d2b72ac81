import type { Plugin } from 'graphql-yoga'

import { sessionTokenFrom } from './authSession'
import { refusesCrossSite, type PeerEvent } from './crossSiteGuard'
import { CROSS_SITE_MESSAGE } from './domain/crossSite'

/**
 * CSRF guard of GraphQL: a POST that carries the session cookie must come
 * from the shop's own pages, as for REST (domain/crossSite). Requests without
 * the cookie are not affected.
 */
export const useCrossSiteGuard = (): Plugin => ({
  onRequest({ request, serverContext, fetchAPI, endResponse }) {
    const headers: Record<string, string> = {}
    request.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value
    })
    if (!sessionTokenFrom(headers)) return
    const event = (serverContext as { event?: PeerEvent } | undefined)?.event
    if (refusesCrossSite(request.method, headers, event)) {
      endResponse(
        new fetchAPI.Response(JSON.stringify({ errors: [{ message: CROSS_SITE_MESSAGE }] }), {
          status: 403,
          headers: { 'content-type': 'application/json; charset=utf-8' },
        })
      )
    }
  },
})
