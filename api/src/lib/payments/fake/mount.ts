import type { FastifyInstance } from 'fastify'

import { publicPrefix } from 'src/lib/rest/http'

import { paymentSettings, servesFakeGateway } from '../settings'

import { createFakeGateway } from './fakeGateway'

/** Where the api serves the fake gateway; the web server forwards /api/fake-gateway/* here. */
export const FAKE_GATEWAY_ROUTE = '/fake-gateway'

/**
 * Serves the fake gateway's pages from the api (development and the demo:
 * FREEDOM_PAY_GATEWAY_URL=/api/fake-gateway), never in a real production
 * (settings.ts). Returns whether it did.
 */
export function mountFakeGateway(fastify: FastifyInstance, env = process.env): boolean {
  const settings = paymentSettings(env)
  if (!servesFakeGateway(env) || 'reason' in settings) return false
  const gateway = createFakeGateway(settings.freedomPay)
  fastify.route({
    method: ['GET', 'POST'],
    url: `${FAKE_GATEWAY_ROUTE}/*`,
    handler: async (request, reply) => {
      const headers = request.headers as Record<string, string | undefined>
      const url = new URL(request.url, 'http://fake.invalid')
      const host = headers['x-forwarded-host'] ?? headers.host ?? 'localhost'
      const answer = await gateway.handle({
        method: request.method,
        path: url.pathname.slice(FAKE_GATEWAY_ROUTE.length),
        query: url.searchParams,
        body: typeof request.body === 'string' ? request.body : '',
        baseUrl: `http://${host}${publicPrefix(headers)}${FAKE_GATEWAY_ROUTE}`,
      })
      return reply.code(answer.status).headers(answer.headers).send(answer.body)
    },
  })
  return true
}
