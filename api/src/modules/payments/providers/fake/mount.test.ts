import Fastify from 'fastify'

import { db } from 'src/lib/db'
import {
  fieldsOf,
  fieldValue,
  hasValidSignature,
  parseXmlFields,
  signFields,
} from 'src/modules/payments/providers/freedomPay/signature'

import { FAKE_GATEWAY_PATH } from '../freedomPay/settings'

import { fakeGatewayKey } from './key'
import { mountFakeGateway } from './mount'

const FAKE_ENV = {
  FREEDOM_PAY_MERCHANT_ID: '100000',
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
    const key = await fakeGatewayKey()
    const fields = signFields(
      'init_payment.php',
      fieldsOf({
        pg_merchant_id: '100000',
        pg_order_id: '7',
        pg_amount: '500',
        pg_description: 'Оплата заказа',
        pg_result_url: 'http://localhost:8910/api/v1/payment/freedom-pay/result',
        pg_success_url: 'http://localhost:8910/order?id=7&payment=success',
        pg_salt: 'abc',
      }),
      key
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
    expect(hasValidSignature('init_payment.php', xml, key)).toBe(true)
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
      "form-action 'self' http://localhost:8910"
    )
  })

  it("refuses callback and return addresses off the shop's own origin (issue 28 §1)", async () => {
    const fastify = apiServer()
    mountFakeGateway(fastify, { ...FAKE_ENV, NODE_ENV: 'development' })
    const key = await fakeGatewayKey()
    const init = (urls: Record<string, string>) =>
      fastify.inject({
        method: 'POST',
        url: '/fake-gateway/init_payment.php',
        headers: { host: 'localhost:8910', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(
          signFields(
            'init_payment.php',
            fieldsOf({
              pg_merchant_id: '100000',
              pg_order_id: '7',
              pg_amount: '500',
              pg_description: 'x',
              pg_result_url: 'http://localhost:8910/api/v1/payment/freedom-pay/result',
              pg_salt: 'abc',
              ...urls,
            }),
            key
          ) as [string, string][]
        ).toString(),
      })
    for (const foreign of [
      { pg_result_url: 'http://127.0.0.1:8911/graphql' },
      { pg_check_url: 'http://169.254.169.254/latest/check' },
      { pg_success_url: 'https://evil.example/phish' },
      { pg_failure_url: 'javascript:alert(1)' },
    ]) {
      const xml = parseXmlFields((await init(foreign)).body)!
      expect(fieldValue(xml, 'pg_status')).toBe('error')
      expect(fieldValue(xml, 'pg_error_code')).toBe('1001')
    }
    expect(
      await db.fakeGatewayPayment.count({
        where: { orderId: '7', resultUrl: { contains: '127.0.0.1' } },
      })
    ).toBe(0)
  })
})
