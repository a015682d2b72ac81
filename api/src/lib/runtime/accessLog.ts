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

/** Writes each request's line once its answer is out. */
export function logEachRequest(fastify: FastifyInstance) {
  fastify.addHook('onResponse', async (request, reply) => {
    request.log.info(
      accessFields(request.method, request.url, reply.statusCode, reply.elapsedTime),
      'request'
    )
  })
}
