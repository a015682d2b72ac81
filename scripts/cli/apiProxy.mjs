/* eslint-env node, es2022 */
// What the shop's two web servers do alike when they forward /api to the api
// server: the production one (./web-server.mjs) and the development one
// (Vite's proxy, configured in web/vite.config.ts). No dependencies: Vite's
// config loader bundles this file too.
//
// Every shopper is their own client (issue «Runs as promised»): the api's
// per-address limits (api/src/lib/rateLimit.ts) key on the address this
// server saw, which it passes in X-Forwarded-For; the api believes that
// header only from a trusted proxy (api/src/lib/clientIp.ts: loopback by
// default), so whatever a client sends never picks its bucket.
import net from 'node:net'

/**
 * Proxies in front of the web server that append to X-Forwarded-For, from
 * `TRUST_PROXY`: nginx in front = 1; unset or 0 = clients connect directly.
 */
export function trustedHops(setting) {
  if (setting === undefined || setting === null || setting === '') return 0
  if (setting === 'true') return 1
  const hops = Number(setting)
  if (Number.isInteger(hops) && hops >= 0) return hops
  throw new Error(
    `TRUST_PROXY must be the number of proxies in front of the web server (nginx: 1), not «${setting}»`
  )
}

/** A bare IP address (no port or brackets, IPv4-mapped IPv6 as IPv4), or null. */
export function bareAddress(raw) {
  let address = String(raw ?? '').trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) address = bracketed[1]
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(address)) address = address.replace(/:\d+$/, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (mapped) address = mapped
  return net.isIP(address) ? address.toLowerCase() : null
}

/**
 * The client's address: the socket peer; with `hops` proxies in front, the
 * address the outermost of them saw, i.e. the `hops`-th X-Forwarded-For entry
 * from the right (each proxy appends its own peer; whatever stands left of
 * them the client wrote). A chain shorter than `hops` holds only entries the
 * proxies appended, so its leftmost one is the farthest known. An entry that
 * is not an address (a misconfigured proxy) gives the peer.
 */
export function clientAddress(peer, forwardedFor, hops) {
  const socketPeer = bareAddress(peer) ?? 'unknown'
  if (!hops) return socketPeer
  const chain = String(forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (chain.length === 0) return socketPeer
  return bareAddress(chain[Math.max(0, chain.length - hops)]) ?? socketPeer
}

/** Headers a client could use to claim an address: the api gets exactly one, ours. */
export const CLIENT_ADDRESS_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-client-ip']
/** What only a trusted proxy in front may say (nginx with TLS: the https origin). */
export const PROXY_ONLY_HEADERS = [
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-prefix',
  'x-forwarded-port',
]

/**
 * How the request headers change on the way to the api: `remove` these
 * (lower-case names), then `set` these. `headers` are the incoming ones
 * (Node's lower-case names), `peer` the socket's remote address.
 */
export function forwardingHeaders(headers, peer, hops) {
  return {
    remove: hops ? [...CLIENT_ADDRESS_HEADERS] : [...CLIENT_ADDRESS_HEADERS, ...PROXY_ONLY_HEADERS],
    set: { 'x-forwarded-for': clientAddress(peer, headers['x-forwarded-for'], hops) },
  }
}

/**
 * The largest bodies the api takes (api/src/server.ts): MULTIPART_BODY_LIMIT
 * for uploads (a 5 MB file plus its envelope), JSON_BODY_LIMIT for every other
 * body. A body the api refuses halfway through breaks the proxied request
 * ("write EPIPE"), so the web servers refuse it first: never more than the api.
 */
export const API_MULTIPART_LIMIT = 6 * 1024 * 1024
export const API_OTHER_BODY_LIMIT = 1024 * 1024

/** The limit for a request's Content-Type. */
export function apiBodyLimit(contentType) {
  return /^\s*multipart\/form-data\b/i.test(contentType ?? '')
    ? API_MULTIPART_LIMIT
    : API_OTHER_BODY_LIMIT
}

/** The 413 message for a limit. */
export function tooLargeMessage(limit) {
  return limit === API_MULTIPART_LIMIT
    ? 'Слишком большой запрос: не больше 6 МБ (файл — до 5 МБ).'
    : `Слишком большой запрос: не больше ${Math.round(limit / 1024 / 1024)} МБ.`
}

/** How much of a refused body is read and dropped before answering (see afterBody). */
export const DRAIN_LIMIT = 4 * API_MULTIPART_LIMIT

/**
 * Calls back once the client has sent the rest of a request body, which is
 * read and dropped (at most `limit` bytes; then at once). An error answer
 * sent while a body is still arriving may never be read: Node closes a
 * `Connection: close` socket with unread data, and the client's next write
 * meets a reset (EPIPE) before it reads the answer.
 */
export function afterBody(stream, callback, limit = DRAIN_LIMIT) {
  if (stream.readableEnded || stream.destroyed) return callback()
  let seen = 0
  let called = false
  const finish = () => {
    if (called) return
    called = true
    stream.off('data', onData)
    callback()
  }
  const onData = (chunk) => {
    seen += chunk.length
    if (seen > limit) finish()
  }
  stream.on('data', onData)
  stream.once('end', finish)
  stream.once('close', finish)
  stream.once('error', finish)
  stream.resume()
}

const ERROR_MESSAGES = {
  400: 'Некорректный запрос.',
  404: 'Не найдено',
  408: 'Запрос не успел прийти целиком. Повторите попытку.',
  413: 'Слишком большой запрос.',
  415: 'Этот тип содержимого не поддерживается.',
  502: 'Сервер магазина временно недоступен. Повторите попытку через минуту.',
  503: 'Сервер магазина временно недоступен. Повторите попытку через минуту.',
  504: 'Сервер магазина не ответил вовремя. Повторите попытку.',
}

/** The Russian message of an error status. */
export function errorMessage(status) {
  return (
    ERROR_MESSAGES[status] ??
    (status >= 500 ? 'Внутренняя ошибка сервера.' : 'Некорректный запрос.')
  )
}

/** Under /api? (`url` as in the request line.) */
export const isApiPath = (url) => /^\/api(?:[/?#]|$)/.test(url ?? '')

/**
 * An error answer of the web server itself: for /api the JSON its clients
 * read (REST's `{"detail"}`, GraphQL's `{"errors": [{"message"}]}`), plain
 * text elsewhere; `message` replaces the status's own. Returns { status, type, body }.
 */
export function errorAnswer(url, status, message = errorMessage(status)) {
  if (!isApiPath(url)) return { status, type: 'text/plain; charset=utf-8', body: message }
  const body = /^\/api\/graphql(?:[/?#]|$)/.test(url)
    ? { errors: [{ message }] }
    : { detail: message }
  return { status, type: 'application/json; charset=utf-8', body: JSON.stringify(body) }
}

const kTooLarge = Symbol('bodyTooLarge')
const kAnswering = Symbol('answering')

/**
 * Vite's /api proxy in development (http-proxy; web/vite.config.ts passes this
 * as `server.proxy[apiUrl].configure`) does what the production web server
 * does: the api gets the client's address as the only X-Forwarded-For, a
 * streamed body is cut at the api's limit with 413, and errors are Russian
 * JSON. An error after the api already answered (it refused an upload while
 * the body was still arriving) leaves that answer alone: Redwood's own
 * handler wrote headers a second time there (ERR_HTTP_HEADERS_SENT,
 * uncaught) and the development process died.
 */
export function configureDevApiProxy(proxy, { hops = trustedHops(process.env.TRUST_PROXY) } = {}) {
  proxy.on('proxyReq', (proxyReq, req) => {
    const { remove, set } = forwardingHeaders(req.headers, req.socket.remoteAddress, hops)
    for (const name of remove) proxyReq.removeHeader(name)
    for (const [name, value] of Object.entries(set)) proxyReq.setHeader(name, value)
    // A declared length was checked by refuseOversizeBody; a streamed body is counted
    // here (this listener comes before http-proxy pipes the request on).
    if (req.headers['content-length'] !== undefined) return
    const limit = apiBodyLimit(req.headers['content-type'])
    let seen = 0
    req.on('data', (chunk) => {
      seen += chunk.length
      if (seen <= limit || req[kTooLarge]) return
      req[kTooLarge] = limit
      req.unpipe(proxyReq)
      proxyReq.destroy(new Error('body over the api limit'))
    })
  })
  proxy.on('proxyRes', (proxyRes, _req, res) => {
    // The api going away mid-answer ends the shopper's answer, not the process.
    proxyRes.on('error', () => res.destroy())
  })
  proxy.on('error', (error, req, res) => {
    // For WebSockets http-proxy passes the socket.
    if (typeof res?.writeHead !== 'function') {
      res?.destroy?.()
      return
    }
    // The api's own answer is on its way (or sent): the pipe finishes it. One error
    // answer per request, however many errors the aborted upload raises.
    if (res.headersSent || res.writableEnded || res[kAnswering]) return
    res[kAnswering] = true
    const status = req[kTooLarge] ? 413 : error?.code === 'ECONNREFUSED' ? 503 : 502
    const answer = errorAnswer(
      req.originalUrl ?? req.url,
      status,
      req[kTooLarge] ? tooLargeMessage(req[kTooLarge]) : undefined
    )
    // Headers now (Vite's own error handler, next in line, then leaves the answer
    // alone), the body once the client has sent the rest of its request.
    res.writeHead(answer.status, { 'Content-Type': answer.type, 'Cache-Control': 'no-store' })
    res.flushHeaders()
    afterBody(req, () => res.end(answer.body))
  })
}

/**
 * Connect middleware for the development server, mounted at the api URL
 * before Vite's proxy: a declared body over the api's limit gets 413 here
 * instead of the api refusing it halfway through the upload.
 */
export function refuseOversizeBody(req, res, next) {
  const limit = apiBodyLimit(req.headers['content-type'])
  if (Number(req.headers['content-length']) > limit) {
    afterBody(req, () => {
      const answer = errorAnswer(req.originalUrl ?? '/api', 413, tooLargeMessage(limit))
      res.writeHead(413, { 'Content-Type': answer.type, 'Cache-Control': 'no-store' })
      res.end(answer.body)
    })
    return
  }
  next()
}
