import { Prisma } from '@prisma/client'
import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'
import { cartAddInput } from 'src/lib/domain/cartInput'
import { isPriced } from 'src/lib/domain/money'
import { SALE_CATEGORY_NAME } from 'src/lib/domain/productFilters'
import { parseInput } from 'src/lib/input'
import { userInfoById } from 'src/lib/userInfo'
import { loadView } from 'src/modules/orders'
import { draftOrderInput, placeOrderInput } from 'src/modules/orders/rules/draftOrder'
import { createDraftOrder } from 'src/modules/orders/workflow/drafts'
import { placeOrder } from 'src/modules/orders/workflow/placing'
import { addToMyCart, previewCart } from 'src/services/cart/cart'
import {
  catalogFilters,
  clearCatalogFiltersCache,
} from 'src/services/catalogFilters/catalogFilters'

import {
  clearProductCaches,
  listProducts,
  productByArticle,
  productInclude,
  productPriceLimits,
} from '../../services/products/products'

import {
  currentPriceSql,
  lastPriceSql,
  PRICED,
  pricedForViewer,
  pricedFrom,
  pricedSql,
  priceViewOfUser,
  RETAIL_VIEW,
} from './priceView'
import type { StandardScenario } from './priceView.scenarios'

/** Logs a scenario user in the way getCurrentUser does (group → price type included). */
async function actAs(userId: number) {
  const info = await userInfoById(userId)
  mockCurrentUser(currentUserFixture({ ...info!, id: userId }))
}

const inScope = { categoryName: 'Типы цен' }
const prices = (page: { results: { article: string; currentPrice: unknown }[] }) =>
  page.results.map((p) => [p.article, Number(p.currentPrice)])

describe('prices by the viewer’s price type', () => {
  beforeEach(() => {
    clearProductCaches()
    clearCatalogFiltersCache()
  })

  scenario(
    'a guest and a retail customer see retail; a dealer sees their own',
    async (s: StandardScenario) => {
      mockCurrentUser(null)
      const asGuest = await productByArticle('PT-A')
      expect(Number(asGuest.currentPrice)).toBe(12000)
      expect(asGuest.retailPrice).toBeNull()
      expect(asGuest.priceTypeName).toBe('Розничная')
      // Retail's own break shows to everyone who pays retail.
      expect(asGuest.priceBreaks).toEqual([{ minQuantity: 5, price: 11000 }])

      await actAs(s.user.retail.id)
      expect(Number((await productByArticle('PT-A')).currentPrice)).toBe(12000)

      await actAs(s.user.dealer.id)
      const asDealer = await productByArticle('PT-A')
      expect(asDealer).toMatchObject({ priceTypeName: 'Дилерская', lastPrice: null })
      expect(Number(asDealer.currentPrice)).toBe(10000)
      expect(Number(asDealer.retailPrice)).toBe(12000)
      expect(asDealer.priceBreaks).toEqual([{ minQuantity: 10, price: 9000 }])
    }
  )

  scenario(
    'the list orders, filters and bounds by the viewer’s price',
    async (s: StandardScenario) => {
      mockCurrentUser(null)
      const guestList = await listProducts({ filter: inScope, ordering: 'current_price' })
      // «On request» goods go last in price order.
      expect(prices(guestList)).toEqual([
        ['PT-B', 5000],
        ['PT-E', 5000],
        ['PT-C', 8000],
        ['PT-A', 12000],
        ['PT-D', 0],
      ])
      const guestBand = await listProducts({
        filter: { ...inScope, price: { min: 9000, max: 11000 } },
      })
      expect(guestBand.count).toBe(0)
      expect(await productPriceLimits(inScope)).toEqual({ minPrice: 5000, maxPrice: 12000 })

      await actAs(s.user.dealer.id)
      const dealerList = await listProducts({ filter: inScope, ordering: 'current_price' })
      expect(prices(dealerList)).toEqual([
        ['PT-D', 3000],
        ['PT-E', 4500],
        ['PT-B', 5000],
        ['PT-C', 8000],
        ['PT-A', 10000],
      ])
      const descending = await listProducts({ filter: inScope, ordering: '-current_price' })
      expect(descending.results.map((p) => p.article)).toEqual([
        'PT-A',
        'PT-C',
        'PT-B',
        'PT-E',
        'PT-D',
      ])
      // The same filter the guest asked (and whose count is cached) selects the dealer's own.
      const dealerBand = await listProducts({
        filter: { ...inScope, price: { min: 9000, max: 11000 } },
      })
      expect(dealerBand.count).toBe(1)
      expect(dealerBand.results.map((p) => p.article)).toEqual(['PT-A'])
      expect(await productPriceLimits(inScope)).toEqual({ minPrice: 3000, maxPrice: 10000 })
    }
  )

  scenario(
    '«sale» means a struck-through price the viewer pays under',
    async (s: StandardScenario) => {
      const sale = { ...inScope, categoryName: SALE_CATEGORY_NAME }
      mockCurrentUser(null)
      const guest = await listProducts({ filter: sale, ordering: 'name' })
      expect(guest.results.map((p) => p.article).filter((a) => a.startsWith('PT-'))).toEqual([
        'PT-B',
        'PT-E',
      ])
      await actAs(s.user.dealer.id)
      const dealer = await listProducts({ filter: sale, ordering: 'name' })
      // PT-E's dealer price is below the promotion: no old price for the dealer.
      expect(dealer.results.map((p) => p.article).filter((a) => a.startsWith('PT-'))).toEqual([
        'PT-B',
      ])
    }
  )

  scenario('cached filter ranges never cross price types', async (s: StandardScenario) => {
    const subcategoryless = async () => (await catalogFilters(null)).price
    mockCurrentUser(null)
    const guest = await subcategoryless()
    await actAs(s.user.dealer.id)
    const dealer = await subcategoryless()
    mockCurrentUser(null)
    expect(await subcategoryless()).toEqual(guest)
    expect(dealer!.min).toBeLessThan(guest!.min)
    expect(dealer).toEqual({ min: 3000, max: 10000 })
  })

  scenario(
    'the list’s SQL states the same rule as pricedForViewer',
    async (s: StandardScenario) => {
      for (const userId of [null, s.user.dealer.id]) {
        const view = await priceViewOfUser(db, userId)
        const rows = await db.$queryRaw<{ id: number; current: unknown; last: unknown }[]>`
        SELECT p.id, ${currentPriceSql(view)} AS current, ${lastPriceSql(view)} AS last
        FROM ${pricedFrom(view)} WHERE p.article LIKE 'PT-%'`
        const stored = await db.product.findMany({
          where: { article: { startsWith: 'PT-' } },
          include: productInclude,
        })
        for (const row of rows) {
          const seen = pricedForViewer(stored.find((p) => p.id === row.id)!, view)
          expect([
            row.id,
            Number(row.current),
            row.last === null ? null : Number(row.last),
          ]).toEqual([
            row.id,
            Number(seen.currentPrice),
            seen.lastPrice === null ? null : Number(seen.lastPrice),
          ])
        }
      }
      expect((await priceViewOfUser(db, s.user.retail.id)).code).toBe(RETAIL_VIEW.code)
    }
  )

  scenario('«priced» is one rule in TypeScript, in SQL and as a Prisma filter', async () => {
    const section = await db.category.findUniqueOrThrow({ where: { name: 'Типы цен' } })
    // PT-D is 0 («on request»); the old site also wrote -1.
    await db.product.create({
      data: {
        article: 'PT-M',
        name: 'Товар PT-M',
        slug: 'pt-m',
        price: -1,
        currentPrice: -1,
        categoryId: section.id,
      },
    })
    const rows = await db.product.findMany({
      where: { categoryId: section.id },
      select: { id: true, currentPrice: true },
    })
    const ids = (list: { id: number }[]) => list.map((row) => row.id).sort((a, b) => a - b)
    const byRule = ids(rows.filter((row) => isPriced(row.currentPrice)))
    expect(byRule).toHaveLength(rows.length - 2)
    const byFilter = await db.product.findMany({
      where: { categoryId: section.id, currentPrice: PRICED },
      select: { id: true },
    })
    expect(ids(byFilter)).toEqual(byRule)
    const bySql = await db.$queryRaw<{ id: number }[]>`
      SELECT p.id FROM "Product" p
      WHERE p."categoryId" = ${section.id} AND ${pricedSql(Prisma.sql`p."currentPrice"`)}`
    expect(ids(bySql)).toEqual(byRule)
  })

  scenario(
    'the customer group is the first by position, then by id: every reader agrees',
    async (s: StandardScenario) => {
      const dealers = await db.customerGroup.findUniqueOrThrow({ where: { name: 'pt-dealers' } })
      const plain = await db.customerGroup.create({ data: { name: 'pt-plain', title: 'Без типа' } })
      const user = await db.user.create({
        data: {
          email: 'two-groups@example.kz',
          hashedPassword: 'x',
          salt: 'x',
          groups: {
            create: [
              { groupId: dealers.id, position: 1 },
              { groupId: plain.id, position: 0 },
            ],
          },
        },
      })
      const order = await db.order.create({
        data: {
          number: 'PT-900',
          userId: user.id,
          items: { create: [{ productId: s.product.a.id, quantity: 1 }] },
        },
      })
      /** What pricing, the session's user info and an order's view each make of the groups. */
      const readers = async () => [
        (await priceViewOfUser(db, user.id)).name,
        (await userInfoById(user.id))!.priceType?.name ?? 'Розничная',
        (await loadView(order.id)).items[0].product.priceTypeName,
      ]
      expect(await readers()).toEqual(['Розничная', 'Розничная', 'Розничная'])
      await db.userGroup.update({
        where: { userId_groupId: { userId: user.id, groupId: dealers.id } },
        data: { position: 0 },
      })
      // Both first by position: the older group (smaller id) is the customer group.
      const first = dealers.id < plain.id ? 'Дилерская' : 'Розничная'
      expect(await readers()).toEqual([first, first, first])
      await db.userGroup.update({
        where: { userId_groupId: { userId: user.id, groupId: plain.id } },
        data: { position: 2 },
      })
      expect(await readers()).toEqual(['Дилерская', 'Дилерская', 'Дилерская'])
    }
  )

  scenario(
    'the cart prices each line at its quantity, in the shopper’s type',
    async (s: StandardScenario) => {
      await actAs(s.user.dealer.id)
      const cart = await addToMyCart(parseInput(cartAddInput, { article: 'PT-A', quantity: 10 }))
      expect(cart.lines[0]).toMatchObject({ quantity: 10, unitPrice: 9000, lineTotal: 90000 })
      expect(cart.total).toBe(90000)

      // A guest's cart preview pays retail, with retail's break from 5 pieces.
      mockCurrentUser(null)
      const guest = await previewCart({ items: [{ product: 'PT-A', quantity: 5 }] })
      expect(guest.lines[0]).toMatchObject({ unitPrice: 11000, lineTotal: 55000 })
    }
  )

  scenario(
    'placing fixes the owner’s price for the quantity, and later changes leave it',
    async (s: StandardScenario) => {
      await actAs(s.user.dealer.id)
      const draft = await createDraftOrder(
        parseInput(draftOrderInput, {
          items: [
            { product: 'PT-A', quantity: 12 },
            { product: 'PT-B', quantity: 1 },
          ],
        })
      )
      // A draft shows today's prices of its owner's type.
      expect(draft.items.map((i) => [i.product.article, i.price, i.lineTotal])).toEqual([
        ['PT-A', 9000, 108000],
        ['PT-B', 5000, 5000],
      ])
      const placed = await placeOrder(draft.id, parseInput(placeOrderInput, {}))
      expect(placed.total).toBe(113000)
      const fixed = await db.orderItem.findMany({
        where: { orderId: draft.id },
        orderBy: { id: 'asc' },
      })
      expect(
        fixed.map((i) => [Number(i.price), i.lastPrice && Number(i.lastPrice), i.priceTypeName])
      ).toEqual([
        [9000, null, 'Дилерская'],
        [5000, 6000, 'Дилерская'],
      ])

      // The dealer price changes after placing: the order keeps what was fixed.
      await db.productPrice.updateMany({
        where: { product: { article: 'PT-A' } },
        data: { price: 1 },
      })
      const again = await placeOrder(draft.id, parseInput(placeOrderInput, {}))
      expect(again.items[0].price).toBe(9000)
      expect(again.total).toBe(113000)
    }
  )

  scenario(
    'the type list prices follow every write to prices, sections and types',
    async (s: StandardScenario) => {
      const dealer = await priceViewOfUser(db, s.user.dealer.id)
      const listPrice = async (article: string, typeId = dealer.id!) => {
        const row = await db.productTypePrice.findFirst({
          where: { priceTypeId: typeId, product: { article } },
        })
        return row && [Number(row.price), row.lastPrice && Number(row.lastPrice), row.categoryId]
      }
      const a = await db.product.findUniqueOrThrow({ where: { article: 'PT-A' } })
      expect(await listPrice('PT-A')).toEqual([10000, null, a.categoryId])

      // Retail falls below the dealer price: the dealer pays retail, with its old price.
      await db.product.update({
        where: { id: a.id },
        data: { currentPrice: 9500, lastPrice: 12000 },
      })
      expect(await listPrice('PT-A')).toEqual([9500, 12000, a.categoryId])
      // The dealer price goes: retail.
      await db.productPrice.deleteMany({ where: { productId: a.id, minQuantity: 1 } })
      expect(await listPrice('PT-A')).toEqual([9500, 12000, a.categoryId])
      await db.productPrice.create({
        data: { productId: a.id, priceTypeId: dealer.id!, minQuantity: 1, price: 7000 },
      })
      expect(await listPrice('PT-A')).toEqual([7000, null, a.categoryId])
      // A break is not the one-piece price.
      await db.productPrice.update({
        where: {
          productId_priceTypeId_minQuantity: {
            productId: a.id,
            priceTypeId: dealer.id!,
            minQuantity: 10,
          },
        },
        data: { price: 100 },
      })
      expect(await listPrice('PT-A')).toEqual([7000, null, a.categoryId])

      // Moved to another section, withdrawn: the list rows follow.
      const other = await db.category.create({ data: { name: 'Другой раздел', slug: 'other' } })
      await db.product.update({
        where: { id: a.id },
        data: { categoryId: other.id, isActive: false },
      })
      const moved = await db.productTypePrice.findFirstOrThrow({
        where: { priceTypeId: dealer.id!, productId: a.id },
      })
      expect([moved.categoryId, moved.isActive]).toEqual([other.id, false])

      // A new type lists every product (at retail until it has prices); retail itself never.
      const vip = await db.priceType.create({ data: { code: 'pt-vip', name: 'VIP' } })
      expect(await listPrice('PT-C', vip.id)).toEqual([8000, null, expect.any(Number)])
      expect(await db.productTypePrice.count({ where: { priceType: { code: 'retail' } } })).toBe(0)
    }
  )
})
