import type { FastifyInstance } from 'fastify'

/**
 * The api's one log line a request (its server turns fastify's own two off):
 * which function answered (`v1`, `graphql`, `auth`, `1c`, `feeds`, `seo`,
 * `health` …), how and how fast, under the request's id. Not the address: a
 * guest order's key is in its path and a price list's secret in its query.
 * The web server's access line under the same id has the address, with those
 * masked (scripts/cli/accessLog.mjs).
 */
export function accessFields(method: string, url: string, status: number, elapsedMs: number) {
  return {
    method,
    function: url.split(/[/?#]/, 2)[1] ?? '',
    status,
    ms: Math.round(elapsedMs * 10) / 10,
  }
}

/**
 * What a server needs for this line to be its only one: fastify's own two
 * lines a request («incoming request» with the full address, keys and all)
 * off, and the id under the same label as the web server's line.
 */
export const ACCESS_LOG_SERVER_OPTIONS = {
  disableRequestLogging: true,
  requestIdLogLabel: 'reqId',
} as const

/**
 * Writes each request's line once its answer is out. A server built without
 * ACCESS_LOG_SERVER_OPTIONS does not start: its addresses would reach the log.
 */
export function logEachRequest(fastify: FastifyInstance) {
  const { disableRequestLogging, requestIdLogLabel } = fastify.initialConfig
  if (
    disableRequestLogging !== ACCESS_LOG_SERVER_OPTIONS.disableRequestLogging ||
    requestIdLogLabel !== ACCESS_LOG_SERVER_OPTIONS.requestIdLogLabel
  ) {
    throw new Error(
      "The api server's access log needs ACCESS_LOG_SERVER_OPTIONS: without them fastify logs each request's address."
    )
  }
  fastify.addHook('onResponse', async (request, reply) => {
    request.log.info(
      accessFields(request.method, request.url, reply.statusCode, reply.elapsedTime),
      'request'
    )
  })
}
