/* eslint-env node, es2022 */
// The production web server's access log (./web-server.mjs): one JSON line per
// request, written when its answer is sent, in place of fastify's two lines
// and reply-from's two more for every proxied one (six lines a request with the
// api's own, about a kilobyte of synchronous stdout). And no secret in it: the
// links of the shop's letters carry one-time keys in the address (a guest
// order's page, a new password, an e-mail confirmation, a stock alert's
// cancellation: `?token=`), the Kaspi.kz price list its secret
// (`/feeds/kaspi.xml?token=`), a guest order's REST calls their key in the
// path (`/api/v1/order/guest/<key>/`). Logs travel further than the database
// (journald, shipping, a support ticket): those values are masked.

/** What a masked value is written as. */
export const MASK = '***'

/** Query parameters whose values are secrets; any name holding one of these words counts. */
const SECRET_PARAMETER = /token|secret|passw|signature|(?:^|_)sig$|^key$/i

/** A guest order's key in a REST path: /api/v1/order/guest/<key>/… («invoice» is a route, not a key). */
const GUEST_KEY_PATH = /^(\/api\/v1\/order\/guest\/)(?!invoice(?:\/|$))[^/?#]+/

/**
 * The request's address as the log writes it: the path and query as sent,
 * with the values of secret parameters and a guest order's key replaced by
 * MASK. An address that does not parse is cut to its path.
 */
export function loggedUrl(url) {
  const raw = String(url ?? '')
  const queryAt = raw.indexOf('?')
  const path = (queryAt < 0 ? raw : raw.slice(0, queryAt)).replace(GUEST_KEY_PATH, `$1${MASK}`)
  if (queryAt < 0) return path
  const query = raw.slice(queryAt + 1)
  const parts = query.split('&').map((part) => {
    const equals = part.indexOf('=')
    const encodedName = equals < 0 ? part : part.slice(0, equals)
    let name
    try {
      name = decodeURIComponent(encodedName.replace(/\+/g, ' '))
    } catch {
      // A name that does not decode may still be a secret's, misspelt: its value goes.
      return equals < 0 ? part : `${encodedName}=${MASK}`
    }
    return equals >= 0 && SECRET_PARAMETER.test(name) ? `${encodedName}=${MASK}` : part
  })
  return `${path}?${parts.join('&')}`
}

/**
 * The fields of a request's access line: its method, address (loggedUrl),
 * status, time to the answer in milliseconds (one decimal) and, for what went
 * to the api, which api process answered.
 */
export function accessLine({ method, url, status, elapsedMs, api }) {
  return {
    method,
    url: loggedUrl(url),
    status,
    ms: Math.round(elapsedMs * 10) / 10,
    ...(api ? { api } : {}),
  }
}
