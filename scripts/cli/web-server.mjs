#!/usr/bin/env node
/* eslint-env node, es2022 */
// The production web server: web/dist plus the /api proxy, like Redwood's
// `rw serve web`, and what that one lacks (issue «Storefront, content and reach»):
//   - compressed answers: each text asset is stored once as .br and .gz next to
//     itself at start (cached on disk) and sent to browsers that accept them;
//   - caching: hashed /assets/* are immutable for a year, pages revalidate;
//   - /robots.txt and /sitemap*.xml at the root, answered by the api (functions/seo.ts);
//   - /feeds/kaspi.xml, the Kaspi.kz price list, streamed from the api (functions/feeds.ts);
//   - prerendered pages (web/dist/**/*.html) under their own paths, the app shell elsewhere;
//   - HTTP 404 with the shop's not-found page (web/dist/404.html, header and
//     footer) for an address no route takes and for a product, news item,
//     section, object, brand or production page that does not exist, which it
//     asks the api about (./shopRoutes.mjs, ./pageLookup.mjs);
//   - a prerendered product page with its prices of now, not the build's
//     (web/src/lib/productPagePrices.tsx, bundled into web/dist/_server/);
//   - every shopper is their own client: the api gets the client's address in
//     X-Forwarded-For, set here from the socket peer (and TRUST_PROXY proxies in
//     front), never a header the client sent (issue «Runs as promised»);
//   - security headers: a Content-Security-Policy per page (its inline scripts by
//     hash), nosniff, Referrer-Policy, X-Frame-Options;
//   - the api's body limit applied before proxying, errors of /api as Russian JSON;
//   - several api processes (the production start's ApiPool): each request goes to
//     the ready one with the fewest requests in flight; a GET whose process died
//     under it, or any request whose process refused the connection, is sent to
//     another one once;
//   - a request id per request (X-Request-Id, also in the answer), which the api
//     logs under the same name.
//
//   node scripts/cli/web-server.mjs [--port 8910] [--api http://localhost:8911]
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import zlib from 'node:zlib'

import httpProxy from '@fastify/http-proxy'
import replyFrom from '@fastify/reply-from'
import fastifyStatic from '@fastify/static'
import fastGlob from 'fast-glob'
import Fastify from 'fastify'

import { accessLine } from './accessLog.mjs'
import { ApiPool } from './api-pool.mjs'
import {
  afterBody,
  apiBodyLimit,
  errorAnswer,
  forwardingHeaders,
  tooLargeMessage,
  trustedHops,
} from './apiProxy.mjs'
import { ROOT } from './bootstrap.mjs'
import { languageRedirect, localeOfPath } from './languageRedirect.mjs'
import { PageLookup } from './pageLookup.mjs'
import { decodeRouteParam, matchRoute, NOT_FOUND_PAGE } from './shopRoutes.mjs'

const DIST = path.join(ROOT, 'web/dist')
/** Modules of the web's code built for this server (web/vite.config.ts), never served. */
const SERVER_MODULES = '_server'
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/
/** Smaller files gain nothing from compression. */
const MIN_COMPRESS_BYTES = 1024

/** Writes file.br and file.gz beside each text asset unless they are already newer. */
export function precompress(root = DIST) {
  // Hashed assets are few and served a year from cache: the best ratio. The
  // prerendered pages are hundreds and change with every build: a quick setting.
  let written = 0
  for (const file of fastGlob.sync('**/*', {
    cwd: root,
    absolute: true,
    ignore: [`${SERVER_MODULES}/**`],
  })) {
    if (!COMPRESSIBLE.test(file)) continue
    const stat = fs.statSync(file)
    if (stat.size < MIN_COMPRESS_BYTES) continue
    const source = fs.readFileSync(file)
    const page = file.endsWith('.html')
    for (const [suffix, compress] of [
      [
        '.br',
        (b) =>
          zlib.brotliCompressSync(b, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: page ? 5 : 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: b.length,
            },
          }),
      ],
      ['.gz', (b) => zlib.gzipSync(b, { level: page ? 6 : 9 })],
    ]) {
      const target = file + suffix
      if (fs.existsSync(target) && fs.statSync(target).mtimeMs >= stat.mtimeMs) continue
      fs.writeFileSync(target, compress(source))
      written++
    }
  }
  return written
}

export async function createWebServer({
  apiTarget,
  apiPool = ApiPool.single(apiTarget),
  logLevel = 'warn',
  trustProxy = process.env.TRUST_PROXY,
  root = DIST,
  lookupTtlMs = 1_000,
  lookupTimeoutMs = 1_500,
  /** Where the log lines go (a test reads them); stdout by default. */
  logStream = undefined,
} = {}) {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error('no web build: run `yarn rw build web` first')
  }
  precompress(root)
  const hops = trustedHops(trustProxy)
  const app = Fastify({
    logger: { level: logLevel, ...(logStream ? { stream: logStream } : {}) },
    // A 5 MB order file over a slow mobile line takes its time.
    requestTimeout: 60_000,
    genReqId: (request) => requestIdFor(request.headers['x-request-id'], hops),
    requestIdLogLabel: 'reqId',
    // One line a request instead, without secrets (the onResponse hook below, ./accessLog.mjs).
    disableRequestLogging: true,
  })
  app.addHook('onRequest', (request, reply, done) => {
    request[kStarted] = performance.now()
    reply.header('x-request-id', request.id)
    done()
  })

  // Before the plugins below, so that their answers (the proxied api's too) get them.
  app.addHook('onSend', (_request, reply, payload, done) => {
    for (const [name, value] of Object.entries(COMMON_HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value)
    }
    done(null, payload)
  })
  app.setErrorHandler((error, request, reply) => {
    const status = error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500
    if (status >= 500) request.log.error(error)
    sendError(request, reply, status)
  })

  // Which api process serves a request: chosen before proxying, given back
  // when the answer is sent (or the client went away).
  const chooseApi = (request, reply, done) => {
    const member = apiPool.pick()
    if (!member) return sendError(request, reply, 503, API_STARTING)
    apiPool.acquire(member)
    request[kApi] = member
    done()
  }
  const releaseApi = (request) => {
    if (request[kApi]) apiPool.release(request[kApi])
    request[kApi] = null
  }
  const logAccess = (request, status, message) =>
    request.log.info(
      accessLine({
        method: request.method,
        url: request.url,
        status,
        elapsedMs: performance.now() - request[kStarted],
        api: request[kApi]?.id,
      }),
      message
    )
  // The two hooks take different arguments: (request, reply, done) and (request, done).
  app.addHook('onResponse', (request, reply, done) => {
    logAccess(request, reply.statusCode, 'request')
    releaseApi(request)
    done()
  })
  app.addHook('onRequestAbort', (request, done) => {
    logAccess(request, null, 'request aborted by the client')
    releaseApi(request)
    done()
  })

  /** Once per request: another process when this one refused or (for a GET) died under it. */
  const retryElsewhere = (reply, error, source, options) => {
    const request = reply.request
    const failed = request[kApi]
    if (!failed || request[kRetried] || !retryable(request.method, error)) return false
    // Some of the body went to the failed process: the rest cannot be sent again.
    if (request[kClientBody] && request[kBodyRead]) return false
    const next = apiPool.pick(failed.id)
    if (!next) return false
    if (request[kClientBody]) request.body = bodyForOneAttempt(request)
    apiPool.release(failed)
    apiPool.acquire(next)
    request[kApi] = next
    request[kRetried] = true
    request.log.warn(
      { from: failed.id, to: next.id, err: error?.message },
      'api request sent again'
    )
    reply.from(source(request), options)
    return true
  }

  // /api/* to an api process, keeping the Host the browser used (cookies, absolute URLs),
  // with the client's address as this server saw it, and no bigger body than the api takes.
  const apiOptions = {
    getUpstream: (request) => request[kApi].origin,
    rewriteRequestHeaders: (request, headers) => apiRequestHeaders(request, headers, hops),
    onError: (reply, { error }) =>
      retryElsewhere(reply, error, apiPath, apiOptions) || proxyFailed(reply, error),
  }
  await app.register(httpProxy, {
    prefix: '/api',
    upstream: '',
    disableCache: true,
    // Its own two lines a request (the access line says it all).
    disableRequestLogging: true,
    preHandler: (request, reply, done) =>
      limitApiBody(request, reply, () => chooseApi(request, reply, done)),
    replyOptions: apiOptions,
  })
  // robots.txt and the sitemaps live at the root for crawlers; the api renders them from the data.
  await app.register(replyFrom, { disableCache: true, disableRequestLogging: true })
  const seoPath = (request) => `/seo${request.url.replace(/\?.*$/, '')}`
  const seoOptions = {
    getUpstream: (request) => request[kApi].origin,
    rewriteRequestHeaders: (request, headers) => apiRequestHeaders(request, headers, hops),
    onError: (reply, { error }) =>
      retryElsewhere(reply, error, seoPath, seoOptions) || proxyFailed(reply, error),
  }
  const toSeo = (request, reply) => reply.from(seoPath(request), seoOptions)
  for (const route of ['/robots.txt', '/sitemap.xml', '/sitemap-:part.xml']) {
    app.get(route, { preHandler: chooseApi }, toSeo)
  }
  // Marketplaces' price lists (Kaspi.kz) at the address the seller gives them; the
  // query (the list's secret) goes along, and the api's stream is passed on as it comes.
  const feedOptions = {
    getUpstream: (request) => request[kApi].origin,
    rewriteRequestHeaders: (request, headers) => apiRequestHeaders(request, headers, hops),
    onError: (reply, { error }) =>
      retryElsewhere(reply, error, feedPath, feedOptions) || proxyFailed(reply, error),
  }
  app.get(FEED_ROUTE, { preHandler: chooseApi }, (request, reply) =>
    reply.from(feedPath(request), feedOptions)
  )

  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    wildcard: true,
    // '/' may be the prerendered home or not: the handler below decides.
    index: false,
    allowedPath: (pathName) => !isServerModule(pathName),
    setHeaders: (res, filePath) => {
      if (COMPRESSIBLE.test(filePath)) {
        // Kept beside what the handler already said (`/` varies by Cookie too).
        const vary = res.getHeader('Vary')
        res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
      }
      const file = filePath.replace(/\.(?:br|gz)$/, '')
      if (file.endsWith('.html')) res.setHeader('Content-Security-Policy', pagePolicy(file))
      res.setHeader(
        'Cache-Control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache'
      )
    },
  })

  const pages = prerenderedPages(root)
  const shell = fs.existsSync(path.join(root, '200.html')) ? '200.html' : 'index.html'
  const notFound = new NotFoundDocuments(root, shell)
  const prices = await ProductPrices.load(root, app.log)
  const lookup = new PageLookup({
    ttlMs: lookupTtlMs,
    productQuery: prices?.query,
    ask: (_kind, query, variables, headers) =>
      askApi(apiPool, query, variables, headers, lookupTimeoutMs),
  })

  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.replace(/[?#].*$/, '')
    if (urlPath.startsWith('/assets/') || STATIC_FILE.test(urlPath)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Не найдено')
    }
    if (urlPath === '/') {
      // The home depends on the remembered language (./languageRedirect.mjs).
      reply.raw.setHeader('Vary', 'Cookie')
      const to = languageRedirect(
        urlPath,
        request.url.slice(urlPath.length),
        request.headers.cookie
      )
      if (to) return reply.header('cache-control', 'no-cache').code(302).redirect(to)
    }
    const match = matchRoute(urlPath)
    const locale = localeOfPath(urlPath)
    if (!match) return sendDocument(request, reply, 404, notFound.forPage(NOT_FOUND_PAGE, locale))
    const file = pageFor(request.url, pages)
    const shown = match.route.lookup
    if (!shown) return reply.sendFile(file ?? shell)

    const key = decodeRouteParam(match.params[shown.param])
    const headers = apiRequestHeaders(request, { accept: 'application/json' }, hops)
    delete headers.host
    const verdict = await lookup.check(shown.kind, key, headers)
    if (verdict && !verdict.found) {
      return sendDocument(request, reply, 404, notFound.forPage(match.route.page, locale))
    }
    if (!file) return reply.sendFile(shell)
    if (prices && verdict?.product) {
      const page = prices.pageFor(file, key, verdict.product, request.log)
      if (page) return sendDocument(request, reply, 200, page)
    }
    return reply.sendFile(file)
  })
  return app
}

// ---------------------------------------------------------------- the /api proxy

const kApi = Symbol('apiProcess')
const kStarted = Symbol('started')
const kRetried = Symbol('retried')
const API_STARTING = 'Магазин запускается или обновляется. Повторите через минуту.'

/** The api's path of a proxied request: /api/v1/x?q → /v1/x (reply-from adds the query). */
/** The Kaspi price list: the api's function has the same path (functions/feeds.ts), query and all. */
export const FEED_ROUTE = '/feeds/kaspi.xml'
const feedPath = (request) => request.url
const apiPath = (request) => request.url.replace(/\?.*$/, '').replace(/^\/api/, '') || '/'

/**
 * Whether a failed api request may go to another process: always when the
 * connection was refused (nothing was sent), and for reads also when the
 * process closed the connection under it (a read has no effect to repeat).
 */
export function retryable(method, error) {
  const refused = /ECONNREFUSED/.test(error?.message ?? '')
  const cut = ['UND_ERR_SOCKET', 'ECONNRESET'].includes(error?.code)
  return refused || (cut && ['GET', 'HEAD', 'OPTIONS'].includes(method))
}

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/

/** The id of a request: a proxy's in front of us (nginx's $request_id), else a new one. */
export function requestIdFor(header, hops) {
  return hops > 0 && typeof header === 'string' && REQUEST_ID.test(header)
    ? header
    : crypto.randomUUID()
}

/**
 * The request headers for the api: the browser's Host, X-Forwarded-For
 * replaced by the client's address alone (see ./apiProxy.mjs), the other
 * forwarding headers only when proxies in front of us set them.
 */
export function apiRequestHeaders(request, headers, hops) {
  const result = { ...headers, host: request.headers.host }
  // The api logs the request under the same id (api/src/lib/runtime/requestId.ts).
  if (request.id) result['x-request-id'] = request.id
  // Node already answered `Expect: 100-continue` (curl sends it for bodies over 1 MB);
  // undici refuses to pass the header on, and such uploads failed with 500.
  delete result.expect
  const socket = request.raw?.socket ?? request.socket
  const { remove, set } = forwardingHeaders(request.headers, socket?.remoteAddress, hops)
  for (const name of remove) delete result[name]
  return Object.assign(result, set)
}

/** An error answer of this server in Russian (./apiProxy.mjs's errorAnswer). */
export function sendError(request, reply, status, message) {
  const answer = errorAnswer(request.url, status, message)
  return reply.code(status).header('cache-control', 'no-store').type(answer.type).send(answer.body)
}

const kBodyTooLarge = Symbol('bodyTooLarge')

/**
 * http-proxy preHandler: refuses a declared oversize body, cuts an undeclared
 * one on its way to the api. The answer waits until the client has sent its
 * body (read and dropped, up to DRAIN_LIMIT): answering mid-upload, Node
 * closes a `Connection: close` socket with unread data, the reset reaches the
 * client first, and it sees EPIPE instead of the 413 (nginx's lingering close).
 */
function limitApiBody(request, reply, done) {
  const limit = apiBodyLimit(request.headers['content-type'])
  const declared = Number(request.headers['content-length'])
  if (declared > limit) {
    afterBody(request.raw, () => sendError(request, reply, 413, tooLargeMessage(limit)))
    return
  }
  if (request.body && typeof request.body.pipe === 'function' && !(declared >= 0)) {
    let seen = 0
    const source = request.body
    const counted = new Transform({
      transform(chunk, _encoding, callback) {
        seen += chunk.length
        if (seen <= limit) return callback(null, chunk)
        request[kBodyTooLarge] = limit
        source.unpipe(counted)
        callback(new Error('body over the api limit'))
      },
    })
    source.on('error', (error) => counted.destroy(error))
    request.body = source.pipe(counted)
  }
  if (request.body && typeof request.body.pipe === 'function') {
    request.body = bodyForOneAttempt(request)
  }
  done()
}

const kClientBody = Symbol('clientBody')
const kBodyRead = Symbol('bodyRead')

/**
 * The request body as one attempt at the api sends it, read from the
 * client's stream only when undici asks for it. undici destroys the body of
 * a request that fails; given the client's own stream, nothing was left to
 * send again, so an order sent to a process that had just died got 502. A
 * process that refused the connection never asked for the body: it is still
 * whole, and goes to another process (`request[kBodyRead]` tells whether any
 * of it has left).
 */
function bodyForOneAttempt(request) {
  const source = (request[kClientBody] ??= request.body)
  let reading = false
  const body = new Readable({
    read() {
      if (!reading) {
        reading = true
        request[kBodyRead] = true
        source.on('data', onData).once('end', onEnd).once('error', onError)
      }
      source.resume()
    },
    destroy(error, callback) {
      source.off('data', onData).off('end', onEnd).off('error', onError)
      // What is left of the body is read and dropped once the error answer is out.
      source.pause()
      callback(error)
    },
  })
  const onData = (chunk) => {
    if (!body.push(chunk)) source.pause()
  }
  const onEnd = () => body.push(null)
  const onError = (error) => body.destroy(error)
  return body
}

/** reply-from's onError: the api could not be reached or the body was cut. */
function proxyFailed(reply, error) {
  const request = reply.request
  const limit = request[kBodyTooLarge]
  if (limit) {
    return afterBody(request.raw, () => sendError(request, reply, 413, tooLargeMessage(limit)))
  }
  const code = error?.statusCode
  // reply-from has logged the error already.
  const status = code === 503 || code === 504 ? code : 502
  return sendError(request, reply, status)
}

// ---------------------------------------------------------------- pages: 404 and prices of now

/** Whether a path names this server's own modules (web/dist/_server), which are never served. */
const isServerModule = (pathName) =>
  pathName.replace(/^\/+/, '').split(/[\\/]/)[0] === SERVER_MODULES

/**
 * One GraphQL query to a ready api process, as a guest (GET carries no
 * session), resolved with its JSON answer; rejects when none is ready, it is
 * slow or it fails (./pageLookup.mjs then serves the page as if it existed).
 */
export async function askApi(apiPool, query, variables, headers, timeoutMs) {
  const member = apiPool.pick()
  if (!member) throw new Error('no api process is ready')
  apiPool.acquire(member)
  try {
    const url = new URL('/graphql', member.origin)
    url.search = new URLSearchParams({ query, variables: JSON.stringify(variables) }).toString()
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) })
    return await response.json()
  } finally {
    apiPool.release(member)
  }
}

/**
 * A page this server writes itself (a 404 document, a product page at its
 * current prices): its HTML, its Content-Security-Policy, and its compressed
 * forms, made when first asked for.
 */
class Document {
  constructor(html) {
    this.html = html
    this.policy = pageContentSecurityPolicy(html)
    this.encoded = new Map()
  }

  body(encoding) {
    if (encoding === 'identity') return this.html
    let body = this.encoded.get(encoding)
    if (!body) {
      body =
        encoding === 'br'
          ? zlib.brotliCompressSync(this.html, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
            })
          : zlib.gzipSync(this.html, { level: 6 })
      this.encoded.set(encoding, body)
    }
    return body
  }
}

/** br, gzip or identity: the best the client accepts (q=0 refuses). */
export function preferredEncoding(acceptEncoding = '') {
  const accepted = new Map()
  for (const part of String(acceptEncoding).split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';')
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    if (name) accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const takes = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (takes('br')) return 'br'
  if (takes('gzip')) return 'gzip'
  return 'identity'
}

/** A written page with the headers a prerendered file gets (security, caching, encoding). */
function sendDocument(request, reply, status, document) {
  const encoding = preferredEncoding(request.headers['accept-encoding'])
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding')
    .header('content-security-policy', document.policy)
  if (encoding !== 'identity') reply.header('content-encoding', encoding)
  return reply.send(document.body(encoding))
}

/**
 * The answers for addresses with nothing behind them: web/dist/404.html, the
 * not-found page prerendered in the main layout. At a route of its own (a
 * product's address) the browser's router loads that route's page from the
 * prerendered page chunk on first load, which 404.html does not name: the
 * chunk is added, as the prerender adds a page's own. Without a prerendered
 * 404.html, or when that page's chunk was never prerendered (an empty shop
 * has no product page), the answer is the app shell, which draws the
 * not-found page itself; the status stays 404.
 */
export class NotFoundDocuments {
  constructor(root, shell) {
    this.root = root
    this.shell = shell
    /** @type {Map<string, Document>} by page */
    this.documents = new Map()
  }

  /**
   * The 404 document for an address of `page`'s route (NOT_FOUND_PAGE: no
   * route), in the address's language: kk/404.html under /kk (issue 33), so
   * the page the browser draws there in Kazakh adopts Kazakh markup.
   */
  forPage(page, locale = 'ru') {
    const key = `${locale}:${page}`
    let document = this.documents.get(key)
    if (!document) {
      document = new Document(this.htmlFor(page, locale))
      this.documents.set(key, document)
    }
    return document
  }

  htmlFor(page, locale = 'ru') {
    const read = (file) => fs.readFileSync(path.join(this.root, file), 'utf8')
    const own = locale === 'kk' ? 'kk/404.html' : '404.html'
    const file = fs.existsSync(path.join(this.root, own)) ? own : '404.html'
    if (!fs.existsSync(path.join(this.root, file))) return read(this.shell)
    const html = read(file)
    if (page === NOT_FOUND_PAGE) return html
    const chunk = this.prerenderedChunk(page)
    if (!chunk) return read(this.shell)
    return html.replace(
      /<head>/i,
      (head) => `${head}<script defer="defer" src="/${chunk}" type="module"></script>`
    )
  }

  /** The page's chunk when the prerender registered it for a first load (@redwoodjs/prerender). */
  prerenderedChunk(page) {
    try {
      const manifest = JSON.parse(
        fs.readFileSync(path.join(this.root, 'client-build-manifest.json'), 'utf8')
      )
      const entry = Object.entries(manifest).find(([source]) =>
        new RegExp(`^pages/${page}/${page}\\.[jt]sx?$`).test(source)
      )?.[1]
      if (!entry?.file) return null
      const code = fs.readFileSync(path.join(this.root, entry.file), 'utf8')
      return code.includes(`__REDWOOD__PRERENDER_PAGES.${page}=`) ? entry.file : null
    } catch {
      return null
    }
  }
}

/**
 * Prerendered product pages at the product's prices of now
 * (web/src/lib/productPagePrices.tsx, built into web/dist/_server/). A page
 * whose prices are what the build drew is sent as its file (precompressed);
 * another one is written once per file and prices and kept (the last
 * `maxPages`), so a page in demand is not drawn again for every shopper.
 */
export class ProductPrices {
  /** The build's module, or null (a build before it: pages are then served as built). */
  static async load(root, log) {
    const file = path.join(root, SERVER_MODULES, 'productPagePrices.mjs')
    if (!fs.existsSync(file)) {
      log.warn(
        'no web/dist/_server/productPagePrices.mjs: product pages show the prices of the build'
      )
      return null
    }
    const module = await import(`${pathToFileURL(file).href}?v=${fs.statSync(file).mtimeMs}`)
    // Kazakh pages' price blocks are drawn in Kazakh (issue 33): its catalogue first.
    await module.loadMessages?.()
    return new ProductPrices(root, module)
  }

  constructor(root, module, maxPages = 200) {
    this.root = root
    this.module = module
    this.query = module.PRODUCT_PRICES_QUERY
    this.maxPages = maxPages
    /** @type {Map<string, Document | null>} null: the file itself is current */
    this.written = new Map()
  }

  /**
   * The page of `file` (a product's prerendered page) at `prices`, or null
   * when the file already shows them (or cannot be brought up to date: logged).
   */
  pageFor(file, article, prices, log) {
    const absolute = path.join(this.root, file)
    const { mtimeMs } = fs.statSync(absolute)
    const key = `${file}\u0000${mtimeMs}\u0000${JSON.stringify(prices)}`
    if (this.written.has(key)) {
      const document = this.written.get(key)
      this.written.delete(key)
      this.written.set(key, document)
      return document
    }
    const result = this.module.patchProductPagePrices(
      fs.readFileSync(absolute, 'utf8'),
      article,
      prices
    )
    if (result.kind === 'unpatchable') {
      log.warn({ file, reason: result.reason }, 'product page served with the prices of the build')
    }
    const document = result.kind === 'patched' ? new Document(result.html) : null
    this.written.set(key, document)
    while (this.written.size > this.maxPages) this.written.delete(this.written.keys().next().value)
    return document
  }
}

// ---------------------------------------------------------------- security headers

/**
 * Browser features no page of the shop uses, refused to the pages and to
 * anything they embed: no camera, microphone, location or hardware access, and
 * no Payment Request (checkout sends the shopper to the gateway's own page).
 * The api sends the same (`PERMISSIONS_POLICY` in api/src/lib/securityHeaders.ts).
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

/** On every answer of this server that does not carry its own (the api sets stricter ones). */
export const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': PERMISSIONS_POLICY,
}

/**
 * The Content-Security-Policy of a page: everything from the shop's origin
 * only (`default-src 'self'`: requests, fonts, frames, media, workers,
 * manifests), scripts only from there and the page's own inline scripts (the
 * prerendered answers, `__SHOP_PRERENDERED_ANSWERS`), by their SHA-256;
 * JSON-LD blocks are data and need no hash. Pictures may also come from other
 * https sites (an editor's or an imported picture is stored as its address,
 * video previews are the video site's) and `data:`; styles take the
 * prerendered markup's `style` attributes. No plugins, no <base>, no framing
 * (account and checkout pages), forms post to the shop.
 */
export function pageContentSecurityPolicy(html) {
  const hashes = inlineScriptHashes(html).map((hash) => `'sha256-${hash}'`)
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...hashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ')
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
/** Script types a browser runs; any other (application/ld+json, text/template) is data. */
const RUNNABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript'])

/** Base64 SHA-256 of each inline script a browser would run, in page order. */
export function inlineScriptHashes(html) {
  const hashes = []
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue
    const type = /(?:^|\s)type\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''
    if (!RUNNABLE_TYPES.has(type.toLowerCase())) continue
    // The browser hashes the text after its parser turned CR LF into LF.
    const text = body.replace(/\r\n?/g, '\n')
    const hash = crypto.createHash('sha256').update(text, 'utf8').digest('base64')
    if (!hashes.includes(hash)) hashes.push(hash)
  }
  return hashes
}

const policies = new Map()
/** The policy of a page file, read once per version of the file. */
function pagePolicy(file) {
  const { mtimeMs } = fs.statSync(file)
  const known = policies.get(file)
  if (known?.mtimeMs === mtimeMs) return known.policy
  const policy = pageContentSecurityPolicy(fs.readFileSync(file, 'utf8'))
  policies.set(file, { mtimeMs, policy })
  return policy
}

/** Files a browser asks for by name: a miss is a 404, not the app (an article may hold a dot). */
const STATIC_FILE =
  /\.(?:m?js|css|map|json|txt|xml|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|pdf)$/i
/** Parameters that do not change a page: its prerendered HTML still fits. */
const TRACKING_PARAM = /^(?:utm_[a-z]+|gclid|yclid|fbclid|_openstat)$/i

/** Prerendered HTML by decoded path: '/' → index.html, '/about/news' → about/news.html. */
export function prerenderedPages(root = DIST) {
  const pages = new Map()
  for (const file of fastGlob.sync('**/*.html', {
    cwd: root,
    ignore: ['200.html', '404.html', 'kk/404.html'],
  })) {
    pages.set(file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`, file)
  }
  // Without a prerendered home index.html is the shell itself.
  if (!fs.existsSync(path.join(root, '200.html'))) pages.delete('/')
  return pages
}

/**
 * The prerendered file for a request, or null for the app shell: a page is
 * prerendered for its plain address, so a query that changes what it shows
 * (catalogue filters, ?page=) gets the shell, which renders that view.
 */
export function pageFor(url, pages) {
  const [rawPath, query = ''] = url.split('#')[0].split('?')
  for (const name of new URLSearchParams(query).keys()) {
    if (!TRACKING_PARAM.test(name)) return null
  }
  let decoded
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return null
  }
  return pages.get(decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded) ?? null
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.WEB_PORT || '8910' },
      host: { type: 'string', default: process.env.WEB_HOST || '::' },
      api: { type: 'string', default: process.env.API_PROXY_TARGET || 'http://localhost:8911' },
    },
  })
  const app = await createWebServer({ apiTarget: values.api })
  await app.listen({ port: Number(values.port), host: values.host })
  console.log(`Web server listening on ${values.port}, /api → ${values.api}`)
}
