import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { User } from '@prisma/client'
import { adminProductForm } from 'testing/adminProductForm'
import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'
import { RESERVATION_NOT_COVERED_MESSAGE } from 'src/lib/domain/stockAvailability'
import { ConflictError, ServiceUnavailableError } from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { importProductFile } from 'src/modules/catalog/import/importer'
import {
  draftOrderInput,
  orderStatusInput,
  placeOrderInput,
} from 'src/modules/orders/rules/draftOrder'
import { guestOrderInput } from 'src/modules/orders/rules/guestOrder'
import { payOrder, refundCancelledOrderPayment } from 'src/modules/payments'
import { serializeProduct } from 'src/rest/serializers/product'
import { saveAdminProduct } from 'src/services/adminCatalog/adminCatalog'
import { dashboardCounts } from 'src/services/adminDashboard/adminDashboard'
import { getMyCart } from 'src/services/cart/cart'
import { listProducts, productByArticle } from 'src/services/products/products'

import { deleteMyOrder } from '../myOrders'

import { createDraftOrder } from './drafts'
import { placeGuestOrder } from './guestCheckout'
import { placeOrder } from './placing'
import { changeOrderStatus } from './staffOrders'
import type { StandardScenario } from './stockReservations.scenarios'

const loginAs = (user: User) =>
  mockCurrentUser(currentUserFixture({ id: user.id, email: user.email, role: user.role }))

const place = (id: number, raw: Record<string, unknown> = {}) =>
  placeOrder(id, parseInput(placeOrderInput, raw))

const draftsOf = (userId: number) =>
  db.order.findMany({ where: { userId, status: 'draft' }, orderBy: { id: 'asc' } })

const heldOf = (productId: number) =>
  db.stockReservation.findMany({ where: { productId }, orderBy: { id: 'asc' } })

/** The last unit held by one of Aigerim's drafts, placed for pickup in Atyrau. */
async function placeLastUnit(s: StandardScenario) {
  loginAs(s.user.aigerim)
  const [draft] = await draftsOf(s.user.aigerim.id)
  await place(draft.id, { shop: s.shop.atyrau.id })
  return draft.id
}

/** The product page's and the list's wire rows of LAST-1, as `viewer` sees them. */
async function shownLastUnit(viewer: User | null) {
  mockCurrentUser(viewer ? currentUserFixture({ id: viewer.id, role: viewer.role }) : null)
  const page = serializeProduct(await productByArticle('LAST-1'), viewer !== null)
  const listed = (await listProducts({ filter: { search: 'LAST-1' } })).results.find(
    (row) => row.article === 'LAST-1'
  )!
  return { page, listed: serializeProduct(listed, viewer !== null) }
}

// Five placings in parallel wait on one another's locks; a shared machine may be slow.
jest.setTimeout(30_000)

const SHOP = { origin: 'http://shop.test', apiBase: 'http://shop.test/api' }

describe('the last unit (issue 28 §2)', () => {
  scenario(
    'five parallel placings of the last unit: exactly one is placed, the others hear what is left',
    async (s: StandardScenario) => {
      loginAs(s.user.aigerim)
      const drafts = await draftsOf(s.user.aigerim.id)
      expect(drafts).toHaveLength(5)
      const results = await Promise.allSettled(
        drafts.map((draft) => place(draft.id, { shop: s.shop.atyrau.id }))
      )
      const placed = results.filter((r) => r.status === 'fulfilled')
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      expect(placed).toHaveLength(1)
      expect(refused).toHaveLength(4)
      for (const { reason } of refused) {
        expect(reason).toBeInstanceOf(ConflictError)
        expect(reason.message).toBe(
          'Некоторых товаров нет в нужном количестве: «Насос последний» — В наличии 0 товаров. Измените количество и оформите заказ снова.'
        )
        expect(reason.details).toMatchObject({
          items: [{ article: 'LAST-1', quantity: 1, available: 0, message: 'В наличии 0 товаров' }],
        })
      }
      expect(await db.order.count({ where: { status: 'placed' } })).toBe(1)
      expect(await draftsOf(s.user.aigerim.id)).toHaveLength(4)
      expect(await heldOf(s.product.last.id)).toMatchObject([
        { shopId: s.shop.atyrau.id, quantity: 1 },
      ])
    }
  )

  scenario(
    'the held unit is out of stock to every other shopper: product page, list, guests',
    async (s: StandardScenario) => {
      expect((await shownLastUnit(s.user.daniyar)).page).toMatchObject({
        quantity: 1,
        is_available: true,
        balance: [{ is_available: true, count: 1 }],
      })
      await placeLastUnit(s)
      for (const viewer of [s.user.daniyar, null]) {
        const { page, listed } = await shownLastUnit(viewer)
        for (const row of [page, listed]) {
          expect(row).toMatchObject({ is_available: false, quantity: viewer ? 0 : null })
          expect(row.balance.map((line) => line.is_available)).toEqual([false])
        }
      }
      // Daniyar's draft of it is marked: nothing is free (SPEC §4 «В наличии 0 товаров»).
      loginAs(s.user.daniyar)
      const draft = await createDraftOrder(
        parseInput(draftOrderInput, { items: [{ product: 'LAST-1', quantity: 1 }] })
      )
      expect(draft.items[0]).toMatchObject({ correct: false, errorMessage: 'В наличии 0 товаров' })
      await expect(place(draft.id)).rejects.toThrow('«Насос последний» — В наличии 0 товаров')
    }
  )

  scenario('cancelling or completing an order frees what it held', async (s: StandardScenario) => {
    const first = await placeLastUnit(s)
    expect(await heldOf(s.product.last.id)).toHaveLength(1)
    await deleteMyOrder(first, refundCancelledOrderPayment) // a customer cancels a placed order
    expect(await heldOf(s.product.last.id)).toEqual([])
    expect((await shownLastUnit(null)).page.is_available).toBe(true)

    const second = await placeLastUnit(s)
    expect(await heldOf(s.product.last.id)).toMatchObject([{ orderId: second }])
    loginAs(s.user.manager)
    for (const status of ['confirmed', 'assembling', 'ready']) {
      await changeOrderStatus(
        second,
        parseInput(orderStatusInput, { status }),
        refundCancelledOrderPayment
      )
      expect(await heldOf(s.product.last.id)).toHaveLength(1)
    }
    await changeOrderStatus(
      second,
      parseInput(orderStatusInput, { status: 'completed' }),
      refundCancelledOrderPayment
    )
    expect(await heldOf(s.product.last.id)).toEqual([])
  })

  scenario(
    'drafts and the cart hint count what placed orders hold; holds name the shop or none',
    async (s: StandardScenario) => {
      // Daniyar's delivery order holds 3 filters against all shops (no shop named).
      loginAs(s.user.daniyar)
      const his = await createDraftOrder(
        parseInput(draftOrderInput, { items: [{ product: 'F-5', quantity: 3 }] })
      )
      await place(his.id)
      expect(await heldOf(s.product.filter.id)).toMatchObject([{ shopId: null, quantity: 3 }])

      loginAs(s.user.aigerim)
      expect((await getMyCart()).lines[0]).toMatchObject({
        quantity: 4,
        stockMessage: 'В наличии 2 товаров',
      })
      const mine = await createDraftOrder(
        parseInput(draftOrderInput, { items: [{ product: 'F-5', quantity: 4 }] })
      )
      expect(mine.items[0]).toMatchObject({ quantity: 2, correct: true, allCount: 2 })
      // Both left are placed for pickup in Aktobe: held there, and nothing is free anywhere.
      await place(mine.id, { shop: s.shop.aktobe.id })
      expect(await heldOf(s.product.filter.id)).toMatchObject([
        { shopId: null, quantity: 3 },
        { shopId: s.shop.aktobe.id, quantity: 2 },
      ])
      const shown = serializeProduct(await productByArticle('F-5'), true)
      expect(shown).toMatchObject({ quantity: 0, is_available: false })
      expect(shown.balance.map((line) => line.count)).toEqual([0, 0])
    }
  )

  scenario(
    'a guest operator order holds what is free and keeps what was asked',
    async (s: StandardScenario) => {
      mockCurrentUser(null)
      const guest = await placeGuestOrder(
        parseInput(guestOrderInput, {
          name: 'Гость',
          email: 'guest@example.kz',
          phoneNumber: '+7 701 111 22 33',
          shop: s.shop.atyrau.id,
          items: [{ product: 'LAST-1', quantity: 2 }],
          privacyPolicyAccepted: true,
        }),
        { ip: '10.0.0.1' }
      )
      expect(guest.items[0].quantity).toBe(2)
      expect(await heldOf(s.product.last.id)).toMatchObject([
        { orderId: guest.id, shopId: s.shop.atyrau.id, quantity: 1 },
      ])
      loginAs(s.user.aigerim)
      const [draft] = await draftsOf(s.user.aigerim.id)
      await expect(place(draft.id)).rejects.toThrow(ConflictError)
    }
  )
})

describe('stock lowered under the holds (an import, the 1C exchange, an editor)', () => {
  let work: string
  beforeEach(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'stock-reservations-'))
  })
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }))

  /** A stock sheet as editors import it: the Atyrau count of each article given. */
  const importAtyrauStock = (rows: [string, number][]) => {
    const file = path.join(work, 'stock.csv')
    const lines = ['Артикул;Остаток Атырау', ...rows.map(([a, n]) => `${a};${n}`)]
    fs.writeFileSync(file, '\ufeff' + lines.join('\r\n') + '\r\n')
    return importProductFile(file)
  }

  scenario(
    'an import that lowers the stock puts the order on the dashboard; stock back, it leaves',
    async (s: StandardScenario) => {
      const orderId = await placeLastUnit(s)
      expect((await dashboardCounts(new Date())).ordersShortOfStock).toEqual([])
      const result = await importAtyrauStock([['LAST-1', 0]])
      expect(result.written).toBe(true)
      const order = await db.order.findUniqueOrThrow({ where: { id: orderId } })
      expect((await dashboardCounts(new Date())).ordersShortOfStock).toEqual([
        { id: orderId, number: order.number },
      ])
      await importAtyrauStock([['LAST-1', 1]])
      expect((await dashboardCounts(new Date())).ordersShortOfStock).toEqual([])
    }
  )

  scenario(
    'an editor lowering the stock in the product edit puts the order on the dashboard',
    async (s: StandardScenario) => {
      const orderId = await placeLastUnit(s)
      loginAs(s.user.editor)
      const form = await adminProductForm(s.product.last.id)
      await saveAdminProduct({
        input: { ...form, stock: [{ shopId: s.shop.atyrau.id, count: 0 }] },
      })
      expect((await dashboardCounts(new Date())).ordersShortOfStock).toMatchObject([
        { id: orderId },
      ])
    }
  )

  scenario(
    'an order whose held units are no longer covered may not be paid online',
    async (s: StandardScenario) => {
      Object.assign(process.env, {
        FREEDOM_PAY_MERCHANT_ID: '100000',
        FREEDOM_PAY_SECRET_KEY: 'k',
        // Nothing listens there: a payment allowed to start fails at the gateway (503).
        FREEDOM_PAY_GATEWAY_URL: 'http://127.0.0.1:9',
      })
      const orderId = await placeLastUnit(s)
      await db.order.update({
        where: { id: orderId },
        data: { paymentTypeId: s.paymentType.online.id },
      })
      await importAtyrauStock([['LAST-1', 0]])
      loginAs(s.user.aigerim)
      await expect(payOrder(orderId, SHOP, { ip: '203.0.113.9' })).rejects.toThrow(
        RESERVATION_NOT_COVERED_MESSAGE
      )
      expect(await db.payment.count({ where: { orderId } })).toBe(0)

      // Covered again: the payment starts (and reaches the gateway, which is down here).
      await importAtyrauStock([['LAST-1', 1]])
      await expect(payOrder(orderId, SHOP, { ip: '203.0.113.9' })).rejects.toThrow(
        ServiceUnavailableError
      )
      expect(await db.payment.count({ where: { orderId } })).toBe(1)
    }
  )
})
