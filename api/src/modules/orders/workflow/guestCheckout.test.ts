import { db } from 'src/lib/db'
import {
  ConflictError,
  InvalidInputError,
  NotFoundError,
  TooManyRequestsError,
} from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { guestCheckoutInput } from 'src/modules/orders/rules/checkout'
import {
  GUEST_SHOP_MESSAGE,
  guestOrderLookupInput,
  PRIVACY_MESSAGE,
} from 'src/modules/orders/rules/guestOrder'
import { installmentTerms } from 'src/modules/payments'

import { guestOrderKey } from './guestAccess'
import { checkoutAsGuest, findGuestOrder, findGuestOrderByKey } from './guestCheckout'
import type { StandardScenario } from './guestCheckout.scenarios'

/** The guest's checkout as every edge calls it: the raw input through its one schema. */
const checkout = async (raw: Record<string, unknown>, ip = '198.51.100.7') =>
  checkoutAsGuest(parseInput(guestCheckoutInput, raw), { ip }, installmentTerms())

const guest = {
  name: 'Айгерим',
  phone: '8 701 555 44 33',
  email: 'guest@example.kz',
  privacyPolicyAccepted: true,
}

const mailTo = async (to: string) =>
  (await db.outboxMessage.findMany({ where: { kind: 'mail' }, orderBy: { id: 'asc' } }))
    .map((row) => row.payload as { to: string; subject: string; text: string })
    .filter((letter) => letter.to === to)

// Ten placings in one scenario take a few seconds on a busy runner.
jest.setTimeout(30_000)

beforeEach(() => mockCurrentUser(null))

describe('a guest checks out like a customer (issue 30 §1)', () => {
  scenario(
    'delivery with online payment: placed at retail prices, stock held, the letter links the order’s own page',
    async (scenario: StandardScenario) => {
      const view = await checkout({
        ...guest,
        items: [
          { product: 'NS-100', quantity: 1 },
          { product: 'FT-20', quantity: 2 },
          { product: 'NS-100', quantity: 1 },
        ],
        fulfilment: 'delivery',
        city: 'Атырау',
        address: 'ул. Абая, 7',
        deliveryTime: 'после 18:00',
        paymentType: scenario.paymentType.cash.id,
        comment: 'Позвоните заранее',
      })
      expect(view).toMatchObject({
        status: 'placed',
        isGuest: true,
        total: 110001,
        fulfilment: { method: 'delivery', city: 'Атырау', address: 'ул. Абая, 7', fee: 0 },
        paymentType: { id: scenario.paymentType.cash.id },
        guest: { name: 'Айгерим', phone: '+7 (701) 555 44 33' },
        // The guest's contact is the order's guest: nothing for a look-up to show by e-mail.
        contact: null,
      })
      expect(view.guestKey).toBe(guestOrderKey(view.id))
      expect(view.items.map((item) => [item.product.article, item.quantity])).toEqual([
        ['NS-100', 2],
        ['FT-20', 2],
      ])
      const held = await db.stockReservation.aggregate({
        where: { orderId: view.id },
        _sum: { quantity: true },
      })
      expect(held._sum.quantity).toBe(4)
      expect(await db.orderHistory.findMany({ where: { orderId: view.id } })).toMatchObject([
        { fromStatus: 'draft', toStatus: 'placed', actorKind: 'guest' },
      ])
      const [letter] = await mailTo('guest@example.kz')
      expect(letter.subject).toBe(`Заказ ${view.number} оформлен — Акватория`)
      expect(letter.text).toContain(`/my-orders?token=${view.guestKey}`)
      expect(
        await db.callbackLead.count({ where: { orderId: view.id, source: 'guest_order' } })
      ).toBe(1)
    }
  )

  scenario(
    'a line short of stock is 409 with the line, and nothing is stored',
    async (scenario: StandardScenario) => {
      const refused = await checkout({
        ...guest,
        items: [{ product: 'NS-100', quantity: 9 }],
        fulfilment: 'pickup',
        shop: scenario.shop.atyrau.id,
        paymentType: scenario.paymentType.cash.id,
      }).catch((error) => error)
      expect(refused).toBeInstanceOf(ConflictError)
      expect(await db.order.count()).toBe(0)
      expect(await db.outboxMessage.count()).toBe(0)
    }
  )

  scenario(
    'the consent, a shop that takes no guest orders, a withdrawn payment type and unknown goods are refused per field',
    async (scenario: StandardScenario) => {
      const base = {
        ...guest,
        items: [{ product: 'FT-20', quantity: 1 }],
        fulfilment: 'pickup',
        shop: scenario.shop.atyrau.id,
        paymentType: scenario.paymentType.cash.id,
      }
      const fieldsOf = async (raw: Record<string, unknown>) => {
        const error = await checkout(raw).catch((e) => e)
        expect(error).toBeInstanceOf(InvalidInputError)
        return (error as InvalidInputError).extensions?.fields
      }
      expect(await fieldsOf({ ...base, privacyPolicyAccepted: false })).toMatchObject({
        privacyPolicyAccepted: [PRIVACY_MESSAGE],
      })
      expect(await fieldsOf({ ...base, shop: scenario.shop.aktobe.id })).toMatchObject({
        shop: [GUEST_SHOP_MESSAGE],
      })
      expect(
        await fieldsOf({ ...base, paymentType: scenario.paymentType.withdrawn.id })
      ).toHaveProperty('paymentType')
      expect(await fieldsOf({ ...base, items: [{ product: 'NOPE', quantity: 1 }] })).toMatchObject({
        items: ['Товар с артикулом NOPE не найден.'],
      })
      expect(await db.order.count()).toBe(0)
    }
  )

  scenario(
    'the key opens the guest’s order and nothing else; the look-up by number and phone gives it too',
    async (scenario: StandardScenario) => {
      const view = await checkout({
        ...guest,
        items: [{ product: 'FT-20', quantity: 1 }],
        fulfilment: 'pickup',
        shop: scenario.shop.atyrau.id,
        paymentType: scenario.paymentType.cash.id,
      })
      const client = { ip: '198.51.100.8' }
      await expect(findGuestOrderByKey(view.guestKey, client)).resolves.toMatchObject({
        id: view.id,
        number: view.number,
      })
      const changed = `${view.guestKey.slice(0, -1)}${view.guestKey.endsWith('A') ? 'B' : 'A'}`
      for (const wrong of [changed, `${view.id + 1}.${view.guestKey.split('.')[1]}`, '', 'x.y']) {
        await expect(findGuestOrderByKey(wrong, client)).rejects.toThrow(NotFoundError)
      }
      const found = await findGuestOrder(
        parseInput(guestOrderLookupInput, { order: view.number, phone: '8 701 555 44 33' }),
        client
      )
      expect(found.guestKey).toBe(view.guestKey)
    }
  )

  scenario(
    'five guests at once for the last units: the stock is sold once',
    async (scenario: StandardScenario) => {
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, (_, i) =>
          checkout(
            {
              ...guest,
              email: `guest${i}@example.kz`,
              items: [{ product: 'NS-100', quantity: 3 }],
              fulfilment: 'pickup',
              shop: scenario.shop.atyrau.id,
              paymentType: scenario.paymentType.cash.id,
            },
            `198.51.100.${20 + i}`
          )
        )
      )
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
      for (const refused of results.filter((r) => r.status === 'rejected')) {
        expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(ConflictError)
      }
      expect(await db.order.count()).toBe(1)
    }
  )

  scenario('one address places at most ten orders an hour', async (scenario: StandardScenario) => {
    const raw = {
      ...guest,
      items: [{ product: 'FT-20', quantity: 1 }],
      fulfilment: 'pickup',
      shop: scenario.shop.atyrau.id,
      paymentType: scenario.paymentType.cash.id,
    }
    for (let i = 0; i < 10; i++) await checkout(raw, '198.51.100.99')
    await expect(checkout(raw, '198.51.100.99')).rejects.toThrow(TooManyRequestsError)
    expect(await db.order.count()).toBe(10)
  })
})
