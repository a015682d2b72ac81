import type { User } from '@prisma/client'
import { expectContract } from 'testing/rest/expectContract'
import { callV1, type Json } from 'testing/rest/testClient'
import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'
import type { StandardScenario } from 'src/modules/orders/workflow/checkout.scenarios'

async function as(who: User | 'guest', body: unknown) {
  mockCurrentUser(
    who === 'guest' ? null : currentUserFixture({ id: who.id, email: who.email, role: who.role })
  )
  const answer = await callV1('/order/checkout/', {
    method: 'POST',
    body,
    asCurrentUser: who !== 'guest',
  })
  return { status: answer.status, body: answer.body as Json }
}

const contact = { name: 'Айгерим', phone: '+7 (701) 555 44 33', email: 'aigerim@example.kz' }

describe('POST /api/v1/order/checkout/', () => {
  scenario(
    '201: the placed order with delivery, fee, payment type and contact on the wire',
    async (scenario: StandardScenario) => {
      const placed = await as(scenario.user.aigerim, {
        ...contact,
        articles: ['FT-20'],
        fulfilment: 'delivery',
        city: 'Атырау',
        address: 'ул. Сатпаева, 5',
        delivery_time: 'после 18:00',
        payment_type: scenario.paymentType.invoice.id,
      })
      expect(placed.status).toBe(201)
      expectContract('POST', '/order/checkout/', placed.body)
      expect(placed.body).toMatchObject({
        status: 'placed',
        total: 6000,
        fulfilment: {
          method: 'delivery',
          city: 'Атырау',
          address: 'ул. Сатпаева, 5',
          preferred_time: 'после 18:00',
          fee: 1500,
          fee_text: '1 500 ₸',
          amount_due: 7500,
        },
        contact: { name: 'Айгерим', phone: '+7 (701) 555 44 33', email: 'aigerim@example.kz' },
        payment_type: { id: scenario.paymentType.invoice.id, kind: 'invoice' },
      })
    }
  )

  scenario(
    '400 names every field; 409 when nothing is left',
    async (scenario: StandardScenario) => {
      const refused = await as(scenario.user.aigerim, { fulfilment: 'delivery', payment_type: '' })
      expect(refused).toEqual({
        status: 400,
        body: {
          name: ['Обязательное поле'],
          phone: ['Обязательное поле'],
          email: ['Обязательное поле'],
          city: ['Укажите город.'],
          address: ['Укажите адрес доставки.'],
          payment_type: ['Выберите способ оплаты.'],
        },
      })

      const input = {
        ...contact,
        fulfilment: 'pickup',
        shop: scenario.shop.atyrau.id,
        payment_type: scenario.paymentType.cash.id,
      }
      expect((await as(scenario.user.aigerim, input)).status).toBe(201)
      const again = await as(scenario.user.aigerim, input)
      expect(again.status).toBe(409)
      expect(again.body.detail).toMatch(/В корзине нет выбранных товаров/)
      expect(await db.order.count()).toBe(1)
    }
  )

  scenario(
    '409 lists the lines short of stock; the cart keeps them',
    async (scenario: StandardScenario) => {
      await db.cartItem.updateMany({
        where: { productId: scenario.product.fitting.id },
        data: { quantity: 11 },
      })
      const short = await as(scenario.user.aigerim, {
        ...contact,
        fulfilment: 'pickup',
        shop: scenario.shop.atyrau.id,
        payment_type: scenario.paymentType.cash.id,
      })
      expect(short.status).toBe(409)
      expect(short.body.items).toMatchObject([{ article: 'FT-20', quantity: 11, available: 10 }])
      expect(await db.cartItem.count()).toBe(3)
    }
  )
})

describe('a guest’s checkout on the wire (issue 30 §1)', () => {
  scenario(
    '201 with guest_key, which reads the order; a key that opens nothing is 404',
    async (scenario: StandardScenario) => {
      const placed = await as('guest', {
        ...contact,
        items: [{ product: 'FT-20', quantity: 2 }],
        fulfilment: 'pickup',
        shop: scenario.shop.atyrau.id,
        payment_type: scenario.paymentType.cash.id,
        privacy_policy_accepted: true,
      })
      expect(placed.status).toBe(201)
      expectContract('POST', '/order/checkout/', placed.body)
      expect(placed.body).toMatchObject({ status: 'placed', is_guest: true, total: 6000 })
      const key = String(placed.body.guest_key)
      expect(key).toMatch(new RegExp(`^${placed.body.id}\\.`))

      mockCurrentUser(null)
      const read = await callV1(`/order/guest/${encodeURIComponent(key)}/`)
      expect(read.status).toBe(200)
      expectContract('GET', '/order/guest/:key/', read.body)
      expect(read.body).toMatchObject({ id: placed.body.id, guest_key: key })
      const wrong = await callV1(`/order/guest/${placed.body.id}.${'A'.repeat(27)}/`)
      expect(wrong).toMatchObject({ status: 404, body: { detail: expect.any(String) } })
      // The invoice by the same key (a bank-transfer order's letter links it); another key: 404.
      const invoice = await callV1('/order/guest/invoice/', { query: { token: key } })
      expect(invoice.status).toBe(200)
      const noInvoice = await callV1('/order/guest/invoice/', { query: { token: 'x' } })
      expect(noInvoice.status).toBe(404)
    }
  )

  scenario(
    '400 names every field a guest must give, in the old names; nothing is stored',
    async (scenario: StandardScenario) => {
      const refused = await as('guest', {
        fulfilment: 'pickup',
        shop: scenario.shop.aktobe.id,
        payment_type: scenario.paymentType.cash.id,
      })
      expect(refused.status).toBe(400)
      expect(Object.keys(refused.body).sort()).toEqual(
        ['email', 'items', 'name', 'phone', 'privacy_policy_accepted'].sort()
      )
      // Every field right but the shop, which takes no guest orders.
      const shop = await as('guest', {
        ...contact,
        items: [{ product: 'FT-20', quantity: 1 }],
        fulfilment: 'pickup',
        shop: scenario.shop.aktobe.id,
        payment_type: scenario.paymentType.cash.id,
        privacy_policy_accepted: true,
      })
      expect(shop).toMatchObject({ status: 400, body: { shop: ['Выберите город из списка.'] } })
      expect(await db.order.count()).toBe(0)
    }
  )
})
