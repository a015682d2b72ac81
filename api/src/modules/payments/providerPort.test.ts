import { currentUserFixture } from 'testing/testUsers'

import { mockContext, mockHttpEvent } from '@redwoodjs/testing/api'

import { handler } from 'src/functions/v1/v1'
import { db } from 'src/lib/db'

import { payOrder } from './attempts'
import type {
  CallbackRequest,
  PaymentProvider,
  PaymentProviderDefinition,
  StartedAttempt,
} from './provider'
import type { StandardScenario } from './providerPort.scenarios'
import { refundOrderPayment } from './refunds'
import { onlinePaymentAvailable } from './settings'

/**
 * Issue 29: a second provider is one new folder. «Tiny Pay», made here from
 * the port alone (../provider.ts) and added to the registry as a folder of
 * its own would be, takes an attempt, a callback through the REST edge and a
 * refund — nothing of the payments area, its service or the edge is told of it.
 */

const SHOP = { origin: 'http://shop.test', apiBase: 'http://shop.test/api' }
const TOKEN = 'tiny-token-0123'

/** What Tiny Pay's «gateway» was asked. */
const mockTinyLedger = {
  attempts: [] as (Parameters<PaymentProvider['startAttempt']>[0] & StartedAttempt)[],
  refunds: [] as Parameters<PaymentProvider['refund']>[0][],
}

/**
 * Tiny Pay: its callback is a form {payment, order, sum, currency, status,
 * token} posted to …/tiny-pay/notify, answered in plain text. A function
 * declaration (hoisted) named mock…, as jest.mock's factory needs.
 */
function mockTinyPay(): PaymentProviderDefinition {
  const { z } = jest.requireActual('zod')
  return {
    name: 'tiny_pay',
    title: 'Tiny Pay',
    slug: 'tiny-pay',
    callbackEndpoints: [
      {
        path: 'notify',
        summary: 'Tiny Pay: итог платежа',
        description: 'Tiny Pay сообщает итог платежа.',
        form: z.looseObject({ payment: z.string(), status: z.enum(['paid', 'declined']) }),
      },
    ],
    configure(env) {
      const token = env.TINY_PAY_TOKEN
      if (!token) return { available: false, reason: 'TINY_PAY_TOKEN is not set' }
      const provider: PaymentProvider = {
        async startAttempt(attempt) {
          const providerPaymentId = `tp-${mockTinyLedger.attempts.length + 1}`
          const started = {
            providerPaymentId,
            redirectUrl: `https://tiny.test/pay/${providerPaymentId}`,
          }
          mockTinyLedger.attempts.push({ ...attempt, ...started })
          return started
        },
        readCallback(request: CallbackRequest) {
          const form = Object.fromEntries(request.form)
          if (request.endpoint !== 'notify' || form.token !== token) {
            return { ok: false, reason: 'bad token', providerPaymentId: form.payment }
          }
          return {
            ok: true,
            record: form,
            callback: {
              kind: 'result',
              outcome: form.status === 'paid' ? 'succeeded' : 'failed',
              canReject: false,
              providerPaymentId: form.payment,
              orderRef: form.order,
              amount: form.sum,
              currency: form.currency,
            },
          }
        },
        answerCallback: (_request, status, description) => ({
          contentType: 'text/plain; charset=utf-8',
          body: `${status}: ${description}`,
        }),
        async refund(attempt) {
          mockTinyLedger.refunds.push(attempt)
        },
      }
      return { available: true, connect: async () => provider, installment: null }
    },
  }
}

// The one line a new provider folder adds to providers/registry.ts.
jest.mock('./providers/registry', () => {
  const actual = jest.requireActual('./providers/registry')
  return { PAYMENT_PROVIDERS: [...actual.PAYMENT_PROVIDERS, mockTinyPay()] }
})

const savedEnv = { ...process.env }

beforeEach(() => {
  for (const name of Object.keys(process.env)) {
    if (name.startsWith('FREEDOM_PAY_')) delete process.env[name]
  }
  process.env.TINY_PAY_TOKEN = TOKEN
  mockTinyLedger.attempts.length = 0
  mockTinyLedger.refunds.length = 0
})

afterEach(() => {
  delete process.env.TINY_PAY_TOKEN
  Object.assign(process.env, savedEnv)
})

/** Tiny Pay's callback as it posts it: a form, no session. */
async function notify(fields: Record<string, string>) {
  mockCurrentUser(null)
  const response = await handler(
    mockHttpEvent({
      path: '/v1/payment/tiny-pay/notify',
      httpMethod: 'POST',
      headers: { host: 'shop.test', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    }),
    mockContext()
  )
  return {
    status: response.statusCode,
    contentType: String(response.headers?.['Content-Type'] ?? ''),
    text: response.body ?? '',
  }
}

const orderOf = (s: StandardScenario) =>
  db.order.findUniqueOrThrow({ where: { id: s.order.placed.id } })

describe('a second provider, plugged in through the port alone', () => {
  scenario(
    'takes the attempt, its callback through the REST edge and its refund',
    async (s: StandardScenario) => {
      expect(onlinePaymentAvailable()).toBe(true)
      mockCurrentUser(currentUserFixture({ id: s.user.aigerim.id, email: s.user.aigerim.email }))
      const { redirectUrl } = await payOrder(s.order.placed.id, SHOP, { ip: '203.0.113.8' })
      expect(redirectUrl).toBe('https://tiny.test/pay/tp-1')
      expect(mockTinyLedger.attempts).toEqual([
        {
          method: 'card',
          orderRef: String(s.order.placed.id),
          amount: '104001.00',
          currency: 'KZT',
          description: `Оплата заказа ${s.order.placed.number}`,
          callbackBaseUrl: 'http://shop.test/api/v1/payment/tiny-pay',
          successUrl: `http://shop.test/order?id=${s.order.placed.id}&payment=success`,
          failureUrl: `http://shop.test/order?id=${s.order.placed.id}&payment=failure`,
          providerPaymentId: 'tp-1',
          redirectUrl,
        },
      ])
      const [attempt] = await db.payment.findMany({ where: { orderId: s.order.placed.id } })
      expect(attempt).toMatchObject({ provider: 'tiny_pay', providerPaymentId: 'tp-1' })

      const paid = {
        payment: 'tp-1',
        order: String(s.order.placed.id),
        sum: '104001',
        currency: 'KZT',
        status: 'paid',
      }
      // Not Tiny Pay's (no token): 400 in its own format, nothing changed.
      expect(await notify(paid)).toMatchObject({
        status: 400,
        text: expect.stringMatching(/^error: /),
      })
      expect((await orderOf(s)).paymentStatus).toBe('waiting')

      const accepted = await notify({ ...paid, token: TOKEN })
      expect(accepted).toEqual({
        status: 200,
        contentType: 'text/plain; charset=utf-8',
        text: 'ok: Оплата принята.',
      })
      expect((await orderOf(s)).paymentStatus).toBe('paid')
      const stored = await db.payment.findUniqueOrThrow({ where: { id: attempt.id } })
      expect(stored).toMatchObject({ state: 'paid', lastCallback: { ...paid, token: TOKEN } })
      // The same call again changes nothing and gets the same answer.
      expect((await notify({ ...paid, token: TOKEN })).text).toBe('ok: Уже принято.')

      // Freedom Pay configured meanwhile takes new attempts, yet the refund goes to Tiny Pay.
      Object.assign(process.env, {
        FREEDOM_PAY_MERCHANT_ID: '100000',
        FREEDOM_PAY_SECRET_KEY: 'k',
        FREEDOM_PAY_GATEWAY_URL: 'http://127.0.0.1:9',
      })
      mockCurrentUser(
        currentUserFixture({ id: s.user.manager.id, email: s.user.manager.email, role: 'manager' })
      )
      const view = await refundOrderPayment(s.order.placed.id, SHOP)
      expect(view).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })
      expect(mockTinyLedger.refunds).toEqual([
        { providerPaymentId: 'tp-1', amount: '104001.00', currency: 'KZT' },
      ])
    }
  )

  scenario(
    'a refund its provider can no longer make (not configured) is 503 and the payment stays paid',
    async (s: StandardScenario) => {
      await db.order.update({ where: { id: s.order.placed.id }, data: { paymentStatus: 'paid' } })
      await db.payment.create({
        data: {
          orderId: s.order.placed.id,
          provider: 'tiny_pay',
          providerPaymentId: 'tp-9',
          amount: 104001,
          state: 'paid',
        },
      })
      delete process.env.TINY_PAY_TOKEN
      mockCurrentUser(
        currentUserFixture({ id: s.user.manager.id, email: s.user.manager.email, role: 'manager' })
      )
      await expect(refundOrderPayment(s.order.placed.id, SHOP)).rejects.toThrow(
        'Платёжный сервис не принял возврат. Попробуйте позже или верните оплату в кабинете Tiny Pay.'
      )
      expect((await orderOf(s)).paymentStatus).toBe('paid')
      expect(mockTinyLedger.refunds).toEqual([])
    }
  )
})
