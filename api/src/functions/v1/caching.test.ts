import { adminProductForm } from 'testing/adminProductForm'
import { callV1, type V1Answer } from 'testing/rest/testClient'
import { currentUserFixture } from 'testing/testUsers'

import { announceCacheChange, listenForCacheChanges } from 'src/lib/cacheSignals'
import { forgetCatalogCachesHere } from 'src/lib/catalogCaches'
import { forgetContentCachesHere } from 'src/lib/contentCaches'
import { db } from 'src/lib/db'
import { catalogResponses } from 'src/rest/responseCache'
import { saveAdminProduct } from 'src/services/adminCatalog/adminCatalog'
import { contentRecord, saveContentRecord } from 'src/services/adminContent/adminContent'

import type { StandardScenario } from './caching.scenarios'

jest.setTimeout(60_000)

type Who = { id: number; email: string; role: string }
const signIn = (user: Who | null) =>
  mockCurrentUser(user && currentUserFixture({ id: user.id, email: user.email, role: user.role }))

/** A guest's GET (through the session wrapper, no cookie), optionally conditional. */
const guestGet = (path: string, query: Record<string, string> = {}, etag?: string) =>
  callV1(path, { query, headers: etag ? { 'if-none-match': etag } : {} })

const etagOf = (answer: V1Answer) => String(answer.headers.ETag)

/** The editor's save of the product form with some fields changed (the back office's write). */
async function editProduct(s: StandardScenario, change: Record<string, unknown>) {
  signIn(s.user.editor)
  await saveAdminProduct({ input: { ...(await adminProductForm(s.product.pump.id)), ...change } })
  signIn(null)
}

beforeEach(() => signIn(null))

describe('HTTP caching of public catalogue reads', () => {
  scenario('a guest’s list carries an ETag, revalidating Cache-Control and 304s', async () => {
    const first = await guestGet('/product/')
    expect(first.status).toBe(200)
    expect(first.headers['Cache-Control']).toBe('public, max-age=0, must-revalidate')
    expect(first.headers.Vary).toBe('Cookie, Accept-Language')
    expect(etagOf(first)).toMatch(/^W\/".+"$/)

    const again = await guestGet('/product/', {}, etagOf(first))
    expect(again.status).toBe(304)
    expect(again.text).toBe('')
    expect(again.headers.ETag).toBe(first.headers.ETag)

    const other = await guestGet('/product/', {}, 'W/"something-else"')
    expect(other.status).toBe(200)
    expect(other.body).toEqual(first.body)
  })

  scenario('product, search, sections, brands and content reads are conditional too', async () => {
    for (const [path, query] of [
      ['/product/NS-100/', {}],
      ['/catalog/search/', { query: 'насос' }],
      ['/category/', {}],
      ['/brands/', {}],
      ['/shop/', {}],
      ['/news/', {}],
    ] as const) {
      const first = await guestGet(path, query)
      expect({ path, status: first.status }).toEqual({ path, status: 200 })
      const again = await guestGet(path, query, etagOf(first))
      expect({ path, status: again.status }).toEqual({ path, status: 304 })
    }
  })

  scenario('the answer kept for guests is the one a fresh read gives', async () => {
    const first = await guestGet('/product/', { page_size: '2' })
    expect(catalogResponses.size).toBe(1)
    const kept = await guestGet('/product/', { page_size: '2' })
    expect(kept.text).toBe(first.text)
    catalogResponses.clear()
    const fresh = await guestGet('/product/', { page_size: '2' })
    expect(fresh.text).toBe(first.text)
  })

  scenario('a price write changes the answer and its ETag at once', async (s: StandardScenario) => {
    const before = await guestGet('/product/NS-100/')
    const listBefore = await guestGet('/product/', { category__name: 'Насосы' })
    expect(before.body!.current_price).toBe(60000)

    await editProduct(s, { price: 55000 })

    const after = await guestGet('/product/NS-100/', {}, etagOf(before))
    expect(after.status).toBe(200)
    expect(after.body!.current_price).toBe(55000)
    expect(etagOf(after)).not.toBe(etagOf(before))
    const listAfter = await guestGet('/product/', { category__name: 'Насосы' }, etagOf(listBefore))
    expect(listAfter.status).toBe(200)
    expect(etagOf(listAfter)).not.toBe(etagOf(listBefore))
  })

  scenario('a stock write changes the answer and its ETag at once', async (s: StandardScenario) => {
    const before = await guestGet('/product/NS-100/')
    expect(before.body!.is_available).toBe(true)

    await editProduct(s, { stock: [{ shopId: s.shop.atyrau.id, count: 0 }] })

    const after = await guestGet('/product/NS-100/', {}, etagOf(before))
    expect(after.status).toBe(200)
    expect(after.body!.is_available).toBe(false)
    expect(etagOf(after)).not.toBe(etagOf(before))
  })

  scenario(
    'a content write changes the answer and its ETag at once',
    async (s: StandardScenario) => {
      const path = `/brands/${s.brand.grundfos.id}/`
      const before = await guestGet(path)
      expect(before.body!.name).toBe('Grundfos')

      signIn(s.user.editor)
      const record = await contentRecord({ kind: 'partners', id: String(s.brand.grundfos.id) })
      const { id: _id, ...values } = record.values
      await saveContentRecord({
        kind: 'partners',
        id: String(s.brand.grundfos.id),
        version: record.version,
        values: { ...values, name: 'Grundfos KZ' },
      })
      signIn(null)

      const after = await guestGet(path, {}, etagOf(before))
      expect(after.status).toBe(200)
      expect(after.body!.name).toBe('Grundfos KZ')
      expect(etagOf(after)).not.toBe(etagOf(before))
    }
  )

  scenario(
    'a logged-in viewer’s answer is private and never kept for guests',
    async (s: StandardScenario) => {
      signIn(s.user.customer)
      const mine = await callV1('/product/NS-100/', { asCurrentUser: true })
      expect(mine.status).toBe(200)
      // Stock counts per shop are for logged-in users only (SPEC §6).
      expect(mine.body!.balance[0].count).toBe(3)
      expect(mine.headers['Cache-Control']).toBe('private, no-cache')
      // Kept for the viewers of its price type (customerCaching.test.ts), apart from guests'.
      expect(catalogResponses.size).toBe(1)
      const again = await callV1('/product/NS-100/', {
        asCurrentUser: true,
        headers: { 'if-none-match': etagOf(mine) },
      })
      expect(again.status).toBe(304)

      signIn(null)
      const guest = await guestGet('/product/NS-100/', {}, etagOf(mine))
      expect(guest.status).toBe(200)
      expect(guest.body!.balance[0].count).toBeUndefined()
      expect(guest.headers['Cache-Control']).toBe('public, max-age=0, must-revalidate')
    }
  )

  scenario('personal answers are not stored anywhere', async (s: StandardScenario) => {
    signIn(s.user.customer)
    const cart = await callV1('/cart/get/', { asCurrentUser: true })
    expect(cart.status).toBe(200)
    expect(cart.headers['Cache-Control']).toBe('no-store')
    expect(cart.headers.ETag).toBeUndefined()
    expect(catalogResponses.size).toBe(0)
  })
})

describe('invalidation across api processes (PostgreSQL LISTEN/NOTIFY)', () => {
  scenario(
    'a write announced by another process clears the answers kept here',
    async (s: StandardScenario) => {
      const listener = listenForCacheChanges({
        catalog: forgetCatalogCachesHere,
        content: forgetContentCachesHere,
        sessions: () => {},
      })
      try {
        await listener.ready
        const before = await guestGet('/product/NS-100/')
        expect(catalogResponses.size).toBe(1)

        // Another process (or the 1C exchange script) writes the price and announces it at commit.
        await db.$transaction(async (tx) => {
          await tx.product.update({
            where: { id: s.product.pump.id },
            data: { price: 51000, currentPrice: 51000 },
          })
          await announceCacheChange(tx, 'catalog')
        })
        const deadline = Date.now() + 10_000
        while (catalogResponses.size > 0 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
        const after = await guestGet('/product/NS-100/', {}, etagOf(before))
        expect(after.status).toBe(200)
        expect(after.body!.current_price).toBe(51000)
      } finally {
        await listener.stop()
      }
    }
  )
})
