import { expectContract } from 'testing/rest/expectContract'
import { callV1, type Json } from 'testing/rest/testClient'
import { currentUserFixture } from 'testing/testUsers'

import { userInfoById } from 'src/lib/userInfo'
import { clearCatalogFiltersCache } from 'src/services/catalogFilters/catalogFilters'
import { clearProductCaches } from 'src/services/products/products'

import type { StandardScenario } from './priceTypes.scenarios'

/** A guest's GET through the session wrapper (no cookie): the shared, cached answer. */
const asGuest = (path: string, query: Record<string, string> = {}) => callV1(path, { query })

/** A logged-in customer's GET (mockCurrentUser as getCurrentUser builds it, price type included). */
async function asUser(userId: number, path: string, query: Record<string, string> = {}) {
  const info = await userInfoById(userId)
  mockCurrentUser(currentUserFixture({ ...info!, id: userId }))
  return callV1(path, { query, asCurrentUser: true })
}

const inScope = { category__name: 'Типы цен' }

beforeEach(() => {
  clearProductCaches()
  clearCatalogFiltersCache()
  mockCurrentUser(null)
})

describe('REST prices are the viewer’s (issue 20 part 1)', () => {
  scenario(
    'the product page: retail for a guest, the dealer’s own with retail for reference',
    async (s: StandardScenario) => {
      const guest = await asGuest('/product/PT-A/')
      expect(guest.status).toBe(200)
      expectContract('GET', '/product/:article/', guest.body)
      expect(guest.body).toMatchObject({
        current_price: 12000,
        last_price: null,
        retail_price: null,
        price_breaks: [{ min_quantity: 5, price: 11000 }],
        price_type: 'Розничная',
      })

      const dealer = await asUser(s.user.dealer.id, '/product/PT-A/')
      expectContract('GET', '/product/:article/', dealer.body)
      expect(dealer.headers['Cache-Control']).toBe('private, no-cache')
      expect(dealer.body).toMatchObject({
        price: 10000,
        current_price: 10000,
        last_price: null,
        retail_price: 12000,
        price_breaks: [{ min_quantity: 10, price: 9000 }],
        price_type: 'Дилерская',
      })

      // The guests' cached answer never took the dealer's prices, nor the other way round.
      mockCurrentUser(null)
      const guestAgain = await asGuest('/product/PT-A/')
      expect(guestAgain.body).toEqual(guest.body)
      expect((await asUser(s.user.dealer.id, '/product/PT-A/')).body).toEqual(dealer.body)
    }
  )

  scenario(
    'lists, price filters and price limits follow the viewer’s type',
    async (s: StandardScenario) => {
      const band = { ...inScope, current_price__gte: '9000', current_price__lte: '11000' }
      const guestBand = await asGuest('/product/', band)
      expect(guestBand.body!.count).toBe(0)
      const dealerBand = await asUser(s.user.dealer.id, '/product/', band)
      expectContract('GET', '/product/', dealerBand.body)
      expect(dealerBand.body!.results.map((p: Json) => [p.article, p.current_price])).toEqual([
        ['PT-A', 10000],
      ])
      mockCurrentUser(null)
      expect((await asGuest('/product/', band)).body!.count).toBe(0)

      expect((await asGuest('/product/price-limits/', inScope)).body).toEqual({
        min_price: 5000,
        max_price: 12000,
      })
      expect((await asUser(s.user.dealer.id, '/product/price-limits/', inScope)).body).toEqual({
        min_price: 3000,
        max_price: 10000,
      })
    }
  )

  scenario(
    'the cart prices a line at its quantity; GET /users/ names the price type',
    async (s: StandardScenario) => {
      const info = await userInfoById(s.user.dealer.id)
      mockCurrentUser(currentUserFixture({ ...info!, id: s.user.dealer.id }))
      const cart = await callV1('/cart/add/', {
        method: 'POST',
        body: { article: 'PT-A', quantity: 10 },
        asCurrentUser: true,
      })
      expect(cart.status).toBe(200)
      expect(cart.body!.products[0]).toMatchObject({
        current_price: 10000,
        unit_price: 9000,
        line_total: 90000,
        quantity: 10,
      })
      expect(cart.body!.total).toBe(90000)

      const me = await callV1('/users/', { asCurrentUser: true })
      expect(me.body!.price_type).toEqual({ code: 'pt-dealer', name: 'Дилерская' })
      const retail = await asUser(s.user.retail.id, '/users/')
      expect(retail.body!.price_type).toBeNull()
    }
  )
})
