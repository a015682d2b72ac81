import { createServer } from '@redwoodjs/api-server'

import { FILE_LIMIT } from 'src/exchange1c/exchange'
import { listenForCacheChanges } from 'src/lib/cacheSignals'
import { forgetCatalogCachesHere } from 'src/lib/catalogCaches'
import { forgetContentCachesHere } from 'src/lib/contentCaches'
import { db } from 'src/lib/db'
import { exitOnDemoPasswords } from 'src/lib/demoPasswords'
import { logger } from 'src/lib/logger'
import { stopOutboxWorker } from 'src/lib/outboxWorker'
import { ACCESS_LOG_SERVER_OPTIONS, logEachRequest } from 'src/lib/runtime/accessLog'
import { bodyErrorAnswer, bodyErrorCode } from 'src/lib/runtime/bodyErrors'
import { isSuspiciousContentType } from 'src/lib/runtime/contentTypeGuard'
import { checkReadiness } from 'src/lib/runtime/readiness'
import { REQUEST_ID_HEADER, requestIdFor } from 'src/lib/runtime/requestId'
import { exitOnSiteUrlProblem } from 'src/lib/secrets'
import { securityHeadersOnSend } from 'src/lib/securityHeaders'
import { forgetSessionsHere } from 'src/lib/sessionCache'
import { storeFor } from 'src/lib/storage'
import { mountFakeGateway } from 'src/modules/payments'
import { currentSearchIndex } from 'src/services/products/searchIndex'

/**
 * The api server (`yarn rw serve`, `yarn rw dev`, and each api process of the
 * production start, scripts/cli/production.mjs).
 *
 * Redwood's own server reads multipart/form-data bodies as UTF-8 text (its
 * content-type parser and fastify-raw-body's `rawBody`, from which the Lambda
 * event is built), which breaks binary uploads (order files, .xlsx). Here they
 * stay bytes and reach the functions base64-encoded (`isBase64Encoded`). 6 MB
 * is the 5 MB file limit plus the multipart envelope; larger bodies are
 * refused (413).
 */
export const MULTIPART_BODY_LIMIT = 6 * 1024 * 1024
/** JSON bodies of the REST functions: Redwood's default of 100 MB invites abuse. */
export const JSON_BODY_LIMIT = 1024 * 1024
/**
 * The server's limit, which Redwood's fastify-raw-body also applies while it
 * copies every body aside. It must stay above each parser's own limit: when
 * raw-body reaches its limit first, it pauses the request stream and the
 * parser waits forever (a 6 MB upload hung when this was 1 MB). So the
 * parsers answer 413 first.
 */
const RAW_BODY_LIMIT = MULTIPART_BODY_LIMIT + 64 * 1024
/**
 * 1C's exchange (functions/1c) posts its files' pieces raw, with whatever
 * Content-Type its platform sets (often none): on that path every body is
 * read as bytes, at most the exchange's file_limit (exchange1c/exchange.ts).
 */
const EXCHANGE_PATH = /^\/1c\/exchange\/?(\?|$)/
const EXCHANGE_CONTENT_TYPE = 'application/x-1c-exchange'
/** How long a stopping process waits for requests in flight before it exits anyway. */
const SHUTDOWN_GRACE_MS = 20_000

async function main() {
  // Production without SITE_URL: no absolute link may come from a caller's Host.
  exitOnSiteUrlProblem()
  // Production without SHOP_DEMO=1: stops while a demo account still has the published password.
  await exitOnDemoPasswords()
  // A wrong STORAGE_DRIVER / S3_* setting stops the start, not the first upload.
  logger.info(
    { media: storeFor('media').location, orderFiles: storeFor('orderFiles').location },
    'File storage'
  )
  // In production the shop's web server fronts the api: listen on loopback
  // only, unless the operator says otherwise (REDWOOD_API_HOST / --apiHost).
  if (process.env.NODE_ENV === 'production') process.env.REDWOOD_API_HOST ??= '127.0.0.1'

  const server = await createServer({
    logger,
    fastifyServerOptions: {
      requestTimeout: 15_000,
      bodyLimit: RAW_BODY_LIMIT,
      // The web server's id when it sent one (see requestIdFor), else a new one.
      genReqId: (request) =>
        requestIdFor(request.headers[REQUEST_ID_HEADER], request.socket?.remoteAddress),
      // One line a request instead of fastify's two (lib/runtime/accessLog).
      ...ACCESS_LOG_SERVER_OPTIONS,
      // While stopping, requests already on a connection are still answered.
      return503OnClosing: false,
      forceCloseConnections: 'idle',
    },
    configureApiServer: (fastify) => {
      fastify.removeContentTypeParser('multipart/form-data')
      fastify.addContentTypeParser(
        'multipart/form-data',
        { parseAs: 'buffer', bodyLimit: MULTIPART_BODY_LIMIT },
        (_request, body, done) => done(null, body)
      )
      fastify.removeContentTypeParser('application/json')
      fastify.addContentTypeParser(
        'application/json',
        { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
        fastify.getDefaultJsonParser('error', 'error')
      )
      fastify.addContentTypeParser(
        EXCHANGE_CONTENT_TYPE,
        { parseAs: 'buffer', bodyLimit: FILE_LIMIT },
        (_request, body, done) => done(null, body)
      )
      fastify.addHook('onRequest', async (request, reply) => {
        reply.header(REQUEST_ID_HEADER, request.id)
        if (request.method === 'POST' && EXCHANGE_PATH.test(request.url)) {
          request.headers['content-type'] = EXCHANGE_CONTENT_TYPE
        }
        if (isSuspiciousContentType(request.headers['content-type'])) {
          return reply
            .code(415)
            .type('application/json; charset=utf-8')
            .send({ detail: 'Недопустимый заголовок Content-Type.' })
        }
      })
      fastify.setErrorHandler((error, request, reply) => {
        const answer = bodyErrorAnswer(bodyErrorCode(error), request.headers['content-type'])
        if (!answer) return reply.send(error)
        if (request.headers['content-type'] === EXCHANGE_CONTENT_TYPE) {
          // 1C reads plain text: the refusal as its protocol says (exchange1c/protocol).
          return reply
            .code(answer.status)
            .type('text/plain; charset=utf-8')
            .send(`failure\n${answer.detail}`)
        }
        return reply
          .code(answer.status)
          .type('application/json; charset=utf-8')
          .send({ detail: answer.detail })
      })
      fastify.addHook('onSend', securityHeadersOnSend)
      logEachRequest(fastify)
      fastify.addHook('preHandler', async (request) => {
        if (Buffer.isBuffer(request.body)) {
          ;(request as unknown as { rawBody: Buffer }).rawBody = request.body
        }
      })

      // Development and the demo pay against the shop's own fake gateway (never a real production).
      if (mountFakeGateway(fastify)) logger.info('Fake payment gateway at /api/fake-gateway')

      // Liveness: the process answers. Readiness: it can serve shoppers.
      fastify.get('/health', async (_request, reply) =>
        reply.header('cache-control', 'no-store').send({ status: 'ok', pid: process.pid })
      )
      fastify.get('/health/ready', async (_request, reply) => {
        const readiness = await checkReadiness()
        reply.header('cache-control', 'no-store')
        if (readiness.ready) return reply.send({ status: 'ready' })
        return reply.code(503).send({ status: 'not-ready', ...readiness })
      })
    },
  })

  // Other processes' and scripts' catalogue and content writes reach this
  // process's caches at once (lib/cacheSignals).
  const cacheListener = listenForCacheChanges({
    catalog: forgetCatalogCachesHere,
    content: forgetContentCachesHere,
    sessions: forgetSessionsHere,
  })

  // The search index is built in the background from the start: searches
  // before it is ready are answered by the SQL (services/products/searchIndex).
  currentSearchIndex()

  // The production start waits for this before it sends a process requests.
  server.addHook('onListen', async () => {
    process.send?.({ type: 'listening', address: server.addresses()[0] ?? null })
  })

  let stopping = false
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    const stoppingSince = Date.now()
    logger.info({ signal }, 'Stopping: finishing requests in flight')
    if (process.send) {
      // Supervised by the production start: it stops routing requests here,
      // and those already on their way arrive before the server closes.
      process.send({ type: 'draining' })
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
    const forced = setTimeout(() => {
      logger.warn('Requests still in flight after the grace period; exiting')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS)
    forced.unref()
    // Node closes the connections idle at close() only; a keep-alive
    // connection the web server used a moment ago would hold the process up to
    // keepAliveTimeout (72 s). No new request comes (the pool stopped routing
    // here), so each connection is closed as soon as its last answer is out.
    const sweep = setInterval(() => server.server.closeIdleConnections(), 100)
    try {
      await Promise.all([stopOutboxWorker(), server.close(), cacheListener.stop()])
      clearInterval(sweep)
      await db.$disconnect()
      logger.info({ ms: Date.now() - stoppingSince }, 'Stopped')
    } catch (error) {
      logger.error({ err: error }, 'Error while stopping')
    }
    process.exit(0)
  }
  process.once('SIGTERM', () => void stop('SIGTERM'))
  process.once('SIGINT', () => void stop('SIGINT'))

  await server.start()
}

main()
