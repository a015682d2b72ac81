import Fastify from 'fastify'

import {
  fieldsOf,
  fieldValue,
  hasValidSignature,
  parseXmlFields,
  signFields,
} from 'src/lib/domain/freedomPaySignature'

import { FAKE_GATEWAY_PATH, FAKE_GATEWAY_SECRET_KEY } from '../settings'

import { mountFakeGateway } from './mount'

const FAKE_ENV = {
  FREEDOM_PAY_MERCHANT_ID: '100000',
  FREEDOM_PAY_SECRET_KEY: FAKE_GATEWAY_SECRET_KEY,
  FREEDOM_PAY_GATEWAY_URL: FAKE_GATEWAY_PATH,
}

/** The api server as Redwood sets it up: forms reach handlers as text. */
function apiServer() {
  const fastify = Fastify()
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    fastify.defaultTextParser
  )
  return fastify
}

describe('the fake gateway served by the api', () => {
  it('is not served in a real production', async () => {
    const fastify = apiServer()
    expect(mountFakeGateway(fastify, { ...FAKE_ENV, NODE_ENV: 'production' })).toBe(false)
    const page = await fastify.inject({ method: 'GET', url: '/fake-gateway/pay.html' })
    expect(page.statusCode).toBe(404)
  })

  it('answers init_payment with its page under /api/fake-gateway, as the browser reaches it', async () => {
    const fastify = apiServer()
    expect(mountFakeGateway(fastify, { ...FAKE_ENV, NODE_ENV: 'development' })).toBe(true)
    const fields = signFields(
      'init_payment.php',
      fieldsOf({
        pg_merchant_id: '100000',
        pg_order_id: '7',
        pg_amount: '500',
        pg_description: 'Оплата заказа',
        pg_result_url: 'http://localhost:8910/api/v1/payment/freedom-pay/result',
        pg_success_url: 'https://shop.example/order?id=7&payment=success',
        pg_salt: 'abc',
      }),
      FAKE_GATEWAY_SECRET_KEY
    )
    const answer = await fastify.inject({
      method: 'POST',
      url: '/fake-gateway/init_payment.php',
      // The web server forwards /api/* to the api with the browser's Host.
      headers: { host: 'localhost:8910', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields as [string, string][]).toString(),
    })
    const xml = parseXmlFields(answer.body)!
    expect(fieldValue(xml, 'pg_status')).toBe('ok')
    expect(hasValidSignature('init_payment.php', xml, FAKE_GATEWAY_SECRET_KEY)).toBe(true)
    const page = fieldValue(xml, 'pg_redirect_url')!
    expect(page.startsWith('http://localhost:8910/api/fake-gateway/pay.html?customer=')).toBe(true)
    const shown = await fastify.inject({
      method: 'GET',
      url: new URL(page).pathname.replace('/api', '') + new URL(page).search,
    })
    expect(shown.statusCode).toBe(200)
    expect(shown.body).toContain('Оплатить')
    // Its buttons post to itself: the api's «form-action 'none'» would stop them.
    expect(shown.headers['content-security-policy']).toContain(
      "form-action 'self' https://shop.example"
    )
  })
})
