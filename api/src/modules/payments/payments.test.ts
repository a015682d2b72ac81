import { restoreFreedomPayEnv } from 'testing/fakeGatewayHarness'
import { productRow } from 'testing/scenarioRows'
import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'
import { loadView } from 'src/modules/orders/readModel/orderFacts'
import { historyOfOrder } from 'src/modules/orders/readModel/orderHistory'
import { Order } from 'src/services/orders/orders'

import { payOrder, startOrderPayment } from './attempts'
import type { StandardScenario } from './payments.scenarios'
import { refundOrderPayment } from './refunds'
import { onlinePaymentAvailable } from './settings'

const SHOP = { origin: 'http://shop.test', apiBase: 'http://shop.test/api' }
const CLIENT = { ip: '203.0.113.7' }
const savedEnv = { ...process.env }

afterEach(() => restoreFreedomPayEnv(savedEnv))

describe('online payment availability', () => {
  it('follows the settings: the defaults (fake gateway) outside production, none without them', () => {
    Object.assign(process.env, {
      FREEDOM_PAY_MERCHANT_ID: '100000',
      FREEDOM_PAY_GATEWAY_URL: '/api/fake-gateway',
    })
    // The fake needs no key in the environment: it has its own (issue 28 §1).
    expect(onlinePaymentAvailable()).toBe(true)
    delete process.env.FREEDOM_PAY_MERCHANT_ID
    expect(onlinePaymentAvailable()).toBe(false)
  })
})

describe('refundOrderPayment', () => {
  beforeEach(() => {
    Object.assign(process.env, {
      FREEDOM_PAY_MERCHANT_ID: '100000',
      FREEDOM_PAY_SECRET_KEY: 'k',
      // Nothing listens there: a refund that reached the gateway would fail with 503.
      FREEDOM_PAY_GATEWAY_URL: 'http://127.0.0.1:9',
    })
  })

  scenario('only order staff; only a paid order', async (s: StandardScenario) => {
    mockCurrentUser(null)
    await expect(refundOrderPayment(s.order.placed.id, SHOP)).rejects.toThrow(
      'Учетные данные не были предоставлены.'
    )
    mockCurrentUser(currentUserFixture({ id: s.user.aigerim.id }))
    await expect(refundOrderPayment(s.order.placed.id, SHOP)).rejects.toThrow(
      'У вас недостаточно прав'
    )
    mockCurrentUser(currentUserFixture({ id: s.user.manager.id, role: 'manager' }))
    await expect(refundOrderPayment(s.order.placed.id, SHOP)).rejects.toThrow(
      'Вернуть можно только оплаченный заказ.'
    )
    await expect(refundOrderPayment(s.order.draft.id, SHOP)).rejects.toThrow('Заказ не найден.')
  })

  scenario('a gateway that refuses: 503, the order stays paid', async (s: StandardScenario) => {
    await db.order.update({ where: { id: s.order.placed.id }, data: { paymentStatus: 'paid' } })
    await db.payment.create({
      data: {
        orderId: s.order.placed.id,
        provider: 'freedom_pay',
        providerPaymentId: '123',
        amount: 104001,
        state: 'paid',
      },
    })
    mockCurrentUser(currentUserFixture({ id: s.user.manager.id, role: 'manager' }))
    await expect(refundOrderPayment(s.order.placed.id, SHOP)).rejects.toThrow(
      /Платёжный сервис не принял возврат/
    )
    const order = await db.order.findUniqueOrThrow({ where: { id: s.order.placed.id } })
    expect(order.paymentStatus).toBe('paid')
    expect(order.status).toBe('placed')
    // The claim and its release are in the history: paid → refunding → paid.
    const history = await historyOfOrder(s.order.placed.id)
    expect(history.map((row) => row.paymentStatus)).toEqual(['refunding', 'paid'])
    expect(history[1].comment).toBe('Платёжный сервис не принял возврат')
  })
})

describe('GraphQL: Order.canPayOnline and startOrderPayment', () => {
  scenario(
    'the button shows for a placed unpaid priced order while payment is available',
    async (s: StandardScenario) => {
      Object.assign(process.env, {
        FREEDOM_PAY_MERCHANT_ID: '100000',
        FREEDOM_PAY_SECRET_KEY: 'k',
        FREEDOM_PAY_GATEWAY_URL: '/api/fake-gateway',
      })
      const canPay = async (id: number) =>
        Order.canPayOnline(undefined, { root: await loadView(id) })
      expect(await canPay(s.order.placed.id)).toBe(true)
      expect(await canPay(s.order.draft.id)).toBe(false)
      expect(await canPay(s.order.onRequest.id)).toBe(false)
      expect(await canPay(s.order.cancelled.id)).toBe(false)
      await db.order.update({ where: { id: s.order.placed.id }, data: { paymentStatus: 'paid' } })
      expect(await canPay(s.order.placed.id)).toBe(false)
      await db.order.update({ where: { id: s.order.placed.id }, data: { paymentStatus: null } })
      delete process.env.FREEDOM_PAY_MERCHANT_ID
      expect(await canPay(s.order.placed.id)).toBe(false)

      mockCurrentUser(currentUserFixture({ id: s.user.aigerim.id }))
      await expect(startOrderPayment({ id: s.order.placed.id })).rejects.toThrow(
        'Онлайн-оплата сейчас недоступна.'
      )
    }
  )
})

describe('payOrder: the sum asked', () => {
  scenario(
    'is the goods plus a fixed delivery fee, stored before the gateway is asked',
    async (s: StandardScenario) => {
      Object.assign(process.env, {
        FREEDOM_PAY_MERCHANT_ID: '100000',
        FREEDOM_PAY_SECRET_KEY: 'k',
        // Nothing listens there: the attempt is stored, then the gateway fails (503).
        FREEDOM_PAY_GATEWAY_URL: 'http://127.0.0.1:9',
      })
      await db.order.update({
        where: { id: s.order.placed.id },
        data: { fulfilment: 'delivery', deliveryCity: 'Атырау', deliveryFee: 1500 },
      })
      mockCurrentUser(currentUserFixture({ id: s.user.aigerim.id }))
      await expect(payOrder(s.order.placed.id, SHOP, CLIENT)).rejects.toThrow()
      const [attempt] = await db.payment.findMany({ where: { orderId: s.order.placed.id } })
      expect(attempt.amount.toFixed(2)).toBe('105501.00')
    }
  )
})

describe('payOrder: a line priced on request', () => {
  scenario(
    'leaves the sum to the manager: refused, nothing stored, even with other lines priced',
    async (s: StandardScenario) => {
      Object.assign(process.env, {
        FREEDOM_PAY_MERCHANT_ID: '100000',
        FREEDOM_PAY_SECRET_KEY: 'k',
        FREEDOM_PAY_GATEWAY_URL: 'http://127.0.0.1:9',
      })
      const filter = await db.product.create({
        data: productRow(s.product.pump.categoryId, { article: 'F-7', name: 'Фильтр', price: -1 })
          .data,
      })
      await db.orderItem.create({
        data: { orderId: s.order.placed.id, productId: filter.id, quantity: 1, price: -1 },
      })
      mockCurrentUser(currentUserFixture({ id: s.user.aigerim.id }))
      await expect(payOrder(s.order.placed.id, SHOP, CLIENT)).rejects.toThrow(
        'Сумма заказа уточняется менеджером: оплатить онлайн пока нельзя.'
      )
      expect(await db.payment.count()).toBe(0)
    }
  )
})
