import type { Plugin } from 'graphql-yoga'

import { clearedSessionCookies, hadDeadSession, setsSessionCookie } from './authSession'

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
