import type { User } from '@prisma/client'
import { pressFakePage, restoreFreedomPayEnv } from 'testing/fakeGatewayHarness'
import { expectContract } from 'testing/rest/expectContract'
import { callV1, type Json } from 'testing/rest/testClient'
import { currentUserFixture } from 'testing/testUsers'

import { mockContext, mockHttpEvent } from '@redwoodjs/testing/api'

import { handler } from 'src/functions/v1/v1'
import { db } from 'src/lib/db'
import type { StandardScenario } from 'src/modules/payments/payments.scenarios'
import { startFakeGateway, type FakeGateway } from 'src/modules/payments/providers/fake/fakeGateway'
import {
  fieldValue,
  hasValidSignature,
  parseXmlFields,
  signFields,
  type PgFields,
} from 'src/modules/payments/providers/freedomPay/signature'
import {
  PAGE_IN_FLIGHT_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
  WAITING_ATTEMPT_REUSE_MS,
} from 'src/modules/payments/rules/paymentLifecycle'
import { refundAdminOrderPayment } from 'src/services/adminOrders/adminOrders'

const KEY = 'wire-test-key-0123456789'
const MERCHANT = '100000'

/** A gateway callback as the gateway sends it: a form POST, no session, no Origin. */
async function postForm(
  path: string,
  fields: PgFields,
  contentType = 'application/x-www-form-urlencoded'
) {
  mockCurrentUser(null)
  const event = mockHttpEvent({
    path: `/v1${path}`,
    httpMethod: 'POST',
    headers: { host: 'shop.test', 'content-type': contentType },
    body: new URLSearchParams(fields as [string, string][]).toString(),
  })
  const response = await handler(event, mockContext())
  const text = response.body ?? ''
  return {
    status: response.statusCode,
    contentType: String(response.headers?.['Content-Type'] ?? ''),
    text,
    answer: parseXmlFields(text),
  }
}

let fake: { gateway: FakeGateway; baseUrl: string; close: () => Promise<void> }
const savedEnv = { ...process.env }

beforeAll(async () => {
  // The fake calls the shop's result and check URLs; here they reach the REST handler.
  fake = await startFakeGateway(
    { merchantId: MERCHANT, secretKey: KEY },
    {
      shopOrigin: 'http://shop.test',
      // The installment's URLs are the merchant cabinet's, as docs/deploy.md sets them.
      cabinet: {
        resultUrl: 'http://shop.test/api/v1/payment/freedom-pay/result',
        checkUrl: 'http://shop.test/api/v1/payment/freedom-pay/check',
        successUrl: 'http://shop.test/payment/return?payment=success',
        failureUrl: 'http://shop.test/payment/return?payment=failure',
      },
      fetch: (async (url: string, init: RequestInit) => {
        const path = new URL(url).pathname.replace(/^\/api\/v1/, '')
        const answer = await postForm(path, [...new URLSearchParams(String(init.body))])
        return new Response(answer.text, { status: answer.status })
      }) as typeof fetch,
    }
  )
})

beforeEach(() => {
  process.env.FREEDOM_PAY_MERCHANT_ID = MERCHANT
  process.env.FREEDOM_PAY_SECRET_KEY = KEY
  process.env.FREEDOM_PAY_TEST_MODE = '1'
  process.env.FREEDOM_PAY_GATEWAY_URL = fake.baseUrl
})

afterEach(() => restoreFreedomPayEnv(savedEnv))

afterAll(() => fake.close())

async function pay(who: User | 'guest', orderId: number) {
  mockCurrentUser(
    who === 'guest' ? null : currentUserFixture({ id: who.id, email: who.email, role: who.role })
  )
  const answer = await callV1(`/order/${orderId}/pay/`, {
    method: 'POST',
    body: {},
    asCurrentUser: who !== 'guest',
  })
  return { status: answer.status, body: answer.body as Json }
}

/** Presses a button on the fake gateway's payment page, as the tester's browser does. */
const decide = (redirectUrl: string, decision: 'pay' | 'decline') =>
  pressFakePage(fake.baseUrl, redirectUrl, decision)

/** The last result callback the fake sent: fields exactly as signed. */
const lastResultCallback = () =>
  [...fake.gateway.journal].reverse().find((entry) => entry.script === 'result')!.fields

/** Everything a refusal must leave as it was. */
async function snapshot(orderId: number) {
  const [order, payments, history] = await Promise.all([
    db.order.findUniqueOrThrow({ where: { id: orderId } }),
    db.payment.findMany({ where: { orderId }, orderBy: { id: 'asc' } }),
    db.orderHistory.count({ where: { orderId } }),
  ])
  return { paymentStatus: order.paymentStatus, payments, history }
}

/** A callback for a known payment, signed with `key` (the shop's unless forging). */
function signedCallback(
  script: 'result' | 'check',
  fields: Record<string, string>,
  key = KEY
): PgFields {
  return signFields(script, [...Object.entries(fields), ['pg_salt', 'test-salt-1']], key)
}

describe('online payment: the whole flow against the fake gateway', () => {
  scenario(
    'place → pay → gateway page → result → «Оплачен» → refund',
    async (s: StandardScenario) => {
      const started = await pay(s.user.aigerim, s.order.placed.id)
      expect(started.status).toBe(200)
      expectContract('POST', '/order/:id/pay/', started.body)
      expect(started.body.redirect_url).toMatch(
        new RegExp(`^${fake.baseUrl}/pay\\.html\\?customer=`)
      )

      // The attempt was stored before the gateway answered, and its id kept after.
      const [attempt] = await db.payment.findMany({ where: { orderId: s.order.placed.id } })
      expect(attempt).toMatchObject({ state: 'waiting', provider: 'freedom_pay', currency: 'KZT' })
      expect(attempt.amount.toFixed(2)).toBe('104001.00')
      expect(attempt.providerPaymentId).toMatch(/^\d+$/)

      // The gateway was asked for exactly the order's total in KZT, signed.
      const init = fake.gateway.journal.find((entry) => entry.script === 'init_payment.php')!
      expect(fieldValue(init.fields, 'pg_amount')).toBe('104001')
      expect(fieldValue(init.fields, 'pg_currency')).toBe('KZT')
      expect(fieldValue(init.fields, 'pg_result_url')).toBe(
        'http://shop.test/api/v1/payment/freedom-pay/result'
      )

      const page = await fetch(started.body.redirect_url)
      expect(await page.text()).toContain('Оплатить')

      const back = await decide(started.body.redirect_url, 'pay')
      expect(back.status).toBe(303)
      expect(back.location).toMatch(
        new RegExp(`^http://shop.test/order\\?id=${s.order.placed.id}&payment=success&pg_order_id=`)
      )

      mockCurrentUser(currentUserFixture({ id: s.user.aigerim.id, email: s.user.aigerim.email }))
      const seen = await callV1(`/order/${s.order.placed.id}/`, { asCurrentUser: true })
      expect(seen.body).toMatchObject({ payment_status: 'paid', payment_status_title: 'Оплачен' })
      expectContract('GET', '/order/:id/', seen.body)

      const history = await db.orderHistory.findMany({
        where: { orderId: s.order.placed.id },
        orderBy: { id: 'asc' },
      })
      expect(history.map((row) => [row.actorKind, row.paymentStatus, row.toStatus])).toEqual([
        ['customer', 'waiting', 'placed'],
        ['gateway', 'paid', 'placed'],
      ])

      // A replay of the very same signed callback: the same «ok», nothing changed.
      const before = await snapshot(s.order.placed.id)
      const replay = await postForm('/payment/freedom-pay/result', lastResultCallback())
      expect(replay.status).toBe(200)
      expect(fieldValue(replay.answer!, 'pg_status')).toBe('ok')
      expect(await snapshot(s.order.placed.id)).toEqual(before)

      // A second payment of a paid order is refused before the gateway is asked.
      expect(await pay(s.user.aigerim, s.order.placed.id)).toEqual({
        status: 409,
        body: { detail: 'Заказ уже оплачен.' },
      })

      // The back office returns the money: revoke.php at the gateway, then refunded in the history.
      mockCurrentUser(
        currentUserFixture({ id: s.user.manager.id, email: s.user.manager.email, role: 'manager' })
      )
      const refunded = await refundAdminOrderPayment({ id: s.order.placed.id })
      expect(refunded).toMatchObject({
        // Not completed: the refund cancels it (issue 28 §1), nothing left to confirm.
        status: 'cancelled',
        moves: [],
        paymentStatus: 'refunded',
        paymentStatusTitle: 'Оплата возвращена',
        canRefund: false,
      })
      expect(await fake.gateway.stateOf(attempt.providerPaymentId!)).toBe('refunded')
      expect(refunded.history.find((row) => row.paymentStatus === 'refunded')).toMatchObject({
        actor: 'staff',
        toStatusTitle: 'Оплата возвращена',
      })
      await expect(refundAdminOrderPayment({ id: s.order.placed.id })).rejects.toThrow(
        'Оплата уже возвращена.'
      )
      // The old success replayed after the refund changes nothing either.
      const afterRefund = await snapshot(s.order.placed.id)
      await postForm('/payment/freedom-pay/result', lastResultCallback())
      expect(await snapshot(s.order.placed.id)).toEqual(afterRefund)
    }
  )

  scenario('a declined payment is failed, and may be paid again', async (s: StandardScenario) => {
    const started = await pay(s.user.aigerim, s.order.placed.id)
    const back = await decide(started.body.redirect_url, 'decline')
    expect(back.location).toMatch(/payment=failure/)
    expect((await snapshot(s.order.placed.id)).paymentStatus).toBe('failed')
    const again = await pay(s.user.aigerim, s.order.placed.id)
    expect(again.status).toBe(200)
    expect((await snapshot(s.order.placed.id)).paymentStatus).toBe('waiting')
  })
})

describe('POST /api/v1/order/{id}/pay/ refusals', () => {
  scenario(
    'guest 401, someone else 404, draft, on request and cancelled 409',
    async (s: StandardScenario) => {
      expect((await pay('guest', s.order.placed.id)).status).toBe(401)
      expect(await pay(s.user.daniyar, s.order.placed.id)).toEqual({
        status: 404,
        body: { detail: 'Заказ не найден.' },
      })
      expect(await pay(s.user.aigerim, s.order.draft.id)).toEqual({
        status: 409,
        body: { detail: 'Сначала оформите заказ, затем оплатите его.' },
      })
      expect((await pay(s.user.aigerim, s.order.onRequest.id)).body.detail).toMatch(/уточняется/)
      expect((await pay(s.user.aigerim, s.order.cancelled.id)).status).toBe(409)
      expect(await db.payment.count()).toBe(0)
    }
  )

  scenario('payment unavailable: 503 in Russian, nothing stored', async (s: StandardScenario) => {
    delete process.env.FREEDOM_PAY_SECRET_KEY
    const refused = await pay(s.user.aigerim, s.order.placed.id)
    expect(refused).toEqual({
      status: 503,
      body: {
        detail:
          'Онлайн-оплата сейчас недоступна. Оплатите заказ при получении или свяжитесь с менеджером.',
      },
    })
    expect(await db.payment.count()).toBe(0)
  })

  scenario(
    'a silent gateway: 503, the stored attempt failed in the history',
    async (s: StandardScenario) => {
      process.env.FREEDOM_PAY_GATEWAY_URL = 'http://127.0.0.1:9/gateway'
      const refused = await pay(s.user.aigerim, s.order.placed.id)
      expect(refused.status).toBe(503)
      const after = await snapshot(s.order.placed.id)
      expect(after.paymentStatus).toBe('failed')
      expect(after.payments.map((p) => p.state)).toEqual(['failed'])
    }
  )
})

describe('installments on the wire (issue 34 §2)', () => {
  const payBy = async (user: User, orderId: number, body: Json) => {
    mockCurrentUser(currentUserFixture({ id: user.id, email: user.email, role: user.role }))
    const answer = await callV1(`/order/${orderId}/pay/`, {
      method: 'POST',
      body,
      asCurrentUser: true,
    })
    return { status: answer.status, body: answer.body as Json }
  }

  scenario(
    'GET /payment/installment/ names the bounds; method installment starts installment/init',
    async (s: StandardScenario) => {
      process.env.FREEDOM_PAY_INSTALLMENT_MIN = '6000'
      process.env.FREEDOM_PAY_INSTALLMENT_MAX = '2000000'
      mockCurrentUser(null)
      const terms = await callV1('/payment/installment/')
      expect(terms.status).toBe(200)
      expect(terms.body).toEqual({ available: true, min: 6000, max: 2000000 })
      expectContract('GET', '/payment/installment/', terms.body)

      const started = await payBy(s.user.aigerim, s.order.placed.id, { method: 'installment' })
      expect(started.status).toBe(200)
      expectContract('POST', '/order/:id/pay/', started.body)
      expect(fake.gateway.journal.at(-1)!.script).toBe('init')
      const [attempt] = await db.payment.findMany({ where: { orderId: s.order.placed.id } })
      expect(attempt.method).toBe('installment')
    }
  )

  scenario(
    'an unknown method is 400 on the field; a sum outside the bounds 409; off: available false',
    async (s: StandardScenario) => {
      const unknown = await payBy(s.user.aigerim, s.order.placed.id, { method: 'credit' })
      expect(unknown).toEqual({
        status: 400,
        body: { method: ['Способ оплаты: card (картой) или installment (в рассрочку).'] },
      })
      process.env.FREEDOM_PAY_INSTALLMENT_MIN = '6000'
      process.env.FREEDOM_PAY_INSTALLMENT_MAX = '100000'
      expect(await payBy(s.user.aigerim, s.order.placed.id, { method: 'installment' })).toEqual({
        status: 409,
        body: {
          detail:
            'В рассрочку можно оплатить заказ на сумму от 6 000 до 100 000 ₸. Выберите другой способ оплаты.',
        },
      })
      expect(await db.payment.count()).toBe(0)
      delete process.env.FREEDOM_PAY_INSTALLMENT_MIN
      delete process.env.FREEDOM_PAY_INSTALLMENT_MAX
      mockCurrentUser(null)
      expect((await callV1('/payment/installment/')).body).toEqual({
        available: false,
        min: null,
        max: null,
      })
    }
  )
})

describe('POST /api/v1/order/{id}/pay/ is bounded (issue 28 §1)', () => {
  scenario(
    'a press again reuses the page; while a page is asked 409; past five attempts an hour 429',
    async (s: StandardScenario) => {
      const first = await pay(s.user.aigerim, s.order.placed.id)
      const again = await pay(s.user.aigerim, s.order.placed.id)
      expect(again).toEqual(first)
      expect(await db.payment.count()).toBe(1)

      // An attempt whose page the gateway is still preparing (another press in flight).
      await db.payment.updateMany({ data: { state: 'failed' } })
      await db.payment.create({
        data: { orderId: s.order.placed.id, provider: 'freedom_pay', amount: 104001 },
      })
      expect(await pay(s.user.aigerim, s.order.placed.id)).toEqual({
        status: 409,
        body: { detail: PAGE_IN_FLIGHT_MESSAGE },
      })

      // Five attempts in the hour already (the two above and three more): the sixth is 429.
      await db.payment.updateMany({ data: { state: 'failed' } })
      for (let n = 0; n < 3; n++) {
        await db.payment.create({
          data: {
            orderId: s.order.placed.id,
            provider: 'freedom_pay',
            amount: 104001,
            state: 'failed',
          },
        })
      }
      mockCurrentUser(currentUserFixture({ id: s.user.aigerim.id, email: s.user.aigerim.email }))
      const refused = await callV1(`/order/${s.order.placed.id}/pay/`, {
        method: 'POST',
        body: {},
        asCurrentUser: true,
      })
      expect(refused.status).toBe(429)
      expect(refused.body).toEqual({ detail: TOO_MANY_ATTEMPTS_MESSAGE })
      expect(Number(refused.headers['Retry-After'])).toBeGreaterThan(3000)
      expect(await db.payment.count()).toBe(5)
    }
  )

  scenario('one address presses at most 30 times an hour: 429', async (s: StandardScenario) => {
    for (let n = 0; n < 30; n++) {
      expect((await pay(s.user.aigerim, s.order.placed.id)).status).toBe(200)
    }
    expect(await pay(s.user.aigerim, s.order.placed.id)).toEqual({
      status: 429,
      body: { detail: 'Слишком много запросов. Повторите попытку позже.' },
    })
  })
})

describe('DELETE /api/v1/order/{id}/ of a paid order (issue 28 §1)', () => {
  scenario(
    'cancels it and returns the money: «Отменён», «Оплата возвращена»',
    async (s: StandardScenario) => {
      const started = await pay(s.user.aigerim, s.order.placed.id)
      await decide(started.body.redirect_url, 'pay')
      mockCurrentUser(currentUserFixture({ id: s.user.aigerim.id, email: s.user.aigerim.email }))
      const cancelled = await callV1(`/order/${s.order.placed.id}/`, {
        method: 'DELETE',
        asCurrentUser: true,
      })
      expect(cancelled.status).toBe(200)
      expect(cancelled.body).toMatchObject({
        status: 'cancelled',
        payment_status: 'refunded',
        payment_status_title: 'Оплата возвращена',
      })
      const payment = await db.payment.findFirstOrThrow({ where: { orderId: s.order.placed.id } })
      expect(await fake.gateway.stateOf(payment.providerPaymentId!)).toBe('refunded')
    }
  )
})

describe('gateway callbacks: every refusal logged, nothing changed', () => {
  /** A started payment: its row and the fields a genuine callback would carry. */
  async function started(s: StandardScenario) {
    const answer = await pay(s.user.aigerim, s.order.placed.id)
    expect(answer.status).toBe(200)
    const payment = await db.payment.findFirstOrThrow({ where: { orderId: s.order.placed.id } })
    const fields = {
      pg_order_id: String(s.order.placed.id),
      pg_payment_id: payment.providerPaymentId!,
      pg_amount: '104001',
      pg_currency: 'KZT',
      pg_result: '1',
      pg_can_reject: '1',
    }
    return { payment, fields }
  }

  async function expectRefused(
    s: StandardScenario,
    fields: PgFields,
    expected: { status: number; pgStatus: string }
  ) {
    const before = await snapshot(s.order.placed.id)
    const answer = await postForm('/payment/freedom-pay/result', fields)
    expect({ status: answer.status, pgStatus: fieldValue(answer.answer!, 'pg_status') }).toEqual(
      expected
    )
    expect(answer.contentType).toMatch(/application\/xml/)
    expect(await snapshot(s.order.placed.id)).toEqual(before)
  }

  scenario(
    'forged: signed with another key, or fields changed after signing',
    async (s: StandardScenario) => {
      const { fields } = await started(s)
      await expectRefused(s, signedCallback('result', fields, 'not-the-key'), {
        status: 400,
        pgStatus: 'error',
      })
      const tampered = signedCallback('result', fields).map(([name, value]) =>
        name === 'pg_amount' ? [name, '1'] : [name, value]
      ) as PgFields
      await expectRefused(s, tampered, { status: 400, pgStatus: 'error' })
      // Signed for the check script, sent to the result one.
      await expectRefused(s, signedCallback('check', fields), { status: 400, pgStatus: 'error' })
      await expectRefused(s, [['pg_result', '1']], { status: 400, pgStatus: 'error' })
    }
  )

  scenario(
    'wrong amount, wrong currency, unknown order or payment',
    async (s: StandardScenario) => {
      const { fields } = await started(s)
      const rejected = { status: 200, pgStatus: 'rejected' }
      await expectRefused(
        s,
        signedCallback('result', { ...fields, pg_amount: '104000.99' }),
        rejected
      )
      await expectRefused(s, signedCallback('result', { ...fields, pg_currency: 'RUB' }), rejected)
      await expectRefused(
        s,
        signedCallback('result', { ...fields, pg_order_id: String(s.order.cancelled.id) }),
        rejected
      )
      await expectRefused(s, signedCallback('result', { ...fields, pg_payment_id: '1' }), rejected)
      // Without pg_can_reject the gateway keeps the money whatever the shop says: «error».
      const { pg_can_reject: _, ...cannotReject } = fields
      await expectRefused(s, signedCallback('result', { ...cannotReject, pg_amount: '5' }), {
        status: 200,
        pgStatus: 'error',
      })
    }
  )

  scenario('a second payment of a paid order is rejected', async (s: StandardScenario) => {
    const first = await started(s)
    // The customer opened the payment page twice, the first one past its reuse: two waiting attempts.
    await db.payment.update({
      where: { id: first.payment.id },
      data: { createdAt: new Date(Date.now() - WAITING_ATTEMPT_REUSE_MS) },
    })
    expect((await pay(s.user.aigerim, s.order.placed.id)).status).toBe(200)
    const second = await db.payment.findFirstOrThrow({
      where: { orderId: s.order.placed.id, id: { not: first.payment.id } },
    })
    const paid = await postForm(
      '/payment/freedom-pay/result',
      signedCallback('result', first.fields)
    )
    expect(fieldValue(paid.answer!, 'pg_status')).toBe('ok')
    await expectRefused(
      s,
      signedCallback('result', { ...first.fields, pg_payment_id: second.providerPaymentId! }),
      { status: 200, pgStatus: 'rejected' }
    )
    expect((await db.payment.findUniqueOrThrow({ where: { id: second.id } })).state).toBe('waiting')
  })

  scenario(
    'a failure after success is refused; check answers by the state',
    async (s: StandardScenario) => {
      const { fields } = await started(s)
      const check = { ...fields }
      delete (check as Record<string, string>).pg_result
      const before = await postForm('/payment/freedom-pay/check', signedCallback('check', check))
      expect(fieldValue(before.answer!, 'pg_status')).toBe('ok')
      await postForm('/payment/freedom-pay/result', signedCallback('result', fields))
      await expectRefused(s, signedCallback('result', { ...fields, pg_result: '0' }), {
        status: 200,
        pgStatus: 'rejected',
      })
      const after = await postForm('/payment/freedom-pay/check', signedCallback('check', check))
      expect(fieldValue(after.answer!, 'pg_status')).toBe('rejected')
    }
  )

  scenario(
    'answers are signed with the callback script name; JSON bodies are 415',
    async (s: StandardScenario) => {
      const { fields } = await started(s)
      const answer = await postForm('/payment/freedom-pay/result', signedCallback('result', fields))
      expect(hasValidSignature('result', answer.answer!, KEY)).toBe(true)
      const asJson = await callV1('/payment/freedom-pay/result', { method: 'POST', body: fields })
      expect(asJson.status).toBe(415)
    }
  )
})
