import type { Plugin } from 'graphql-yoga'

import type { Decoder } from '@redwoodjs/api'

import {
  clearedSessionCookies,
  hadDeadSession,
  sessionDecoder,
  setsSessionCookie,
} from './authSession'
import { SAFE_METHODS } from './domain/crossSite'

/**
 * GraphQL's session: the shop's session cookie on POST only. A GET (or HEAD)
 * is answered as a guest, whatever cookie it carries: browsers send the
 * cookie (SameSite=Lax) with a cross-site link or a top-level navigation to
 * `/graphql?query=…`, the CSRF check passes safe methods, and a query string
 * lands in histories, logs and Referer headers — so a GET must never read or
 * act as the user. Its cookie is left alone (not expired as dead). The web
 * app and the prerender send every query as a JSON POST (web/src/lib/graphql);
 * a mutation over GET is refused besides (Yoga, 400 by the request contract).
 */
export const graphqlSessionDecoder: Decoder = async (token, type, request) => {
  const method = (request as { event?: { httpMethod?: string } }).event?.httpMethod ?? 'POST'
  if (SAFE_METHODS.has(method.toUpperCase())) return null
  return sessionDecoder(token, type, request)
}

/**
 * GraphQL's half of «a dead session is a guest»: when the request's session
 * cookie named no live session (lib/authSession's decoder remembers that per
 * request), the answer expires the cookies, so the browser stops sending a
 * cookie that can never work again.
 */
export const useClearDeadSession = (): Plugin => ({
  onResponse({ response, serverContext }) {
    const event = (serverContext as { event?: unknown } | undefined)?.event
    if (!hadDeadSession(event)) return
    const headers = response.headers as Headers & { getSetCookie?: () => string[] }
    if (setsSessionCookie(headers.getSetCookie?.() ?? [])) return
    // The session cookie last: Redwood's Lambda adapter keeps only the last
    // value of a repeated header (fastify, the production server, keeps all).
    for (const value of clearedSessionCookies().reverse()) headers.append('set-cookie', value)
  },
})
