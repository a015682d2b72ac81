import type { User } from '@prisma/client'
import {
  freedomPayEnvFor,
  pressFakePage,
  restoreFreedomPayEnv,
  startServiceFakeGateway,
  TEST_SHOP,
} from 'testing/fakeGatewayHarness'
import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'
import { ConflictError, NotFoundError, TooManyRequestsError } from 'src/lib/errors'
import { guestOrderKey } from 'src/modules/orders'
import { deleteMyOrder } from 'src/modules/orders/myOrders'
import { refundCancelledOrderPayment } from 'src/modules/payments'
import type { FakeGateway } from 'src/modules/payments/providers/fake/fakeGateway'
import {
  fieldValue,
  signFields,
  type PgFields,
} from 'src/modules/payments/providers/freedomPay/signature'
import {
  PAGE_IN_FLIGHT_MESSAGE,
  REFUND_IN_PROGRESS_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from 'src/modules/payments/rules/paymentLifecycle'
import { dashboardCounts } from 'src/services/adminDashboard/adminDashboard'
import { moveAdminOrderStatus } from 'src/services/adminOrders/adminOrders'

import { payGuestOrder, payOrder } from './attempts'
import { handlePaymentCallback } from './callbacks'
import { refundOrderPayment } from './refunds'
import type { StandardScenario } from './refunds.scenarios'

/**
 * Issue 28 §1, the money findings: a cancelled order is not paid silently, a
 * paid order is not cancelled silently, refunds do not race, payment
 * attempts are bounded. Against the fake gateway on a port of its own, whose
 * callbacks reach the service as the REST edge passes them.
 */

const SHOP = TEST_SHOP
const CLIENT = { ip: '203.0.113.7' }
const KEY = 'refund-test-key-0123456789'

/** A Freedom Pay callback as the REST edge hands it to the service. */
const callback = (kind: 'result' | 'check', fields: PgFields) =>
  handlePaymentCallback(
    'freedom_pay',
    { endpoint: kind, headers: {}, form: fields as [string, string][] },
    SHOP
  )

let fake: { gateway: FakeGateway; baseUrl: string; close: () => Promise<void> }
const savedEnv = { ...process.env }

beforeAll(async () => {
  fake = await startServiceFakeGateway(KEY)
})

beforeEach(() => {
  Object.assign(process.env, {
    ...freedomPayEnvFor(fake.baseUrl, KEY),
    ORDERS_EMAIL: 'orders@akvatoria.test',
  })
  fake.gateway.journal.length = 0
})

afterEach(() => restoreFreedomPayEnv(savedEnv))

afterAll(() => fake.close())

const as = (user: User) =>
  mockCurrentUser(currentUserFixture({ id: user.id, email: user.email, role: user.role }))

/** The buyer starts paying: the attempt and its payment page. */
async function startPaying(s: StandardScenario) {
  as(s.user.aigerim)
  const { redirectUrl } = await payOrder(s.order.placed.id, SHOP, CLIENT)
  const payment = await db.payment.findFirstOrThrow({
    where: { orderId: s.order.placed.id },
    orderBy: { id: 'desc' },
  })
  return { redirectUrl, payment }
}

/** A press on the gateway's page, as the buyer's browser makes it. */
const press = async (redirectUrl: string, decision: 'pay' | 'decline') =>
  (await pressFakePage(fake.baseUrl, redirectUrl, decision)).location

/** A placed order the buyer has paid through the gateway. */
async function paidOrder(s: StandardScenario) {
  const { redirectUrl, payment } = await startPaying(s)
  expect(await press(redirectUrl, 'pay')).toMatch(/payment=success/)
  expect((await orderOf(s)).paymentStatus).toBe('paid')
  return payment
}

const orderOf = (s: StandardScenario) =>
  db.order.findUniqueOrThrow({ where: { id: s.order.placed.id } })

const revokeCalls = () => fake.gateway.journal.filter((entry) => entry.script === 'revoke.php')

/** The letters about returning money (a received payment and the order's steps have their own). */
const lettersTo = async (to: string) =>
  (
    await db.outboxMessage.findMany({
      where: { kind: 'mail', idempotencyKey: { startsWith: 'payment-refund' } },
      orderBy: { id: 'asc' },
    })
  )
    .map((row) => row.payload as { to: string; subject: string; text: string })
    .filter((letter) => letter.to === to)

const staffCancel = (s: StandardScenario, expectedStatus = 'placed') => {
  as(s.user.manager)
  return moveAdminOrderStatus({
    id: s.order.placed.id,
    status: 'cancelled',
    expectedStatus,
    comment: 'Нет в наличии',
  })
}

describe('a cancelled order does not get paid (issue 28 §1)', () => {
  scenario(
    'staff cancel while the buyer is on the gateway page: the check refuses, nothing is paid',
    async (s: StandardScenario) => {
      const { redirectUrl, payment } = await startPaying(s)
      await staffCancel(s)
      expect(await press(redirectUrl, 'pay')).toMatch(/payment=failure/)
      const check = fake.gateway.journal.find((entry) => entry.script === 'check')!
      expect(fieldValue(check.answer!, 'pg_status')).toBe('rejected')
      const order = await orderOf(s)
      expect({ status: order.status, paymentStatus: order.paymentStatus }).toEqual({
        status: 'cancelled',
        paymentStatus: 'failed',
      })
      expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).state).toBe(
        'failed'
      )
      expect(await fake.gateway.stateOf(payment.providerPaymentId!)).toBe('declined')
    }
  )

  /** A signed success for the attempt, as the gateway sends it without a check first. */
  const success = (providerPaymentId: string, orderId: number, canReject: boolean): PgFields =>
    signFields(
      'result',
      [
        ['pg_order_id', String(orderId)],
        ['pg_payment_id', providerPaymentId],
        ['pg_amount', '104001'],
        ['pg_currency', 'KZT'],
        ['pg_result', '1'],
        ['pg_can_reject', canReject ? '1' : '0'],
        ['pg_salt', 'salt-1'],
      ],
      KEY
    )

  scenario(
    'a success for a cancelled order that the gateway lets us reject: rejected and recorded',
    async (s: StandardScenario) => {
      const { payment } = await startPaying(s)
      await staffCancel(s)
      const outcome = await callback(
        'result',
        success(payment.providerPaymentId!, s.order.placed.id, true)
      )
      expect(outcome.answer.body).toContain('<pg_status>rejected</pg_status>')
      expect((await orderOf(s)).paymentStatus).toBe('failed')
      const history = await db.orderHistory.findMany({
        where: { orderId: s.order.placed.id, paymentStatus: 'failed' },
      })
      expect(history).toHaveLength(1)
      expect(history[0]).toMatchObject({ actorKind: 'gateway' })
      expect(history[0].comment).toMatch(/Заказ отменён/)
      expect(revokeCalls()).toHaveLength(0)
    }
  )

  scenario(
    'a success the gateway will not let us reject: kept, then refunded through the provider',
    async (s: StandardScenario) => {
      const { payment } = await startPaying(s)
      await staffCancel(s)
      // The gateway took the money (its page was paid) and cannot take a «rejected».
      await db.fakeGatewayPayment.update({
        where: { id: payment.providerPaymentId! },
        data: { state: 'paid' },
      })
      const outcome = await callback(
        'result',
        success(payment.providerPaymentId!, s.order.placed.id, false)
      )
      expect(outcome.answer.body).toContain('<pg_status>ok</pg_status>')
      expect(revokeCalls()).toHaveLength(1)
      expect(await fake.gateway.stateOf(payment.providerPaymentId!)).toBe('refunded')
      const order = await orderOf(s)
      expect({ status: order.status, paymentStatus: order.paymentStatus }).toEqual({
        status: 'cancelled',
        paymentStatus: 'refunded',
      })
      const [letter] = await lettersTo(s.user.aigerim.email)
      expect(letter.subject).toBe(`Заказ ${s.order.placed.number} отменён — Акватория`)
      expect(letter.text).toContain('Оплата 104 001 ₸ возвращается на карту')
    }
  )

  scenario(
    'the refund of such a payment refused by the gateway: the dashboard and the orders mailbox',
    async (s: StandardScenario) => {
      const { payment } = await startPaying(s)
      await staffCancel(s)
      // The fake never saw it paid: its revoke.php refuses (4002).
      await callback('result', success(payment.providerPaymentId!, s.order.placed.id, false))
      expect(revokeCalls()).toHaveLength(1)
      const order = await orderOf(s)
      expect({ status: order.status, paymentStatus: order.paymentStatus }).toEqual({
        status: 'cancelled',
        paymentStatus: 'paid',
      })
      const counts = await dashboardCounts(new Date())
      expect(counts.paidButCancelled).toBe(1)
      expect(counts.paidButCancelledOrders).toEqual([
        { id: s.order.placed.id, number: s.order.placed.number },
      ])
      const [staff] = await lettersTo('orders@akvatoria.test')
      expect(staff.subject).toBe(
        `Верните оплату: заказ ${s.order.placed.number} отменён, но оплачен`
      )
      expect(staff.text).toContain(`/admin/orders/${s.order.placed.id}`)
      const [buyer] = await lettersTo(s.user.aigerim.email)
      expect(buyer.text).toContain('Оплату 104 001 ₸ вернёт магазин')
      // The same callback again: nothing more is written or asked.
      await callback('result', success(payment.providerPaymentId!, s.order.placed.id, false))
      expect(revokeCalls()).toHaveLength(1)
      expect(await lettersTo('orders@akvatoria.test')).toHaveLength(1)
    }
  )
})

describe('a paid order is not cancelled silently (issue 28 §1)', () => {
  scenario(
    "the customer's own cancel refunds the payment once and tells the buyer",
    async (s: StandardScenario) => {
      const payment = await paidOrder(s)
      as(s.user.aigerim)
      const cancelled = await deleteMyOrder(s.order.placed.id, refundCancelledOrderPayment)
      expect(cancelled).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'refunded',
        paymentStatusTitle: 'Оплата возвращена',
      })
      expect(revokeCalls()).toHaveLength(1)
      expect(await fake.gateway.stateOf(payment.providerPaymentId!)).toBe('refunded')
      const letters = await lettersTo(s.user.aigerim.email)
      expect(letters).toHaveLength(1)
      expect(letters[0].text).toContain(
        `Заказ ${s.order.placed.number} отменён. Оплата 104 001 ₸ возвращается на карту`
      )
      const notes = await db.notification.findMany({ where: { userId: s.user.aigerim.id } })
      expect(notes.map((note) => note.title)).toContain(`Заказ ${s.order.placed.number} отменён`)
      // A second cancel is refused and asks the gateway nothing.
      await expect(deleteMyOrder(s.order.placed.id, refundCancelledOrderPayment)).rejects.toThrow(
        ConflictError
      )
      expect(revokeCalls()).toHaveLength(1)
      expect((await dashboardCounts(new Date())).paidButCancelled).toBe(0)
    }
  )

  scenario('a staff cancel of a paid order refunds it too', async (s: StandardScenario) => {
    await paidOrder(s)
    const page = await staffCancel(s)
    expect(page).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', canRefund: false })
    expect(revokeCalls()).toHaveLength(1)
    expect((await lettersTo(s.user.aigerim.email))[0].subject).toBe(
      `Заказ ${s.order.placed.number} отменён — Акватория`
    )
  })
})

describe('a staff refund from the back office (issue 28 §1)', () => {
  scenario(
    'of an order not yet completed cancels it: no «Оформлен» with «Подтвердить» left',
    async (s: StandardScenario) => {
      await paidOrder(s)
      as(s.user.manager)
      const view = await refundOrderPayment(s.order.placed.id, SHOP)
      expect(view).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })
      const last = await db.orderHistory.findFirstOrThrow({
        where: { orderId: s.order.placed.id, toStatus: 'cancelled', fromStatus: 'placed' },
      })
      expect(last).toMatchObject({ actorKind: 'staff', comment: 'Оплата возвращена покупателю' })
      expect((await lettersTo(s.user.aigerim.email))[0].text).toContain('возвращается на карту')
      expect(revokeCalls()).toHaveLength(1)
    }
  )

  scenario('of a completed order keeps its status', async (s: StandardScenario) => {
    await paidOrder(s)
    await db.order.update({ where: { id: s.order.placed.id }, data: { status: 'completed' } })
    as(s.user.manager)
    const view = await refundOrderPayment(s.order.placed.id, SHOP)
    expect(view).toMatchObject({
      status: 'completed',
      paymentStatus: 'refunded',
      paymentStatusTitle: 'Оплата возвращена',
    })
    const [letter] = await lettersTo(s.user.aigerim.email)
    expect(letter.subject).toBe(`Оплата заказа ${s.order.placed.number} возвращается — Акватория`)
  })

  scenario(
    'five refunds pressed together: one reaches the gateway, four are 409',
    async (s: StandardScenario) => {
      await paidOrder(s)
      as(s.user.manager)
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, () => refundOrderPayment(s.order.placed.id, SHOP))
      )
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      expect(refused).toHaveLength(4)
      for (const { reason } of refused) {
        expect(reason).toBeInstanceOf(ConflictError)
        expect([REFUND_IN_PROGRESS_MESSAGE, 'Оплата уже возвращена.']).toContain(reason.message)
      }
      expect(revokeCalls()).toHaveLength(1)
      expect((await orderOf(s)).paymentStatus).toBe('refunded')
    }
  )
})

describe('payment attempts are bounded (issue 28 §1)', () => {
  scenario(
    'twelve presses at once: one gateway call, one waiting attempt, its page reused',
    async (s: StandardScenario) => {
      as(s.user.aigerim)
      const results = await Promise.allSettled(
        Array.from({ length: 12 }, () => payOrder(s.order.placed.id, SHOP, CLIENT))
      )
      const inits = () => fake.gateway.journal.filter((e) => e.script === 'init_payment.php')
      expect(inits()).toHaveLength(1)
      expect(await db.payment.count({ where: { orderId: s.order.placed.id } })).toBe(1)
      for (const result of results) {
        if (result.status === 'rejected') expect(result.reason.message).toBe(PAGE_IN_FLIGHT_MESSAGE)
      }
      const pages = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.redirectUrl] : []))
      expect(pages.length).toBeGreaterThanOrEqual(1)
      // Pressed again later: the same page, no gateway call.
      const again = await payOrder(s.order.placed.id, SHOP, CLIENT)
      expect(again.redirectUrl).toBe(pages[0])
      expect(inits()).toHaveLength(1)
    }
  )

  scenario(
    'five new attempts an hour per order, then 429 in Russian',
    async (s: StandardScenario) => {
      as(s.user.aigerim)
      for (let attempt = 0; attempt < 5; attempt++) {
        const { redirectUrl } = await payOrder(s.order.placed.id, SHOP, CLIENT)
        // Declined: the next press needs a new attempt.
        await press(redirectUrl, 'decline')
      }
      const refused = await payOrder(s.order.placed.id, SHOP, CLIENT).catch((error) => error)
      expect(refused).toBeInstanceOf(TooManyRequestsError)
      expect(refused.message).toBe(TOO_MANY_ATTEMPTS_MESSAGE)
      expect(refused.retryAfterSeconds).toBeGreaterThan(3000)
      expect(await db.payment.count({ where: { orderId: s.order.placed.id } })).toBe(5)
    }
  )
})

describe('people are told of a payment (issue 30 §2), and a guest pays by their key (§1)', () => {
  const mail = async (prefix: string) =>
    (
      await db.outboxMessage.findMany({
        where: { kind: 'mail', idempotencyKey: { startsWith: prefix } },
        orderBy: { id: 'asc' },
      })
    ).map((row) => row.payload as { to: string; subject: string; text: string })

  scenario(
    'the buyer (letter and notification) and the orders mailbox hear of a payment once',
    async (s: StandardScenario) => {
      const { redirectUrl, payment } = await startPaying(s)
      expect(await press(redirectUrl, 'pay')).toMatch(/payment=success/)
      const { number, id } = s.order.placed
      expect(await mail('payment-received:')).toEqual([
        expect.objectContaining({
          to: s.user.aigerim.email,
          subject: `Оплата заказа ${number} получена — Акватория`,
          text: expect.stringContaining(`/order?id=${id}`),
        }),
      ])
      expect(await mail('payment-received-staff:')).toEqual([
        expect.objectContaining({
          to: 'orders@akvatoria.test',
          subject: `Оплачен заказ ${number}: 104 001 ₸`,
        }),
      ])
      const notes = await db.notification.findMany({ where: { userId: s.user.aigerim.id } })
      expect(notes.map((note) => note.title)).toEqual([`Оплата заказа ${number} получена`])
      // The provider repeats its call: nothing more is told.
      const repeat = signFields(
        'result',
        [
          ['pg_order_id', String(id)],
          ['pg_payment_id', payment.providerPaymentId!],
          ['pg_amount', '104001'],
          ['pg_currency', 'KZT'],
          ['pg_result', '1'],
          ['pg_can_reject', '0'],
          ['pg_salt', 'salt-2'],
        ],
        KEY
      )
      await callback('result', repeat)
      expect(await mail('payment-received')).toHaveLength(2)
      expect(await db.notification.count({ where: { userId: s.user.aigerim.id } })).toBe(1)
    }
  )

  scenario(
    'a guest pays from the order’s own page by its key and comes back to it; no other key pays',
    async (s: StandardScenario) => {
      mockCurrentUser(null)
      const order = s.order.guestPlaced
      const key = guestOrderKey(order.id)
      const { redirectUrl } = await payGuestOrder(key, SHOP, CLIENT)
      expect(await press(redirectUrl, 'pay')).toMatch(
        new RegExp(`^${SHOP.origin}/my-orders\\?token=${key}&payment=success(&|$)`)
      )
      const paid = await db.order.findUniqueOrThrow({ where: { id: order.id } })
      expect(paid.paymentStatus).toBe('paid')
      const moves = await db.orderHistory.findMany({
        where: { orderId: order.id },
        orderBy: { id: 'asc' },
      })
      expect(moves.map((move) => [move.paymentStatus, move.actorKind])).toEqual([
        ['waiting', 'guest'],
        ['paid', 'gateway'],
      ])
      const [letter] = await mail('payment-received:')
      expect(letter.to).toBe('guest@example.kz')
      expect(letter.text).toContain('/my-orders?token=')
      // An account's order, a key changed by one character, or no key: 404, nothing started.
      const changed = `${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}`
      for (const wrong of [guestOrderKey(s.order.placed.id), changed, 'x']) {
        await expect(payGuestOrder(wrong, SHOP, CLIENT)).rejects.toThrow(NotFoundError)
      }
      expect(await db.payment.count({ where: { orderId: s.order.placed.id } })).toBe(0)
    }
  )
})
