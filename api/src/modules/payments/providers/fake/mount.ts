import type { FastifyInstance } from 'fastify'

import { logger } from 'src/lib/logger'

import { shopAddressOf, type ShopAddress } from '../../../../lib/runtime/shopAddress'
import { callbackBaseUrl } from '../../attempts'
import { freedomPay } from '../freedomPay'
import { freedomPaySettings, servesFakeGateway } from '../freedomPay/settings'

import { createFakeGateway, type CabinetUrls } from './fakeGateway'
import { fakeGatewayKey } from './key'

/** Where the api serves the fake gateway; the web server forwards /api/fake-gateway/* here. */
export const FAKE_GATEWAY_ROUTE = '/fake-gateway'

/** Where the shop's page for a buyer back from an installment is (web: PaymentReturnPage). */
export const PAYMENT_RETURN_PATH = '/payment/return'

/**
 * What the fake's «cabinet» names, as docs/deploy.md asks the real one to be
 * set: the shop's callback URLs and its return page.
 */
export const cabinetOf = (shop: ShopAddress): CabinetUrls => ({
  resultUrl: `${callbackBaseUrl(shop, freedomPay)}/result`,
  checkUrl: `${callbackBaseUrl(shop, freedomPay)}/check`,
  successUrl: `${shop.origin}${PAYMENT_RETURN_PATH}?payment=success`,
  failureUrl: `${shop.origin}${PAYMENT_RETURN_PATH}?payment=failure`,
})

/**
 * Serves the fake gateway's pages from the api (development and the demo:
 * FREEDOM_PAY_GATEWAY_URL=/api/fake-gateway), never in a real production
 * (../freedomPay/settings.ts). Returns whether it did. It signs with the instance's own
 * key (key.ts) and takes URLs only on the shop's own address, as the shop
 * builds it for the request (shopAddressOf: SITE_URL where set).
 */
export function mountFakeGateway(fastify: FastifyInstance, env = process.env): boolean {
  const settings = freedomPaySettings(env)
  if (!servesFakeGateway(env) || 'reason' in settings) return false
  const gateway = createFakeGateway({
    merchantId: settings.freedomPay.merchantId,
    secretKey: fakeGatewayKey,
  })
  // The key exists from the start: a stranger's first (refused) callback must
  // not be what writes it (the fuzz suite's «stored although refused»).
  fakeGatewayKey().catch((error) =>
    logger.warn({ err: error }, 'Fake gateway key not stored yet: made on first use')
  )
  fastify.route({
    method: ['GET', 'POST'],
    url: `${FAKE_GATEWAY_ROUTE}/*`,
    handler: async (request, reply) => {
      const headers = request.headers as Record<string, string | undefined>
      const url = new URL(request.url, 'http://fake.invalid')
      const shop = shopAddressOf(headers, env)
      const answer = await gateway.handle({
        method: request.method,
        path: url.pathname.slice(FAKE_GATEWAY_ROUTE.length),
        query: url.searchParams,
        body: typeof request.body === 'string' ? request.body : '',
        baseUrl: `${shop.apiBase}${FAKE_GATEWAY_ROUTE}`,
        shopOrigin: shop.origin,
        cabinet: cabinetOf(shop),
      })
      return reply.code(answer.status).headers(answer.headers).send(answer.body)
    },
  })
  return true
}
