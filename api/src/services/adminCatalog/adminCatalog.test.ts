import { adminProductForm } from 'testing/adminProductForm'
import { currentUserFixture } from 'testing/testUsers'

import { mockContext, mockHttpEvent } from '@redwoodjs/testing/api'

import { handler } from 'src/functions/graphql'
import { db } from 'src/lib/db'
import { CATALOGUE_STAFF_ROLES } from 'src/lib/domain/staffRoles'
import {
  ConflictError,
  InvalidInputError,
  NotAuthenticatedError,
  NotFoundError,
  PermissionDeniedError,
} from 'src/lib/errors'
import { BULK_APPLY_COUNT_MESSAGE } from 'src/modules/catalog/rules/adminCatalog'
import { createDraftOrder } from 'src/modules/orders/workflow/drafts'
import { getMyCart } from 'src/services/cart/cart'
import { listProducts, productByArticle } from 'src/services/products/products'

import {
  addAdminProductPicture,
  adminCatalogOptions,
  adminProduct,
  adminProducts,
  applyBulkPrice,
  bulkPricePreview,
  deleteAdminProductPicture,
  moveAdminProductPicture,
  saveAdminProduct,
  STALE_BULK_MESSAGE,
  STALE_PRODUCT_MESSAGE,
} from './adminCatalog'
import type { StandardScenario } from './adminCatalog.scenarios'

// Many queries per scenario on a shared, busy database.
jest.setTimeout(60_000)

type Who = { id: number; email: string; role: string }
const signIn = (user: Who | null) =>
  mockCurrentUser(user && currentUserFixture({ id: user.id, email: user.email, role: user.role }))

const articlesOf = async (input: Record<string, unknown>) =>
  (await adminProducts({ input })).items.map((item) => item.article).sort()

const formOf = (id: number) => adminProductForm(id)

const auditOf = (action: string) =>
  db.auditEntry.findMany({ where: { action }, orderBy: { id: 'asc' } })

describe('adminCatalog', () => {
  describe('the list', () => {
    scenario('filters by search, section, brand, flags and stock', async (s: StandardScenario) => {
      signIn(s.user.editor)
      expect(await articlesOf({})).toEqual(['F-7', 'NS-100', 'OSM-1', 'TANK-500'])
      expect(await articlesOf({ search: 'ns-1' })).toEqual(['NS-100'])
      expect(await articlesOf({ search: 'ФИЛЬТР' })).toEqual(['F-7'])
      // LIKE's own characters are text, not a pattern that matches every product.
      for (const search of ['%', '_', 'NS_100', 'F-7\\'])
        expect(await articlesOf({ search })).toEqual([])
      // …and a name that holds them is found by them as written (a doubled escape would miss it).
      await db.product.update({
        where: { article: 'OSM-1' },
        data: { name: 'Осмос 100% ø_50 C:\\vода' },
      })
      for (const search of ['100%', 'ø_50', 'C:\\v', '%'])
        expect(await articlesOf({ search })).toEqual(['OSM-1'])
      expect(await articlesOf({ categoryId: s.category.filters.id })).toEqual(['F-7', 'OSM-1'])
      expect(await articlesOf({ brandId: s.brand.grundfos.id })).toEqual(['NS-100'])
      expect(await articlesOf({ active: 'no' })).toEqual(['TANK-500'])
      expect(await articlesOf({ popular: 'yes' })).toEqual(['NS-100'])
      expect(await articlesOf({ isNew: 'yes' })).toEqual(['F-7'])
      // The filter's −2 counts as none (domain/stock).
      expect(await articlesOf({ stock: 'in' })).toEqual(['NS-100'])
      expect(await articlesOf({ stock: 'out' })).toEqual(['F-7', 'OSM-1', 'TANK-500'])
    })

    scenario('sorts, pages and shows prices, stock and flags', async (s: StandardScenario) => {
      signIn(s.user.admin)
      const page = await adminProducts({
        input: { sort: 'price', direction: 'desc', page: 1, pageSize: 25 },
      })
      expect(page.count).toBe(4)
      expect(page.items.map((i) => i.article)).toEqual(['NS-100', 'F-7', 'TANK-500', 'OSM-1'])
      expect(page.items[1]).toEqual(
        expect.objectContaining({ price: 1000, oldPrice: 1200, stockTotal: 0, isNew: true })
      )
      expect(page.items[0]).toEqual(
        expect.objectContaining({
          stockTotal: 3,
          brandName: 'Grundfos',
          pictureUrl: '/api/media/demo/products/ns-1.svg',
        })
      )
      const second = await adminProducts({ input: { sort: 'name', page: 2, pageSize: 25 } })
      expect(second).toEqual(expect.objectContaining({ count: 4, items: [] }))
      await expect(adminProducts({ input: { pageSize: 7 } })).rejects.toThrow(InvalidInputError)
    })

    scenario(
      'offers sections with their subsections, brands and shops',
      async (s: StandardScenario) => {
        signIn(s.user.editor)
        const options = await adminCatalogOptions()
        expect(options.categories.map((c) => [c.name, c.subcategories.map((x) => x.name)])).toEqual(
          [
            ['Насосы', ['Поверхностные']],
            ['Фильтры', ['Картриджи']],
          ]
        )
        expect(options.shops.map((shop) => shop.name)).toEqual(['Атырау', 'Актобе'])
      }
    )
  })

  describe('the edit', () => {
    scenario(
      'saves fields, characteristics and stock with audit entries, and the shop shows the new price at once',
      async (s: StandardScenario) => {
        signIn(s.user.editor)
        const pump = s.product.pump.id
        // The listing counts and caches first: the save must make them forget.
        expect((await listProducts({ filter: { search: 'Гидрофор' } })).count).toBe(0)
        const form = await formOf(pump)
        const saved = await saveAdminProduct({
          input: {
            ...form,
            name: 'Гидрофор NS-100',
            price: 55000,
            oldPrice: 60000,
            attributes: [
              { name: 'Мощность, кВт', value: '0.9' },
              { name: 'Напор, м', value: '40' },
            ],
            stock: [
              { shopId: s.shop.atyrau.id, count: 5 },
              { shopId: s.shop.aktobe.id, count: 2 },
            ],
          },
        })
        expect(saved).toEqual(
          expect.objectContaining({ name: 'Гидрофор NS-100', price: 55000, oldPrice: 60000 })
        )
        expect(saved.attributes).toEqual([
          { name: 'Мощность, кВт', nameKk: '', value: '0,9' },
          { name: 'Напор, м', nameKk: '', value: '40' },
        ])
        expect(saved.stock.map((row) => row.count)).toEqual([5, 2])
        const stored = await db.product.findUniqueOrThrow({ where: { id: pump } })
        expect([stored.price, stored.currentPrice, stored.lastPrice].map(Number)).toEqual([
          60000, 55000, 60000,
        ])

        const [update] = await auditOf('product.update')
        expect(update).toEqual(
          expect.objectContaining({ actorEmail: 'editor@example.kz', entityId: String(pump) })
        )
        expect(update.before).toEqual(
          expect.objectContaining({ name: 'Насосная станция NS-100', price: 60000, oldPrice: null })
        )
        expect(update.after).toEqual(
          expect.objectContaining({ name: 'Гидрофор NS-100', price: 55000, oldPrice: 60000 })
        )
        expect(await auditOf('product.stock')).toHaveLength(1)

        // The shop: the product page, the listing (found by its new name), the cart, a new order.
        signIn(s.user.customer)
        expect(Number((await productByArticle('NS-100')).currentPrice)).toBe(55000)
        const found = await listProducts({ filter: { search: 'Гидрофор' } })
        expect(found.count).toBe(1)
        expect(Number(found.results[0].currentPrice)).toBe(55000)
        const cart = await getMyCart()
        expect(cart.total).toBe(110000)
        const order = await createDraftOrder({ items: null, comment: '' })
        expect(order.total).toBe(110000)
      }
    )

    scenario(
      'an editor writes the Kazakh texts (issue 33 §3); absent keeps them, "" clears them; a customer cannot',
      async (s: StandardScenario) => {
        const pump = s.product.pump.id
        signIn(s.user.customer)
        await expect(
          saveAdminProduct({ input: { ...(await formOfUnchecked(pump)), nameKk: 'Сорғы' } })
        ).rejects.toThrow(PermissionDeniedError)
        signIn(s.user.editor)
        const form = await formOf(pump)
        expect(form).toEqual(expect.objectContaining({ nameKk: '', descriptionKk: '' }))
        const saved = await saveAdminProduct({
          input: {
            ...form,
            nameKk: '  NS-100 сорғы станциясы ',
            descriptionKk: 'Саяжай мен үйге арналған.',
            attributes: [{ name: 'Мощность, кВт', nameKk: 'Қуаты, кВт', value: '0,75' }],
          },
        })
        expect(saved).toEqual(
          expect.objectContaining({
            name: 'Насосная станция NS-100',
            nameKk: 'NS-100 сорғы станциясы',
            descriptionKk: 'Саяжай мен үйге арналған.',
          })
        )
        expect(saved.attributes).toEqual([
          { name: 'Мощность, кВт', nameKk: 'Қуаты, кВт', value: '0,75' },
        ])
        const [update] = await auditOf('product.update')
        expect(update.after).toEqual(
          expect.objectContaining({
            nameKk: 'NS-100 сорғы станциясы',
            attributesKk: 'Мощность, кВт: Қуаты, кВт',
          })
        )

        // An older client (no Kazakh fields at all) leaves them as stored.
        const { nameKk: _n, descriptionKk: _d, ...russianOnly } = await formOf(pump)
        const kept = await saveAdminProduct({
          input: {
            ...russianOnly,
            name: 'Гидрофор NS-100',
            attributes: [{ name: 'Мощность, кВт', value: '0,8' }],
          },
        })
        expect(kept).toEqual(
          expect.objectContaining({ name: 'Гидрофор NS-100', nameKk: 'NS-100 сорғы станциясы' })
        )
        expect(kept.attributes).toEqual([
          { name: 'Мощность, кВт', nameKk: 'Қуаты, кВт', value: '0,8' },
        ])

        // An emptied field clears it: the shop shows the Russian text again.
        const cleared = await saveAdminProduct({
          input: {
            ...(await formOf(pump)),
            descriptionKk: '',
            attributes: [{ name: 'Мощность, кВт', nameKk: '', value: '0,8' }],
          },
        })
        expect(cleared).toEqual(
          expect.objectContaining({ nameKk: 'NS-100 сорғы станциясы', descriptionKk: '' })
        )
        expect(cleared.attributes[0].nameKk).toBe('')

        // The Russian field's limit holds for its Kazakh twin.
        const tooLong = await saveAdminProduct({
          input: { ...(await formOf(pump)), nameKk: 'ә'.repeat(501) },
        }).catch((e) => e)
        expect(tooLong).toBeInstanceOf(InvalidInputError)
        expect(Object.keys(tooLong.fields)).toEqual(['nameKk'])
      }
    )

    scenario('refuses a stale save with 409 and the fresh product', async (s: StandardScenario) => {
      signIn(s.user.editor)
      // The filter is oversold (−2 in Atyrau); stock is not part of this edit.
      const form = { ...(await formOf(s.product.filter.id)), stock: [] }
      await saveAdminProduct({ input: { ...form, price: 900 } })
      const error = await saveAdminProduct({ input: { ...form, price: 800 } }).catch((e) => e)
      expect(error).toBeInstanceOf(ConflictError)
      expect(error.message).toBe(STALE_PRODUCT_MESSAGE)
      expect(error.details.product).toEqual(expect.objectContaining({ price: 900, oldPrice: 1200 }))
      const stored = await db.product.findUniqueOrThrow({ where: { id: s.product.filter.id } })
      expect(Number(stored.currentPrice)).toBe(900)
      await expect(saveAdminProduct({ input: { ...form, updatedAt: null } })).rejects.toThrow(
        ConflictError
      )
    })

    scenario(
      'refuses a subsection of another section and a taken article',
      async (s: StandardScenario) => {
        signIn(s.user.editor)
        const form = await formOf(s.product.pump.id)
        const foreign = s.category.filters.subcategories[0].id
        const wrong = await saveAdminProduct({ input: { ...form, subcategoryId: foreign } }).catch(
          (e) => e
        )
        expect(wrong).toBeInstanceOf(InvalidInputError)
        expect(wrong.fields.subcategoryId).toEqual(['Подраздел должен быть из выбранного раздела.'])
        const own = s.category.pumps.subcategories[0].id
        expect(
          (await saveAdminProduct({ input: { ...form, subcategoryId: own } })).subcategoryId
        ).toBe(own)
        const fresh = await formOf(s.product.pump.id)
        await expect(saveAdminProduct({ input: { ...fresh, article: 'F-7' } })).rejects.toThrow(
          InvalidInputError
        )
      }
    )

    scenario(
      'creates a product with a free slug and a create audit entry',
      async (s: StandardScenario) => {
        signIn(s.user.admin)
        const created = await saveAdminProduct({
          input: {
            article: 'NEW-1',
            name: 'Насосная станция NS-100',
            price: 0,
            isActive: true,
            isPopular: false,
            isNew: true,
            categoryId: s.category.pumps.id,
            stock: [{ shopId: s.shop.aktobe.id, count: 4 }],
          },
        })
        expect(created).toEqual(
          expect.objectContaining({ article: 'NEW-1', price: 0, oldPrice: null })
        )
        // The pump already has the name's slug.
        expect(created.slug).not.toBe(s.product.pump.slug)
        expect((await auditOf('product.create'))[0].entityId).toBe(String(created.id))
      }
    )
  })

  describe('pictures', () => {
    scenario(
      'adds, moves and deletes pictures, keeping positions in order',
      async (s: StandardScenario) => {
        signIn(s.user.editor)
        const pump = s.product.pump.id
        const files = (view: { pictures: { file: string }[] }) => view.pictures.map((p) => p.file)
        let view = await addAdminProductPicture({
          input: { productId: pump, file: 'uploads/abc123.png', alt: 'Вид сбоку' },
        })
        expect(files(view)).toEqual([
          'demo/products/ns-1.svg',
          'demo/products/ns-2.svg',
          'demo/products/ns-3.svg',
          'uploads/abc123.png',
        ])
        view = await moveAdminProductPicture({
          input: { pictureId: view.pictures[3].id, direction: 'up' },
        })
        expect(files(view)[2]).toBe('uploads/abc123.png')
        // The first cannot go higher: nothing changes.
        view = await moveAdminProductPicture({
          input: { pictureId: view.pictures[0].id, direction: 'up' },
        })
        expect(files(view)[0]).toBe('demo/products/ns-1.svg')
        view = await deleteAdminProductPicture({ input: { pictureId: view.pictures[0].id } })
        expect(files(view)).toEqual([
          'demo/products/ns-2.svg',
          'uploads/abc123.png',
          'demo/products/ns-3.svg',
        ])
        const positions = await db.productImage.findMany({
          where: { productId: pump },
          orderBy: { position: 'asc' },
        })
        expect(positions.map((p) => p.position)).toEqual([0, 1, 2])
        // The shop's product page shows the new main picture first.
        expect((await productByArticle('NS-100')).images[0].file).toBe('demo/products/ns-2.svg')
        // The move of the first (no change) wrote no entry.
        expect(await auditOf('product.pictures')).toHaveLength(3)
        // A picture another editor removed a moment ago: 404, not 500.
        const removed = view.pictures[0].id
        await deleteAdminProductPicture({ input: { pictureId: removed } })
        for (const call of [
          () => deleteAdminProductPicture({ input: { pictureId: removed } }),
          () => moveAdminProductPicture({ input: { pictureId: removed, direction: 'down' } }),
        ]) {
          await expect(call()).rejects.toThrow(NotFoundError)
        }
      }
    )
  })

  describe('bulk price change', () => {
    scenario(
      'applies exactly what the preview showed, with audit entries',
      async (s: StandardScenario) => {
        signIn(s.user.editor)
        const input = {
          filter: { categoryId: s.category.filters.id },
          mode: 'percent',
          direction: 'up',
          value: 10,
        }
        const preview = await bulkPricePreview({ input })
        expect(preview).toEqual({
          count: 2,
          changed: 1,
          rows: [
            // By name: «Осмос» before «Фильтр»; on request, so left alone.
            expect.objectContaining({ article: 'OSM-1', price: 0, newPrice: 0 }),
            expect.objectContaining({
              article: 'F-7',
              price: 1000,
              oldPrice: 1200,
              newPrice: 1100,
              newOldPrice: 1320,
            }),
          ],
        })
        expect(await applyBulkPrice({ input: { ...input, expectedCount: preview.count } })).toEqual(
          {
            count: 2,
            changed: 1,
          }
        )
        signIn(s.user.editor)
        const after = await adminProducts({
          input: { categoryId: s.category.filters.id, sort: 'name' },
        })
        const byArticle = Object.fromEntries(after.items.map((i) => [i.article, i]))
        expect([byArticle['F-7'].price, byArticle['F-7'].oldPrice]).toEqual([1100, 1320])
        expect(byArticle['OSM-1'].price).toBe(0)
        const entries = await auditOf('product.price')
        expect(entries).toHaveLength(1)
        expect(entries[0].after).toEqual({ price: 1100, oldPrice: 1320 })
        // The pump was outside the filter.
        expect(
          Number(
            (await db.product.findUniqueOrThrow({ where: { id: s.product.pump.id } })).currentPrice
          )
        ).toBe(60000)
      }
    )

    scenario('never applies a change without its preview’s count', async (s: StandardScenario) => {
      signIn(s.user.editor)
      const input = {
        filter: { categoryId: s.category.filters.id },
        mode: 'amount',
        direction: 'down',
        value: 100,
      }
      await expect(applyBulkPrice({ input })).rejects.toMatchObject({
        fields: { expectedCount: [BULK_APPLY_COUNT_MESSAGE] },
      })
      expect(await auditOf('product.price')).toHaveLength(0)
    })

    scenario(
      'refuses to apply when the set changed since the preview',
      async (s: StandardScenario) => {
        signIn(s.user.editor)
        const input = {
          filter: { categoryId: s.category.filters.id },
          mode: 'amount',
          direction: 'down',
          value: 100,
        }
        const error = await applyBulkPrice({ input: { ...input, expectedCount: 5 } }).catch(
          (e) => e
        )
        expect(error).toBeInstanceOf(ConflictError)
        expect(error.message).toBe(STALE_BULK_MESSAGE)
        expect(error.details.preview.count).toBe(2)
        expect(
          Number(
            (await db.product.findUniqueOrThrow({ where: { id: s.product.filter.id } }))
              .currentPrice
          )
        ).toBe(1000)
        expect(await auditOf('product.price')).toHaveLength(0)
      }
    )
  })

  describe('who may', () => {
    const calls = (s: StandardScenario) => ({
      adminProducts: () => adminProducts({ input: {} }),
      adminProduct: () => adminProduct({ id: s.product.pump.id }),
      adminCatalogOptions: () => adminCatalogOptions(),
      bulkPricePreview: () =>
        bulkPricePreview({ input: { filter: {}, mode: 'percent', direction: 'up', value: 1 } }),
      saveAdminProduct: async () =>
        saveAdminProduct({ input: await formOfUnchecked(s.product.pump.id) }),
      addAdminProductPicture: () =>
        addAdminProductPicture({ input: { productId: s.product.pump.id, file: 'uploads/a1.png' } }),
      moveAdminProductPicture: async () =>
        moveAdminProductPicture({ input: { pictureId: await firstPicture(s), direction: 'down' } }),
      deleteAdminProductPicture: async () =>
        deleteAdminProductPicture({ input: { pictureId: await firstPicture(s) } }),
      applyBulkPrice: () =>
        applyBulkPrice({
          input: {
            filter: { search: 'нет такого' },
            mode: 'percent',
            direction: 'up',
            value: 1,
            expectedCount: 0,
          },
        }),
    })

    scenario('refuses guests (401), customers and managers (403)', async (s: StandardScenario) => {
      for (const [name, call] of Object.entries(calls(s))) {
        signIn(null)
        await expect(call()).rejects.toThrow(NotAuthenticatedError)
        for (const user of [s.user.customer, s.user.manager]) {
          signIn(user)
          const error = await call().catch((e) => e)
          expect({
            name,
            role: user.role,
            refused: error instanceof PermissionDeniedError,
          }).toEqual({
            name,
            role: user.role,
            refused: true,
          })
        }
      }
      expect(await db.auditEntry.count()).toBe(0)
    })

    scenario('lets editors and admins do everything', async (s: StandardScenario) => {
      expect(CATALOGUE_STAFF_ROLES).toEqual(['editor', 'admin'])
      for (const role of CATALOGUE_STAFF_ROLES) {
        for (const call of Object.values(calls(s))) {
          signIn(s.user[role])
          await expect(call()).resolves.toBeTruthy()
        }
      }
    })
  })
})

/** The pump's edit as stored, read straight from the database (the caller may be refused). */
async function formOfUnchecked(id: number) {
  const row = await db.product.findUniqueOrThrow({ where: { id } })
  return {
    id,
    updatedAt: row.updatedAt.toISOString(),
    article: row.article,
    name: row.name,
    price: Number(row.currentPrice),
    isActive: row.isActive,
    isPopular: row.isPopular,
    isNew: row.isNew,
    categoryId: row.categoryId,
  }
}

async function firstPicture(s: StandardScenario) {
  const picture = await db.productImage.findFirstOrThrow({
    where: { productId: s.product.pump.id },
    orderBy: { position: 'asc' },
  })
  return picture.id
}

describe('adminCatalog over GraphQL', () => {
  const ask = async (query: string) => {
    const answer = await handler(
      mockHttpEvent({
        path: '/graphql',
        httpMethod: 'POST',
        headers: { host: 'shop.test', 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      }),
      mockContext()
    )
    return JSON.parse(answer.body)
  }
  const LIST = '{ adminProducts(input: { search: "NS" }) { count items { article price } } }'

  // The handler reads the session from the request (mockCurrentUser does not reach it):
  // a guest's call shows the directive in place; the roles are the SDL test's and the matrix's.
  scenario('gives a guest no products, only UNAUTHENTICATED', async () => {
    const guest = await ask(LIST)
    expect(guest.data).toBeNull()
    expect(guest.errors[0].extensions.code).toBe('UNAUTHENTICATED')
  })
})
