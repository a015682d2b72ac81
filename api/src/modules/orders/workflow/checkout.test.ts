import type { User } from '@prisma/client'
import { restoreFreedomPayEnv } from 'testing/fakeGatewayHarness'
import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'
import {
  INSTALLMENT_UNAVAILABLE_MESSAGE,
  INSTALLMENT_UNPRICED_MESSAGE,
  installmentOutsideMessage,
} from 'src/lib/domain/installment'
import { ConflictError, InvalidInputError, NotAuthenticatedError } from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { cartCheckoutInput, CHOOSE_PAYMENT_MESSAGE } from 'src/modules/orders/rules/checkout'
import { SHOP_NOT_FOUND_MESSAGE } from 'src/modules/orders/rules/draftOrder'
import { installmentTerms } from 'src/modules/payments'

import { checkoutCart as checkoutResolver } from '../../../services/orders/orders'

import { checkoutCart as checkoutStep, NOTHING_TO_CHECK_OUT_MESSAGE } from './checkout'
import type { StandardScenario } from './checkout.scenarios'

/** The checkout as every edge calls it: the raw input through its one schema, today's bounds. */
const checkout = (raw: Record<string, unknown>) =>
  checkoutStep(parseInput(cartCheckoutInput, raw), installmentTerms())

const loginAs = (user: User) =>
  mockCurrentUser(currentUserFixture({ id: user.id, email: user.email, role: user.role }))

const contact = { name: 'Айгерим', phone: '8 701 555 44 33', email: 'aigerim@example.kz' }

const cartArticles = async (userId: number) =>
  (
    await db.cartItem.findMany({
      where: { cart: { userId } },
      include: { product: true },
      orderBy: { id: 'asc' },
    })
  ).map((item) => `${item.product.article}×${item.quantity}`)

describe('checkoutCart (one page from the cart to a placed order)', () => {
  scenario(
    'pickup: the whole cart becomes a placed order with fixed prices; the cart is emptied',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      const view = await checkout({
        ...contact,
        fulfilment: 'pickup',
        shop: scenario.shop.aktobe.id,
        paymentType: scenario.paymentType.cash.id,
        comment: 'Заберу после обеда',
      })
      expect(view).toMatchObject({
        status: 'placed',
        total: 58000.5,
        hasUnpriced: true,
        comment: 'Заберу после обеда',
        shop: { id: scenario.shop.aktobe.id },
        paymentType: { id: scenario.paymentType.cash.id, kind: 'on_receipt' },
        fulfilment: { method: 'pickup', fee: 0, feeText: 'Бесплатно', amountDue: 58000.5 },
        contact: { name: 'Айгерим', phone: '+7 (701) 555 44 33', email: 'aigerim@example.kz' },
      })
      expect(view.items.map((item) => [item.product.article, item.quantity])).toEqual([
        ['NS-100', 1],
        ['FT-20', 2],
        ['F-7', 1],
      ])
      expect(await cartArticles(scenario.user.aigerim.id)).toEqual([])
      const history = await db.orderHistory.findMany({ where: { orderId: view.id } })
      expect(history).toMatchObject([
        { fromStatus: 'draft', toStatus: 'placed', actorKind: 'customer' },
      ])
      expect(
        await db.notification.count({
          where: { userId: scenario.user.aigerim.id, kind: 'order_placed' },
        })
      ).toBe(1)
    }
  )

  scenario(
    'delivery in a shop city: 1 500 ₸ below 10 000 ₸ of goods; the lines not chosen stay in the cart',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      const view = await checkout({
        ...contact,
        articles: ['FT-20'],
        fulfilment: 'delivery',
        city: 'атырау',
        address: 'ул. Сатпаева, 5, кв. 12',
        deliveryTime: 'после 18:00',
        paymentType: scenario.paymentType.invoice.id,
      })
      expect(view).toMatchObject({
        total: 6000,
        shop: null,
        fulfilment: {
          method: 'delivery',
          title: 'Доставка',
          city: 'атырау',
          address: 'ул. Сатпаева, 5, кв. 12',
          preferredTime: 'после 18:00',
          fee: 1500,
          feeText: '1 500 ₸',
          amountDue: 7500,
        },
      })
      expect(await cartArticles(scenario.user.aigerim.id)).toEqual(['NS-100×1', 'F-7×1'])
    }
  )

  scenario(
    'delivery from 10 000 ₸ is free; to a city without a shop it goes by a carrier’s tariff',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      const free = await checkout({
        ...contact,
        articles: ['NS-100'],
        fulfilment: 'delivery',
        city: 'Актобе',
        address: 'пр. Абая, 1',
        paymentType: scenario.paymentType.cash.id,
      })
      expect(free.fulfilment).toMatchObject({ fee: 0, amountDue: 52000.5 })
      const carrier = await checkout({
        ...contact,
        fulfilment: 'delivery',
        city: 'Алматы',
        address: 'ул. Толе би, 100',
        paymentType: scenario.paymentType.cash.id,
      })
      expect(carrier.fulfilment).toMatchObject({
        fee: null,
        feeText: 'По тарифу транспортной компании — сообщит менеджер',
        amountDue: 6000,
      })
    }
  )

  scenario(
    'a line short of stock refuses the whole checkout: no order, the cart untouched',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      await db.cartItem.updateMany({
        where: { productId: scenario.product.pump.id },
        data: { quantity: 9 },
      })
      const attempt = checkout({
        ...contact,
        fulfilment: 'pickup',
        shop: scenario.shop.atyrau.id,
        paymentType: scenario.paymentType.cash.id,
      })
      await expect(attempt).rejects.toThrow(
        'Некоторых товаров нет в нужном количестве: «Насосная станция NS-100» — В наличии 5 товаров. Измените количество и оформите заказ снова.'
      )
      await expect(attempt).rejects.toMatchObject({
        details: { items: [{ article: 'NS-100', quantity: 9, available: 5 }] },
      })
      expect(await db.order.count()).toBe(0)
      expect(await cartArticles(scenario.user.aigerim.id)).toEqual(['NS-100×9', 'FT-20×2', 'F-7×1'])
    }
  )

  scenario(
    'the same lines cannot be ordered twice, even by parallel clicks',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      const input = {
        ...contact,
        fulfilment: 'pickup',
        shop: scenario.shop.atyrau.id,
        paymentType: scenario.paymentType.cash.id,
      }
      const results = await Promise.allSettled(Array.from({ length: 5 }, () => checkout(input)))
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
      for (const result of results.filter((r) => r.status === 'rejected')) {
        expect((result as PromiseRejectedResult).reason).toBeInstanceOf(ConflictError)
        expect((result as PromiseRejectedResult).reason.message).toBe(NOTHING_TO_CHECK_OUT_MESSAGE)
      }
      expect(await db.order.count()).toBe(1)
      await expect(checkout({ ...input, articles: ['NOT-IN-CART'] })).rejects.toThrow(
        NOTHING_TO_CHECK_OUT_MESSAGE
      )
    }
  )

  scenario(
    'a withdrawn payment type or an unknown shop is refused by field',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      const base = { ...contact, fulfilment: 'pickup', shop: scenario.shop.atyrau.id }
      await expect(
        checkout({ ...base, paymentType: scenario.paymentType.withdrawn.id })
      ).rejects.toMatchObject({ fields: { paymentType: [CHOOSE_PAYMENT_MESSAGE] } })
      await expect(
        checkout({ ...base, shop: 999_999, paymentType: scenario.paymentType.cash.id })
      ).rejects.toMatchObject({ fields: { shop: [SHOP_NOT_FOUND_MESSAGE] } })
      expect(await cartArticles(scenario.user.aigerim.id)).toHaveLength(3)
    }
  )

  scenario('guests and an empty cart are refused', async (scenario: StandardScenario) => {
    const input = {
      ...contact,
      fulfilment: 'pickup',
      shop: scenario.shop.atyrau.id,
      paymentType: scenario.paymentType.cash.id,
    }
    mockCurrentUser(null)
    await expect(checkout(input)).rejects.toThrow(NotAuthenticatedError)
    loginAs(scenario.user.daniyar)
    await expect(checkout(input)).rejects.toThrow(NOTHING_TO_CHECK_OUT_MESSAGE)
  })

  scenario(
    'GraphQL checkoutCart parses its input with the same schema',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      // The resolver parses before it starts any work: a bad input throws at once.
      expect(() =>
        checkoutResolver({ input: { fulfilment: 'delivery', paymentType: null } }, {} as never)
      ).toThrow(InvalidInputError)
      const placed = await checkoutResolver(
        {
          input: {
            ...contact,
            fulfilment: 'pickup',
            shop: scenario.shop.atyrau.id,
            paymentType: scenario.paymentType.cash.id,
          },
        },
        {} as never
      )
      expect(placed).toMatchObject({ status: 'placed' })
    }
  )
})

describe('checkoutCart: «В рассрочку» (issue 34 §2)', () => {
  const savedEnv = { ...process.env }
  beforeEach(() => {
    // The fake gateway: installments from 6 000 to 2 000 000 ₸ unless set.
    Object.assign(process.env, {
      FREEDOM_PAY_MERCHANT_ID: '100000',
      FREEDOM_PAY_GATEWAY_URL: '/api/fake-gateway',
    })
  })
  afterEach(() => restoreFreedomPayEnv(savedEnv))

  const installmentCheckout = (scenario: StandardScenario, articles?: string[]) =>
    checkout({
      ...contact,
      fulfilment: 'pickup',
      shop: scenario.shop.aktobe.id,
      paymentType: scenario.paymentType.installment.id,
      ...(articles ? { articles } : {}),
    })

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error) => (error instanceof InvalidInputError ? error.fields : error)
    )

  scenario(
    'places an order whose fixed sum is within the bounds; refuses one outside, keeping the cart',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      // A line priced on request: the sum is unknown, no installment.
      expect(await refusal(installmentCheckout(scenario))).toEqual({
        paymentType: [INSTALLMENT_UNPRICED_MESSAGE],
      })
      process.env.FREEDOM_PAY_INSTALLMENT_MIN = '6000'
      process.env.FREEDOM_PAY_INSTALLMENT_MAX = '50000'
      expect(await refusal(installmentCheckout(scenario, ['NS-100', 'FT-20']))).toEqual({
        paymentType: [installmentOutsideMessage({ min: 6_000, max: 50_000 })],
      })
      expect(await cartArticles(scenario.user.aigerim.id)).toEqual(['NS-100×1', 'FT-20×2', 'F-7×1'])
      expect(await db.order.count()).toBe(0)

      process.env.FREEDOM_PAY_INSTALLMENT_MAX = '2000000'
      const view = await installmentCheckout(scenario, ['NS-100', 'FT-20'])
      expect(view).toMatchObject({
        status: 'placed',
        total: 58000.5,
        paymentType: { kind: 'installment' },
      })
      expect(await cartArticles(scenario.user.aigerim.id)).toEqual(['F-7×1'])
    }
  )

  scenario('is refused at once while installments are off', async (scenario: StandardScenario) => {
    loginAs(scenario.user.aigerim)
    delete process.env.FREEDOM_PAY_MERCHANT_ID
    expect(await refusal(installmentCheckout(scenario, ['NS-100']))).toEqual({
      paymentType: [INSTALLMENT_UNAVAILABLE_MESSAGE],
    })
    expect(await cartArticles(scenario.user.aigerim.id)).toHaveLength(3)
  })
})

describe('checkoutCart: the letters', () => {
  scenario(
    'the shopper’s and the orders mailbox’s letters name the delivery, the fee and the contact given',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      await checkout({
        ...contact,
        phone: '+7 702 111 22 33',
        articles: ['FT-20'],
        fulfilment: 'delivery',
        city: 'Атырау',
        address: 'ул. Сатпаева, 5',
        paymentType: scenario.paymentType.invoice.id,
      })
      const letters = (
        await db.outboxMessage.findMany({ where: { kind: 'mail' }, orderBy: { id: 'asc' } })
      ).map((message) => (message.payload as { to: string; text: string }).text)
      expect(letters).toHaveLength(2)
      for (const text of letters) {
        expect(text).toContain('Доставка: Атырау, ул. Сатпаева, 5')
        expect(text).toContain('Стоимость доставки: 1 500 ₸')
        expect(text).toContain('К оплате с доставкой: 7 500 ₸')
        expect(text).toContain('Способ оплаты: Безналичный расчёт')
      }
      expect(letters[1]).toContain('Телефон: +7 (702) 111 22 33')
    }
  )
})
