import type { User } from '@prisma/client'
import { askGraphql } from 'testing/graphql'
import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'
import { NOT_EDITABLE_MESSAGE } from 'src/lib/domain/orderLifecycle'
import { formatOrderNumber } from 'src/lib/domain/orderLines'
import {
  ConflictError,
  InvalidInputError,
  NotAuthenticatedError,
  NotFoundError,
  PermissionDeniedError,
  TooManyRequestsError,
} from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { RATE_RULES } from 'src/lib/rateLimit'
import {
  addOrderItemsInput,
  draftOrderInput,
  orderItemQuantityInput,
  orderStatusInput,
  placeOrderInput,
  removeOrderItemsInput,
} from 'src/modules/orders/rules/draftOrder'
import {
  guestOrderInput,
  guestOrderLookupInput,
  PRIVACY_MESSAGE,
} from 'src/modules/orders/rules/guestOrder'
import { ordersMailbox } from 'src/modules/orders/rules/orderLetters'
import { refundCancelledOrderPayment } from 'src/modules/payments'

import {
  deleteMyOrder,
  getMyOrder,
  listMyOrders,
  searchMyOrders,
} from '../../modules/orders/myOrders'
import { historyOfOrder } from '../../modules/orders/readModel/orderHistory'
import * as drafts from '../../modules/orders/workflow/drafts'
import * as guestCheckout from '../../modules/orders/workflow/guestCheckout'
import * as placing from '../../modules/orders/workflow/placing'
import * as staffOrders from '../../modules/orders/workflow/staffOrders'
import {
  CONCURRENT_CHANGE_MESSAGE,
  transitionOrder,
} from '../../modules/orders/workflow/transition'

import type { StandardScenario } from './orders.scenarios'

/*
 * Each use case as every edge calls it: the raw input parsed by the use
 * case's one schema (domain), then the step that owns it.
 */
const placeGuestOrder = async (raw: unknown, from: { ip: string }) =>
  guestCheckout.placeGuestOrder(parseInput(guestOrderInput, raw), from)
const findGuestOrder = async (order: number | string, phone: string, from: { ip: string }) =>
  guestCheckout.findGuestOrder(parseInput(guestOrderLookupInput, { order, phone }), from)
const createDraftOrder = async (raw: unknown = {}) =>
  drafts.createDraftOrder(parseInput(draftOrderInput, raw))
const addOrderItems = async (id: number, items: unknown) =>
  drafts.addOrderItems(id, parseInput(addOrderItemsInput, { items }))
const setOrderItemQuantity = async (id: number, itemId: number, quantity: unknown) =>
  drafts.setOrderItemQuantity(id, itemId, parseInput(orderItemQuantityInput, { quantity }))
const removeOrderItems = async (id: number, itemIds: unknown) =>
  drafts.removeOrderItems(id, parseInput(removeOrderItemsInput, { itemIds }))
const placeOrder = async (id: number, raw: unknown = {}) =>
  placing.placeOrder(id, parseInput(placeOrderInput, raw))
const changeOrderStatus = async (id: number, status: unknown, comment?: string) =>
  staffOrders.changeOrderStatus(
    id,
    parseInput(orderStatusInput, { status, comment }),
    refundCancelledOrderPayment
  )
const { copyItemsFromOrder, copyOrder } = drafts

const loginAs = (user: User) =>
  mockCurrentUser(currentUserFixture({ id: user.id, email: user.email, role: user.role }))

const asGuest = () => mockCurrentUser(null)

let ipCounter = 0
/** A fresh address per call, so that limits of one test do not reach another. */
const client = () => ({ ip: `10.0.0.${++ipCounter}` })

const guestPayload = {
  name: 'Асель',
  email: 'Asel@Example.kz',
  phoneNumber: '8 (701) 555 44 33',
  items: [
    { product: 'NS-100', quantity: 2 },
    { product: 'F-7', quantity: 1 },
  ],
  comment: 'Доставка в Атырау',
  shop: 0,
  privacyPolicyAccepted: true,
}

const outbox = (kind: 'mail' | 'crm_lead') =>
  db.outboxMessage.findMany({ where: { kind }, orderBy: { id: 'asc' } })

/** The letters queued for the shop's orders mailbox (ORDERS_EMAIL). */
const staffLetters = async () =>
  (await outbox('mail')).filter((m) => (m.payload as { to?: string }).to === ordersMailbox())

// Scenarios that place ten orders (the rate limit) take seconds on a busy two-core runner.
jest.setTimeout(20_000)

describe('guest order', () => {
  scenario(
    'is stored placed with its lead and letter in one go',
    async (scenario: StandardScenario) => {
      asGuest()
      const view = await placeGuestOrder(
        { ...guestPayload, shop: scenario.shop.atyrau.id },
        client()
      )
      expect(view).toMatchObject({
        status: 'placed',
        isGuest: true,
        number: expect.stringMatching(/^A-\d{6}$/),
        total: 104001,
        hasUnpriced: true,
        guest: { name: 'Асель', phone: '+7 (701) 555 44 33' },
      })
      expect(view.items.map((i) => [i.product.article, i.quantity, i.price])).toEqual([
        ['NS-100', 2, 52000.5],
        ['F-7', 1, null],
      ])
      const stored = await db.order.findUniqueOrThrow({ where: { id: view.id } })
      expect(stored).toMatchObject({
        guestEmail: 'asel@example.kz',
        guestPhone: '+77015554433',
        privacyPolicyAccepted: true,
        userId: null,
        // The invoice's parties, fixed in the placing transaction (services/invoices/invoiceParties).
        invoiceBuyer: {
          contact: { name: 'Асель', email: 'asel@example.kz', phone: '+77015554433' },
        },
        invoiceSupplier: expect.objectContaining({ bin: process.env.SHOP_BIN }),
      })
      const lead = await db.callbackLead.findFirstOrThrow({ where: { orderId: view.id } })
      expect(lead).toMatchObject({
        source: 'guest_order',
        phone: '+77015554433',
        crmState: 'pending',
      })
      // The lead's message carries the order as its facts tell it (crmOrderOf).
      expect((await outbox('crm_lead')).map((m) => m.payload)).toEqual([
        {
          leadId: lead.id,
          order: expect.objectContaining({
            // The number comes from a sequence other test files advance too.
            number: view.number,
            status: 'placed',
            lines: [
              expect.objectContaining({ article: 'NS-100', quantity: 2, price: '52000.5' }),
              expect.objectContaining({ article: 'F-7', quantity: 1, price: null }),
            ],
          }),
        },
      ])
      const [letter, staffLetter] = await outbox('mail')
      expect(letter.payload).toMatchObject({
        to: 'asel@example.kz',
        subject: `Заказ ${view.number} оформлен — Акватория`,
      })
      expect(staffLetter).toMatchObject({
        idempotencyKey: `order-staff-letter:${view.id}`,
        payload: { to: ordersMailbox(), subject: `Новый заказ ${view.number}: Асель` },
      })
    }
  )

  scenario(
    'is a pickup unless the guest asks for delivery to an address in the chosen city',
    async (scenario: StandardScenario) => {
      asGuest()
      const pickup = await placeGuestOrder(
        { ...guestPayload, shop: scenario.shop.atyrau.id },
        client()
      )
      expect(pickup.fulfilment).toMatchObject({ method: 'pickup', address: '', fee: 0 })
      const delivered = await placeGuestOrder(
        {
          ...guestPayload,
          shop: scenario.shop.atyrau.id,
          fulfilment: 'delivery',
          address: 'ул. Азаттык, 3',
          deliveryTime: 'после 18:00',
        },
        client()
      )
      // The checkout's rule: in a shop's city, free from 10 000 ₸ of priced goods.
      expect(delivered.fulfilment).toMatchObject({
        method: 'delivery',
        city: 'Атырау',
        address: 'ул. Азаттык, 3',
        preferredTime: 'после 18:00',
        fee: 0,
        amountDue: 104001,
      })
      await expect(
        placeGuestOrder(
          { ...guestPayload, shop: scenario.shop.atyrau.id, fulfilment: 'delivery' },
          client()
        )
      ).rejects.toMatchObject({ fields: { address: ['Укажите адрес доставки.'] } })
    }
  )

  scenario(
    'refuses a bad form with every field message and stores nothing',
    async (scenario: StandardScenario) => {
      asGuest()
      const attempt = placeGuestOrder(
        { ...guestPayload, shop: scenario.shop.atyrau.id, privacyPolicyAccepted: false, email: 1 },
        client()
      )
      await expect(attempt).rejects.toThrow(InvalidInputError)
      await expect(attempt).rejects.toMatchObject({
        fields: { privacyPolicyAccepted: [PRIVACY_MESSAGE], email: ['Введите корректный E-mail'] },
      })
      // A shop that takes no guest orders: the shopper is asked to choose from the list.
      await expect(
        placeGuestOrder({ ...guestPayload, shop: scenario.shop.aktobe.id }, client())
      ).rejects.toMatchObject({ fields: { shop: ['Выберите город из списка.'] } })
      await expect(
        placeGuestOrder(
          { ...guestPayload, shop: scenario.shop.atyrau.id, items: [{ product: 'NOPE' }] },
          client()
        )
      ).rejects.toMatchObject({ fields: { items: ['Товар с артикулом NOPE не найден.'] } })
      expect(await db.order.count({ where: { userId: null } })).toBe(1)
      expect(await db.outboxMessage.count()).toBe(0)
    }
  )

  scenario('is limited per address', async (scenario: StandardScenario) => {
    asGuest()
    const ip = { ip: '10.9.9.9' }
    const payload = { ...guestPayload, shop: scenario.shop.atyrau.id }
    for (let i = 0; i < RATE_RULES.guestOrderPerIp.limit; i++) await placeGuestOrder(payload, ip)
    await expect(placeGuestOrder(payload, ip)).rejects.toThrow(TooManyRequestsError)
  })

  scenario(
    'is found by id and phone in any format, never by a wrong one',
    async (scenario: StandardScenario) => {
      asGuest()
      const { id } = scenario.order.guest
      expect((await findGuestOrder(id, '8 701 123 45 67', client())).number).toBe('A-000905')
      expect((await findGuestOrder(id, '+7 (701) 123 45 67', client())).number).toBe('A-000905')
      await expect(findGuestOrder(id, '+7 (701) 123 45 68', client())).rejects.toThrow(
        NotFoundError
      )
      // Not a phone at all: the schema's message, not a lookup.
      await expect(findGuestOrder(id, 'nonsense', client())).rejects.toThrow(InvalidInputError)
      // A customer's order is never a guest order, whatever phone is sent.
      await expect(
        findGuestOrder(scenario.order.placed.id, '+77011234567', client())
      ).rejects.toThrow(NotFoundError)
    }
  )

  scenario(
    'is found by the number the shopper was shown, however it is typed',
    async (scenario: StandardScenario) => {
      asGuest()
      const phone = '+77011234567'
      for (const typed of ['A-000905', 'a-905', 'А000905', 'Заказ № A-000905', '905']) {
        expect((await findGuestOrder(typed, phone, client())).id).toBe(scenario.order.guest.id)
      }
      // A customer's number is not a guest order.
      await expect(findGuestOrder('A-000902', phone, client())).rejects.toThrow(NotFoundError)
      await expect(findGuestOrder('A-000906', phone, client())).rejects.toThrow(NotFoundError)
      await expect(findGuestOrder('Б-905', phone, client())).rejects.toThrow(InvalidInputError)
    }
  )

  scenario(
    "prefers the number when bare digits are one order's code and another's number",
    async (scenario: StandardScenario) => {
      asGuest()
      const { guest } = scenario.order
      const namesake = await db.order.create({
        data: {
          number: formatOrderNumber(guest.id),
          status: 'placed',
          guestName: 'Гость',
          guestEmail: 'guest@example.kz',
          guestPhone: guest.guestPhone,
          shopId: guest.shopId,
        },
      })
      const phone = guest.guestPhone!
      expect((await findGuestOrder(String(guest.id), phone, client())).id).toBe(namesake.id)
      // With the letter it is only ever a number; the old code still reaches the first.
      expect((await findGuestOrder('A-000905', phone, client())).id).toBe(guest.id)
    }
  )
})

describe('drafts', () => {
  scenario(
    'a new draft takes the server cart and empties it',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      const view = await createDraftOrder({ comment: 'Срочно' })
      expect(view).toMatchObject({ status: 'draft', isEditable: true, comment: 'Срочно' })
      expect(view.items.map((i) => [i.product.article, i.quantity])).toEqual([
        ['NS-100', 1],
        ['F-7', 4],
      ])
      expect(await db.cartItem.count()).toBe(0)
    }
  )

  scenario(
    'lines are capped by stock with the SPEC message; no stock is incorrect',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      const { id } = scenario.order.draft
      const view = await addOrderItems(id, [
        { product: 'NS-100', quantity: 10 },
        { product: 'TANK-500', quantity: 2 },
      ])
      const lines = Object.fromEntries(view.items.map((i) => [i.product.article, i]))
      expect(lines['NS-100']).toMatchObject({
        quantity: 5,
        correct: true,
        errorMessage: 'В наличии 5 товаров',
        lineTotal: 260002.5,
      })
      expect(lines['TANK-500']).toMatchObject({ quantity: 2, correct: false, allCount: 0 })

      const pumpLine = lines['NS-100'].id
      expect(
        (await setOrderItemQuantity(id, pumpLine, 1)).items.find((i) => i.id === pumpLine)
      ).toMatchObject({ quantity: 1, errorMessage: null })
      await expect(setOrderItemQuantity(id, pumpLine, 0)).rejects.toThrow(InvalidInputError)
      await expect(setOrderItemQuantity(id, pumpLine, '2.5')).rejects.toThrow(InvalidInputError)

      const after = await removeOrderItems(id, [lines['TANK-500'].id])
      expect(after.items.map((i) => i.product.article)).toEqual(['NS-100'])
      await expect(removeOrderItems(id, [pumpLine, 999999])).rejects.toThrow(NotFoundError)
      expect((await getMyOrder(id)).items).toHaveLength(1)
    }
  )

  scenario('placed orders cannot change their lines', async (scenario: StandardScenario) => {
    loginAs(scenario.user.aigerim)
    const { id } = scenario.order.placed
    await expect(addOrderItems(id, [{ product: 'F-7' }])).rejects.toThrow(NOT_EDITABLE_MESSAGE)
    const [item] = await db.orderItem.findMany({ where: { orderId: id } })
    await expect(setOrderItemQuantity(id, item.id, 1)).rejects.toThrow(ConflictError)
    await expect(removeOrderItems(id, [item.id])).rejects.toThrow(ConflictError)
  })
})

describe('placing', () => {
  scenario(
    'fixes prices, notifies the owner and queues one letter',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      const { id } = scenario.order.draft
      const view = await placeOrder(id, { shop: scenario.shop.aktobe.id, comment: 'Заберу сам' })
      expect(view).toMatchObject({
        status: 'placed',
        total: 104001,
        comment: 'Заберу сам',
        shop: { id: scenario.shop.aktobe.id },
      })
      expect(view.placedAt).toBeInstanceOf(Date)
      // A later price change does not reach a placed order.
      await db.product.update({
        where: { id: scenario.product.pump.id },
        data: { currentPrice: 1 },
      })
      expect((await getMyOrder(id)).items[0].price).toBe(52000.5)
      expect(
        await db.notification.findMany({ where: { userId: scenario.user.aigerim.id } })
      ).toMatchObject([{ kind: 'order_placed', title: 'Заказ A-000901 оформлен' }])
      expect((await outbox('mail')).map((m) => m.payload)).toMatchObject([
        { to: 'aigerim@example.kz', subject: 'Заказ A-000901 оформлен — Акватория' },
        { to: ordersMailbox(), subject: 'Новый заказ A-000901: aigerim@example.kz' },
      ])
    }
  )

  scenario(
    'refuses lines above the stock with each line’s message, changing nothing',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      const { id } = scenario.order.draft
      await db.stock.updateMany({
        where: { productId: scenario.product.pump.id },
        data: { count: 0 },
      })
      await db.stock.update({
        where: {
          productId_shopId: {
            productId: scenario.product.pump.id,
            shopId: scenario.shop.atyrau.id,
          },
        },
        data: { count: 1 },
      })
      const attempt = placeOrder(id)
      await expect(attempt).rejects.toThrow(
        'Некоторых товаров нет в нужном количестве: «Насосная станция NS-100» — В наличии 1 товаров. Измените количество и оформите заказ снова.'
      )
      await expect(attempt).rejects.toMatchObject({
        details: {
          items: [{ article: 'NS-100', quantity: 2, available: 1, message: 'В наличии 1 товаров' }],
        },
      })
      expect((await db.order.findUniqueOrThrow({ where: { id } })).status).toBe('draft')
      expect(await db.notification.count()).toBe(0)
    }
  )

  scenario(
    'an empty draft or a cancelled order cannot be placed',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      const empty = await createDraftOrder({ items: [] })
      await expect(placeOrder(empty.id)).rejects.toThrow('Добавьте в заказ хотя бы один товар.')
      await deleteMyOrder(scenario.order.placed.id, refundCancelledOrderPayment)
      await expect(placeOrder(scenario.order.placed.id)).rejects.toThrow(ConflictError)
    }
  )

  scenario(
    '20 parallel places make one placed order, one notification, one letter each, one lead',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      const { id } = scenario.order.draft
      const results = await Promise.all(Array.from({ length: 20 }, () => placeOrder(id)))
      expect(
        new Set(results.map((r) => `${r.id}:${r.status}:${r.placedAt?.toISOString()}`)).size
      ).toBe(1)
      expect(
        await db.order.count({ where: { userId: scenario.user.aigerim.id, status: 'placed' } })
      ).toBe(2)
      expect(await db.notification.count({ where: { kind: 'order_placed' } })).toBe(1)
      // The buyer's letter and the orders mailbox's, once each.
      expect((await outbox('mail')).map((m) => m.idempotencyKey)).toEqual([
        `order-confirmation:${id}`,
        `order-staff-letter:${id}`,
      ])
      expect(await staffLetters()).toHaveLength(1)
      expect(await db.callbackLead.count({ where: { orderId: id } })).toBe(1)
      expect(await outbox('crm_lead')).toHaveLength(1)
    }
  )
})

describe('staff are told of every order (issue 18)', () => {
  scenario(
    'an account order: one letter to the orders mailbox and one CRM lead from the profile',
    async (scenario: StandardScenario) => {
      const { aigerim } = scenario.user
      await db.user.update({
        where: { id: aigerim.id },
        data: { lastName: 'Серикова', firstName: 'Айгерим', phone: '+77012345678' },
      })
      loginAs(aigerim)
      const { id } = scenario.order.draft
      await placeOrder(id, { shop: scenario.shop.atyrau.id, comment: 'Заберу сам' })
      await placeOrder(id) // placed already: nothing more is queued
      const [letter] = await staffLetters()
      expect(await staffLetters()).toHaveLength(1)
      expect(letter.idempotencyKey).toBe(`order-staff-letter:${id}`)
      const { subject, text } = letter.payload as { subject: string; text: string }
      expect(subject).toBe('Новый заказ A-000901: Серикова Айгерим')
      for (const part of [
        'Покупатель: Серикова Айгерим (покупатель с личным кабинетом)',
        'Телефон: +7 (701) 234 56 78',
        'E-mail: aigerim@example.kz',
        'Магазин: Атырау',
        'Комментарий: Заберу сам',
        '1. Насосная станция NS-100 (арт. NS-100) — 2 × 52 000,50 ₸',
        'Итого: 104 001 ₸',
      ]) {
        expect(text).toContain(part)
      }
      const leads = await db.callbackLead.findMany({ where: { orderId: id } })
      expect(leads).toMatchObject([
        {
          source: 'account_order',
          username: 'Серикова Айгерим',
          phone: '+77012345678',
          email: 'aigerim@example.kz',
          comment: 'Заберу сам',
          crmState: 'pending',
        },
      ])
      expect((await outbox('crm_lead')).map((m) => m.payload)).toEqual([
        { leadId: leads[0].id, order: expect.objectContaining({ status: 'placed' }) },
      ])
    }
  )

  scenario(
    'a guest order: one letter to the orders mailbox and one CRM lead from the form',
    async (scenario: StandardScenario) => {
      asGuest()
      const view = await placeGuestOrder(
        { ...guestPayload, shop: scenario.shop.atyrau.id },
        client()
      )
      const letters = await staffLetters()
      expect(letters).toHaveLength(1)
      const { text } = letters[0].payload as { text: string }
      expect(text).toContain('Покупатель: Асель (гость, без личного кабинета)')
      expect(text).toContain('Телефон: +7 (701) 555 44 33')
      expect(text).toContain('E-mail: asel@example.kz')
      expect(text).toContain('2. Фильтр F-7 (арт. F-7) — 1 × Цену уточняйте у менеджера')
      expect(await db.callbackLead.findMany({ where: { orderId: view.id } })).toMatchObject([
        { source: 'guest_order', username: 'Асель' },
      ])
      expect(await outbox('crm_lead')).toHaveLength(1)
    }
  )

  scenario(
    'an account with neither name nor phone: the lead is named by the e-mail',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      await placeOrder(scenario.order.draft.id)
      expect(
        await db.callbackLead.findMany({ where: { orderId: scenario.order.draft.id } })
      ).toMatchObject([{ source: 'account_order', username: 'aigerim@example.kz', phone: '' }])
      const { text } = (await staffLetters())[0].payload as { text: string }
      expect(text).toContain('Телефон: не указан')
    }
  )
})

describe('account tabs and search', () => {
  scenario(
    'split the caller’s orders by status, newest first',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      const numbers = async (group: 'current' | 'drafts' | 'history') =>
        (await listMyOrders(group)).results.map((o) => o.number)
      expect(await numbers('current')).toEqual(['A-000902'])
      expect(await numbers('drafts')).toEqual(['A-000901'])
      expect(await numbers('history')).toEqual(['A-000903'])
      loginAs(scenario.user.daniyar)
      expect(await numbers('drafts')).toEqual(['A-000904'])
    }
  )

  scenario('search filters by number, days and status', async (scenario: StandardScenario) => {
    loginAs(scenario.user.aigerim)
    const found = async (input: Parameters<typeof searchMyOrders>[0]) =>
      (await searchMyOrders(input)).results.map((o) => o.number).sort()
    expect(await found({ number: '902' })).toEqual(['A-000902'])
    expect(await found({ dateFrom: '2026-03-01', dateTo: '2026-03-02' })).toEqual(['A-000902'])
    expect(await found({ dateTo: '2026-02-01' })).toEqual(['A-000903'])
    expect(await found({ status: 'completed' })).toEqual(['A-000903'])
    expect(await found({ number: '904' })).toEqual([])
    await expect(searchMyOrders({ status: 'lost' })).rejects.toThrow(InvalidInputError)
    await expect(searchMyOrders({ dateFrom: '02.03.2026' })).rejects.toMatchObject({
      fields: { date_from: ['Введите дату в формате ГГГГ-ММ-ДД.'] },
    })
  })
})

describe('delete and copy', () => {
  scenario(
    'a draft is deleted, a placed order cancelled, a later one refused',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      expect(await deleteMyOrder(scenario.order.draft.id, refundCancelledOrderPayment)).toBeNull()
      expect(await db.order.findUnique({ where: { id: scenario.order.draft.id } })).toBeNull()
      expect(
        await deleteMyOrder(scenario.order.placed.id, refundCancelledOrderPayment)
      ).toMatchObject({ status: 'cancelled' })
      await expect(
        deleteMyOrder(scenario.order.completed.id, refundCancelledOrderPayment)
      ).rejects.toThrow(ConflictError)
    }
  )

  scenario(
    'copy makes a new draft of any own order; copy-by-order adds into a draft',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      await db.orderItem.create({
        data: {
          orderId: scenario.order.completed.id,
          productId: scenario.product.retired.id,
          quantity: 1,
        },
      })
      const copy = await copyOrder(scenario.order.completed.id)
      expect(copy).toMatchObject({ status: 'draft' })
      expect(copy.id).not.toBe(scenario.order.completed.id)
      expect(copy.items.map((i) => i.product.article)).toEqual(['TANK-500'])

      const merged = await copyItemsFromOrder(scenario.order.draft.id, scenario.order.placed.id)
      expect(merged.items.map((i) => [i.product.article, i.quantity])).toEqual([['NS-100', 4]])
      await expect(
        copyItemsFromOrder(scenario.order.placed.id, scenario.order.draft.id)
      ).rejects.toThrow(ConflictError)
    }
  )
})

describe('who may do what', () => {
  scenario(
    'guests get 401 and other customers 404 for every call on an order',
    async (scenario: StandardScenario) => {
      const { draft } = scenario.order
      const [item] = await db.orderItem.findMany({ where: { orderId: draft.id } })
      const calls = [
        () => getMyOrder(draft.id),
        () => addOrderItems(draft.id, [{ product: 'F-7' }]),
        () => setOrderItemQuantity(draft.id, item.id, 1),
        () => removeOrderItems(draft.id, [item.id]),
        () => placeOrder(draft.id),
        () => deleteMyOrder(draft.id, refundCancelledOrderPayment),
        () => copyOrder(draft.id),
        () => copyItemsFromOrder(scenario.order.danDraft.id, draft.id),
      ]
      asGuest()
      for (const call of calls) await expect(call()).rejects.toThrow(NotAuthenticatedError)
      await expect(listMyOrders('current')).rejects.toThrow(NotAuthenticatedError)
      await expect(createDraftOrder()).rejects.toThrow(NotAuthenticatedError)
      loginAs(scenario.user.daniyar)
      for (const call of calls) await expect(call()).rejects.toThrow(NotFoundError)
      const untouched = await db.order.findUniqueOrThrow({
        where: { id: draft.id },
        include: { items: true },
      })
      expect(untouched).toMatchObject({ status: 'draft', items: [{ quantity: 2 }] })
    }
  )

  scenario(
    'only managers (and admins) move orders along the lifecycle; the owner is told',
    async (scenario: StandardScenario) => {
      const { placed } = scenario.order
      loginAs(scenario.user.aigerim)
      await expect(changeOrderStatus(placed.id, 'confirmed')).rejects.toThrow(PermissionDeniedError)
      loginAs(scenario.user.manager)
      expect(await changeOrderStatus(placed.id, 'confirmed')).toMatchObject({ status: 'confirmed' })
      await expect(changeOrderStatus(placed.id, 'completed')).rejects.toThrow(
        'Нельзя перевести заказ из статуса «Подтверждён» в статус «Выполнен».'
      )
      await expect(changeOrderStatus(placed.id, 'lost')).rejects.toThrow(InvalidInputError)
      expect(
        await db.notification.findMany({ where: { userId: scenario.user.aigerim.id } })
      ).toMatchObject([{ kind: 'order_status', title: 'Заказ A-000902 подтверждён' }])
      // Confirmed: the customer can no longer cancel it.
      loginAs(scenario.user.aigerim)
      await expect(deleteMyOrder(placed.id, refundCancelledOrderPayment)).rejects.toThrow(
        ConflictError
      )
    }
  )

  scenario('admins have the order rights of managers', async (scenario: StandardScenario) => {
    loginAs({ ...scenario.user.manager, role: 'admin' })
    expect(await changeOrderStatus(scenario.order.placed.id, 'confirmed')).toMatchObject({
      status: 'confirmed',
    })
  })

  scenario(
    'role × status change: guest 401, customer 403, editor 403, manager and admin move it',
    async (scenario: StandardScenario) => {
      const { placed } = scenario.order
      const { aigerim, editor, manager } = scenario.user
      asGuest()
      await expect(changeOrderStatus(placed.id, 'confirmed')).rejects.toThrow(NotAuthenticatedError)
      for (const refused of [aigerim, editor]) {
        loginAs(refused)
        await expect(changeOrderStatus(placed.id, 'confirmed')).rejects.toThrow(
          PermissionDeniedError
        )
      }
      expect((await db.order.findUniqueOrThrow({ where: { id: placed.id } })).status).toBe('placed')
      loginAs(manager)
      expect(await changeOrderStatus(placed.id, 'confirmed')).toMatchObject({ status: 'confirmed' })
      loginAs({ ...manager, role: 'admin' })
      expect(await changeOrderStatus(placed.id, 'assembling')).toMatchObject({
        status: 'assembling',
      })
    }
  )
})

describe('every status change goes through the one transition step', () => {
  const moves = async (orderId: number) =>
    (await historyOfOrder(orderId)).map((entry) => [
      entry.fromStatus,
      entry.toStatus,
      entry.actor,
      entry.comment,
    ])

  scenario(
    'placing, the shop’s moves and a cancellation are each recorded once, with who and why',
    async (scenario: StandardScenario) => {
      const { draft } = scenario.order
      loginAs(scenario.user.aigerim)
      await placeOrder(draft.id)
      await placeOrder(draft.id) // repeated: no second move
      loginAs(scenario.user.manager)
      await changeOrderStatus(draft.id, 'confirmed', 'Всё есть на складе')
      await changeOrderStatus(draft.id, 'confirmed') // the same status: no move
      await changeOrderStatus(draft.id, 'cancelled', 'Клиент передумал')
      expect(await moves(draft.id)).toEqual([
        ['draft', 'placed', 'customer', ''],
        ['placed', 'confirmed', 'staff', 'Всё есть на складе'],
        ['confirmed', 'cancelled', 'staff', 'Клиент передумал'],
      ])
      const rows = await db.orderHistory.findMany({ where: { orderId: draft.id } })
      expect(rows.map((row) => row.actorId)).toEqual([
        scenario.user.aigerim.id,
        scenario.user.manager.id,
        scenario.user.manager.id,
      ])
      const stored = await db.order.findUniqueOrThrow({ where: { id: draft.id } })
      expect(stored.cancelledAt).toEqual(stored.statusChangedAt)
      expect(stored.placedAt!.getTime()).toBeLessThan(stored.cancelledAt!.getTime() + 1)
      // The owner reads the shop's comment in the notification of the move.
      expect(
        await db.notification.findMany({
          where: { userId: scenario.user.aigerim.id, kind: 'order_status' },
          orderBy: { id: 'asc' },
        })
      ).toMatchObject([
        {
          title: 'Заказ A-000901 подтверждён',
          body: expect.stringContaining('Комментарий менеджера: Всё есть на складе'),
        },
        {
          title: 'Заказ A-000901 отменён магазином',
          body: expect.stringContaining('Комментарий менеджера: Клиент передумал'),
          link: '/personal-account?tab=historyorders',
        },
      ])
      // Each of the shop's moves is a letter to the buyer too (issue 30 §2), one per move.
      const steps = (await outbox('mail')).filter((m) => m.idempotencyKey.startsWith('order-step:'))
      expect(steps.map((m) => (m.payload as { subject: string }).subject)).toEqual([
        'Заказ A-000901 подтверждён — Акватория',
        'Заказ A-000901 отменён магазином — Акватория',
      ])
    }
  )

  scenario(
    'a guest order is recorded as placed by the guest; a customer’s cancellation by them',
    async (scenario: StandardScenario) => {
      asGuest()
      const view = await placeGuestOrder(
        { ...guestPayload, shop: scenario.shop.atyrau.id },
        client()
      )
      expect(await moves(view.id)).toEqual([['draft', 'placed', 'guest', '']])
      loginAs(scenario.user.aigerim)
      await deleteMyOrder(scenario.order.placed.id, refundCancelledOrderPayment)
      expect(await moves(scenario.order.placed.id)).toEqual([
        ['placed', 'cancelled', 'customer', ''],
      ])
      // The customer made it: they are not told of it; the orders mailbox is (issue 30 §2).
      expect(await db.notification.count({ where: { kind: 'order_status' } })).toBe(0)
      const cancelLetters = (await staffLetters()).filter((m) =>
        m.idempotencyKey.startsWith('order-cancel-staff:')
      )
      expect(cancelLetters.map((m) => (m.payload as { subject: string }).subject)).toEqual([
        expect.stringMatching(/^Покупатель отменил заказ A-\d+/),
      ])
    }
  )

  scenario(
    'a move from a status the order no longer has is 409, and nothing of it is stored',
    async (scenario: StandardScenario) => {
      const { placed } = scenario.order
      loginAs(scenario.user.manager)
      await changeOrderStatus(placed.id, 'confirmed')
      // A writer that read «placed» before the confirmation and did not lock.
      const stale = db.$transaction((tx) =>
        transitionOrder(
          tx,
          { id: placed.id, status: 'placed' },
          { to: 'cancelled', actor: 'customer', actorId: scenario.user.aigerim.id }
        )
      )
      await expect(stale).rejects.toThrow(ConflictError)
      await expect(stale).rejects.toThrow(CONCURRENT_CHANGE_MESSAGE)
      expect(await db.order.findUniqueOrThrow({ where: { id: placed.id } })).toMatchObject({
        status: 'confirmed',
        cancelledAt: null,
      })
      expect(await moves(placed.id)).toEqual([['placed', 'confirmed', 'staff', '']])
    }
  )

  scenario(
    'a move the table refuses writes nothing: no status, no history, no notification',
    async (scenario: StandardScenario) => {
      const { completed } = scenario.order
      loginAs(scenario.user.manager)
      await expect(changeOrderStatus(completed.id, 'ready')).rejects.toThrow(ConflictError)
      expect(await moves(completed.id)).toEqual([])
      expect(await db.notification.count()).toBe(0)
      expect((await db.order.findUniqueOrThrow({ where: { id: completed.id } })).status).toBe(
        'completed'
      )
    }
  )
})

describe('GraphQL: the order workflow through its one schema', () => {
  scenario(
    'an order’s lines name the goods in the reader’s language: Kazakh where written (issue 33)',
    async (scenario: StandardScenario) => {
      asGuest()
      await db.product.update({
        where: { article: 'NS-100' },
        data: { nameKk: 'Сорғы станциясы NS-100' },
      })
      const call = async (query: string, variables: Record<string, unknown>, language: string) =>
        (await askGraphql(query, variables, { 'accept-language': language })).body
      const placed = await call(
        'mutation ($i: GuestOrderInput!) { submitGuestOrder(input: $i) { number } }',
        { i: { ...guestPayload, shop: scenario.shop.atyrau.id } },
        'ru'
      )
      const lines = async (language: string) =>
        (
          await call(
            'query ($o: String!, $p: String!) { guestOrder(order: $o, phone: $p) { items { product { article name nameLang } } } }',
            { o: placed.data.submitGuestOrder.number, p: '+7 (701) 555 44 33' },
            language
          )
        ).data.guestOrder.items.map(
          ({ product }: { product: { article: string; name: string; nameLang: string } }) => [
            product.article,
            product.name,
            product.nameLang,
          ]
        )
      const russian = (await lines('ru')).sort()
      const kazakh = (await lines('kk')).sort()
      // F-7 has no Kazakh name: the Russian one, marked so.
      expect(kazakh[0]).toEqual(russian[0])
      expect(kazakh[0][2]).toBe('ru')
      expect(kazakh[1]).toEqual(['NS-100', 'Сорғы станциясы NS-100', 'kk'])
      expect(russian[1][2]).toBe('ru')
      expect(russian[1][1]).not.toBe('Сорғы станциясы NS-100')
    }
  )

  scenario(
    'a guest order placed over GraphQL is read back with its history; a bad input is refused',
    async (scenario: StandardScenario) => {
      asGuest()
      const call = async (query: string, variables: Record<string, unknown>) =>
        (await askGraphql(query, variables)).body
      const input = { ...guestPayload, shop: scenario.shop.atyrau.id }
      const placed = await call(
        'mutation ($i: GuestOrderInput!) { submitGuestOrder(input: $i) { id number status } }',
        { i: input }
      )
      expect(placed.data.submitGuestOrder.status).toBe('placed')
      const read = await call(
        'query ($o: String!, $p: String!) { guestOrder(order: $o, phone: $p) { id history { fromStatus toStatus toStatusTitle actor comment } } }',
        // The number as the shopper was shown it, typed in lower case.
        { o: placed.data.submitGuestOrder.number.toLowerCase(), p: '+7 (701) 555 44 33' }
      )
      expect(read.data.guestOrder.id).toBe(placed.data.submitGuestOrder.id)
      expect(read.data.guestOrder.history).toEqual([
        {
          fromStatus: 'draft',
          toStatus: 'placed',
          toStatusTitle: 'Оформлен',
          actor: 'guest',
          comment: '',
        },
      ])
      const refused = await call(
        'mutation ($i: GuestOrderInput!) { submitGuestOrder(input: $i) { id } }',
        { i: { ...input, name: 'Асель\u202e', comment: 'x'.repeat(2001) } }
      )
      expect(refused.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { name: [expect.any(String)], comment: [expect.any(String)] },
      })
      expect(await db.order.count({ where: { userId: null } })).toBe(2)
    }
  )
})
