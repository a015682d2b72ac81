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
import {
  INSTALLMENT_UNAVAILABLE_MESSAGE,
  installmentOutsideMessage,
} from 'src/lib/domain/installment'
import { ConflictError } from 'src/lib/errors'
import { guestOrderKey } from 'src/modules/orders'
import { loadView } from 'src/modules/orders/readModel/orderFacts'
import type { FakeGateway } from 'src/modules/payments/providers/fake/fakeGateway'
import { cabinetOf } from 'src/modules/payments/providers/fake/mount'
import { Order } from 'src/services/orders/orders'
import { installmentTerms } from 'src/services/payments/payments'

import { payGuestOrder, payOrder, startOrderPayment } from './attempts'
import type { StandardScenario } from './installments.scenarios'
import { refundOrderPayment } from './refunds'

/**
 * Issue 34 §2: «В рассрочку» through the one payment port. The fake gateway
 * on a port of its own answers installment/init and calls back the URLs of
 * its «cabinet», which reach the service as the REST edge passes them.
 */

const SHOP = TEST_SHOP
const CLIENT = { ip: '203.0.113.8' }
const KEY = 'installment-test-key-0123456789'
const CABINET = cabinetOf(SHOP)

let fake: { gateway: FakeGateway; baseUrl: string; close: () => Promise<void> }
const savedEnv = { ...process.env }

beforeAll(async () => {
  fake = await startServiceFakeGateway(KEY)
})

beforeEach(() => {
  Object.assign(process.env, {
    ...freedomPayEnvFor(fake.baseUrl, KEY),
    // A real gateway (not the shop's fake path): installments only with the contract's bounds.
    FREEDOM_PAY_INSTALLMENT_MIN: '6000',
    FREEDOM_PAY_INSTALLMENT_MAX: '2000000',
    ORDERS_EMAIL: 'orders@akvatoria.test',
  })
  fake.gateway.journal.length = 0
})

afterEach(() => restoreFreedomPayEnv(savedEnv))

afterAll(() => fake.close())

const as = (user: User) =>
  mockCurrentUser(currentUserFixture({ id: user.id, email: user.email, role: user.role }))

const press = async (redirectUrl: string, decision: 'pay' | 'decline') =>
  (await pressFakePage(fake.baseUrl, redirectUrl, decision)).location

const mail = async (prefix: string) =>
  (
    await db.outboxMessage.findMany({
      where: { kind: 'mail', idempotencyKey: { startsWith: prefix } },
      orderBy: { id: 'asc' },
    })
  ).map((row) => row.payload as { to: string; subject: string; text: string })

const paymentsOf = (orderId: number) =>
  db.payment.findMany({ where: { orderId }, orderBy: { id: 'asc' } })

describe('paying an order in installments', () => {
  scenario(
    'installment/init, the bank’s result pays the order; history, letters and the refund say so',
    async (s: StandardScenario) => {
      as(s.user.aigerim)
      const { id, number } = s.order.placed
      const { redirectUrl } = await payOrder(id, SHOP, CLIENT, 'installment')
      expect(fake.gateway.journal.map((entry) => entry.script)).toEqual(['init'])
      const [attempt] = await paymentsOf(id)
      expect(attempt).toMatchObject({ method: 'installment', state: 'waiting' })
      expect(attempt.amount.toFixed(2)).toBe('104001.00')

      // The bank approves: the cabinet's result URL, then the buyer to the shop's return page.
      expect(await press(redirectUrl, 'pay')).toBe(
        `${CABINET.successUrl}&pg_order_id=${id}&pg_payment_id=${attempt.providerPaymentId}`
      )
      const view = await loadView(id)
      expect(view).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'installment' })
      const moves = await db.orderHistory.findMany({
        where: { orderId: id },
        orderBy: { id: 'asc' },
      })
      expect(moves.map((move) => [move.paymentStatus, move.comment])).toEqual([
        ['waiting', 'В рассрочку'],
        ['paid', 'Оплачено в рассрочку через freedom_pay'],
      ])
      const [letter] = await mail('payment-received:')
      expect(letter.to).toBe(s.user.aigerim.email)
      expect(letter.text).toContain('Банк оформил рассрочку и перечислил нам оплату 104 001 ₸.')
      const [staff] = await mail('payment-received-staff:')
      expect(staff.text).toContain(
        `Заказ ${number} оплачен в рассрочку: банк перечислил 104 001 ₸.`
      )

      // Returned as a card payment is, once; the buyer hears the installment is cancelled.
      as(s.user.manager)
      await refundOrderPayment(id, SHOP)
      expect(fake.gateway.journal.filter((entry) => entry.script === 'revoke.php')).toHaveLength(1)
      const [refund] = await mail('payment-refund')
      expect(refund.text).toContain(
        'Рассрочка на 104 001 ₸ отменяется: банк закроет её и вернёт уже внесённые платежи.'
      )
    }
  )

  scenario(
    'a guest asks it by the key of the order’s page; a decline leaves it unpaid',
    async (s: StandardScenario) => {
      mockCurrentUser(null)
      const order = s.order.guestPlaced
      const { redirectUrl } = await payGuestOrder(
        guestOrderKey(order.id),
        SHOP,
        CLIENT,
        'installment'
      )
      expect(await press(redirectUrl, 'decline')).toMatch(
        /^http:\/\/shop\.test\/payment\/return\?payment=failure&/
      )
      const [attempt] = await paymentsOf(order.id)
      expect(attempt).toMatchObject({ method: 'installment', state: 'failed' })
      expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe(
        'failed'
      )
    }
  )

  scenario(
    'outside the bounds, or while installments are off: 409 and nothing asked of the gateway',
    async (s: StandardScenario) => {
      as(s.user.aigerim)
      const { id } = s.order.placed
      process.env.FREEDOM_PAY_INSTALLMENT_MAX = '100000'
      const outside = await payOrder(id, SHOP, CLIENT, 'installment').catch((error) => error)
      expect(outside).toBeInstanceOf(ConflictError)
      expect(outside.message).toBe(installmentOutsideMessage({ min: 6_000, max: 100_000 }))
      delete process.env.FREEDOM_PAY_INSTALLMENT_MIN
      delete process.env.FREEDOM_PAY_INSTALLMENT_MAX
      await expect(payOrder(id, SHOP, CLIENT, 'installment')).rejects.toThrow(
        INSTALLMENT_UNAVAILABLE_MESSAGE
      )
      expect(await paymentsOf(id)).toEqual([])
      expect(fake.gateway.journal).toEqual([])
      // The card stays: the same order pays by card.
      await payOrder(id, SHOP, CLIENT)
      expect((await paymentsOf(id)).map((attempt) => attempt.method)).toEqual(['card'])
      // GraphQL refuses a method it does not know before anything.
      await expect(startOrderPayment({ id, method: 'credit' })).rejects.toThrow(
        'Способ оплаты: card (картой) или installment (в рассрочку).'
      )
    }
  )

  scenario(
    'a card page is never offered as an installment, nor the reverse; each is offered again',
    async (s: StandardScenario) => {
      as(s.user.aigerim)
      const { id } = s.order.placed
      const card = await payOrder(id, SHOP, CLIENT, 'card')
      const installment = await payOrder(id, SHOP, CLIENT, 'installment')
      expect(installment.redirectUrl).not.toBe(card.redirectUrl)
      expect(await payOrder(id, SHOP, CLIENT, 'installment')).toEqual(installment)
      expect(await payOrder(id, SHOP, CLIENT, 'card')).toEqual(card)
      expect((await paymentsOf(id)).map((attempt) => attempt.method)).toEqual([
        'card',
        'installment',
      ])
    }
  )

  scenario(
    'a card and an installment paid at once: the order is paid once, the other is refused',
    async (s: StandardScenario) => {
      as(s.user.aigerim)
      const { id } = s.order.placed
      const card = await payOrder(id, SHOP, CLIENT, 'card')
      const installment = await payOrder(id, SHOP, CLIENT, 'installment')
      const backs = await Promise.all([
        press(card.redirectUrl, 'pay'),
        press(installment.redirectUrl, 'pay'),
      ])
      expect(backs.filter((back) => back.includes('payment=success'))).toHaveLength(1)
      const states = (await paymentsOf(id)).map((attempt) => attempt.state)
      expect(states.filter((state) => state === 'paid')).toHaveLength(1)
      expect((await db.order.findUniqueOrThrow({ where: { id } })).paymentStatus).toBe('paid')
      expect(await mail('payment-received:')).toHaveLength(1)
    }
  )
})

describe('GraphQL: installmentTerms and Order.canPayInInstallments', () => {
  scenario('follow the settings and the order’s sum to pay', async (s: StandardScenario) => {
    const canPay = async (orderId: number) =>
      Order.canPayInInstallments(undefined, { root: await loadView(orderId) })
    expect(installmentTerms()).toEqual({ min: 6_000, max: 2_000_000 })
    expect(await canPay(s.order.placed.id)).toBe(true)
    expect(await canPay(s.order.onRequest.id)).toBe(false)
    expect(await canPay(s.order.draft.id)).toBe(false)
    // The fee counts: 104 001 ₸ of goods and 1 500 ₸ of delivery is above 105 000 ₸.
    process.env.FREEDOM_PAY_INSTALLMENT_MAX = '105000'
    expect(await canPay(s.order.placed.id)).toBe(true)
    await db.order.update({
      where: { id: s.order.placed.id },
      data: { fulfilment: 'delivery', deliveryCity: 'Атырау', deliveryFee: 1500 },
    })
    expect(await canPay(s.order.placed.id)).toBe(false)
    delete process.env.FREEDOM_PAY_INSTALLMENT_MAX
    expect(installmentTerms()).toBeNull()
    expect(await canPay(s.order.placed.id)).toBe(false)
  })
})
