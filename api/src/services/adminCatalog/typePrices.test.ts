import { adminProductForm } from 'testing/adminProductForm'
import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'
import { TYPE_PRICE_MESSAGE } from 'src/lib/domain/productFields'
import { ConflictError, InvalidInputError, PermissionDeniedError } from 'src/lib/errors'
import { RETAIL_TYPE_PRICE_MESSAGE } from 'src/modules/pricing/rules/priceTypes'
import { productByArticle } from 'src/services/products/products'

import {
  adminCatalogOptions,
  adminProduct,
  saveAdminProduct,
  STALE_PRODUCT_MESSAGE,
  UNKNOWN_PRICE_TYPE_MESSAGE,
} from './adminCatalog'
import type { StandardScenario } from './typePrices.scenarios'

// Many queries per scenario on a shared, busy database.
jest.setTimeout(60_000)

type Who = { id: number; email: string; role: string }
const signIn = (user: Who | null) =>
  mockCurrentUser(user && currentUserFixture({ id: user.id, email: user.email, role: user.role }))

const typeIds = async () => {
  const types = await db.priceType.findMany({ where: { code: { in: ['retail', 'wholesale'] } } })
  const idOf = (code: string) => types.find((type) => type.code === code)!.id
  return { retail: idOf('retail'), wholesale: idOf('wholesale') }
}

const formOf = (id: number) => adminProductForm(id, { typePrices: true })

const storedRows = async (productId: number) =>
  (
    await db.productPrice.findMany({
      where: { productId },
      include: { priceType: true },
    })
  )
    .sort(
      (a, b) => a.priceType.code.localeCompare(b.priceType.code) || a.minQuantity - b.minQuantity
    )
    .map((row) => `${row.priceType.code} ${row.minQuantity}: ${Number(row.price)}`)

describe('prices by type in the product edit', () => {
  scenario(
    'shows every type’s price and breaks, retail first with its breaks only',
    async (s: StandardScenario) => {
      signIn(s.user.editor)
      const ids = await typeIds()
      const options = await adminCatalogOptions()
      expect(options.priceTypes.slice(0, 2)).toEqual([
        { id: ids.retail, code: 'retail', name: 'Розничная', isRetail: true },
        { id: ids.wholesale, code: 'wholesale', name: 'Оптовая', isRetail: false },
      ])
      const view = await adminProduct({ id: s.product.pump.id })
      expect(view.typePrices.slice(0, 2)).toEqual([
        { priceTypeId: ids.retail, price: null, breaks: [{ minQuantity: 5, price: 58000 }] },
        { priceTypeId: ids.wholesale, price: 55000, breaks: [{ minQuantity: 10, price: 52000 }] },
      ])
      const bare = await adminProduct({ id: s.product.filter.id })
      expect(bare.typePrices.every((type) => type.price === null && !type.breaks.length)).toBe(true)
    }
  )

  scenario(
    'an editor replaces the types sent, audited; the shop prices the wholesale buyer anew',
    async (s: StandardScenario) => {
      const ids = await typeIds()
      // The wholesale customer's view before: 55 000 (the shop's caches hold it).
      mockCurrentUser(
        currentUserFixture({
          id: s.user.customer.id,
          groups: [{ name: 'wholesale', title: 'Оптовые покупатели' }],
          priceType: { id: ids.wholesale, code: 'wholesale', name: 'Оптовая' },
        })
      )
      expect(Number((await productByArticle('NS-100')).currentPrice)).toBe(55000)

      signIn(s.user.editor)
      const form = await formOf(s.product.pump.id)
      const saved = await saveAdminProduct({
        input: {
          ...form,
          typePrices: [
            {
              priceTypeId: ids.wholesale,
              price: '54 000',
              breaks: [
                { minQuantity: '20', price: '50 000' },
                { minQuantity: 10, price: 51000 },
              ],
            },
          ],
        },
      })
      // Only the type sent is replaced: retail's break stays.
      expect(await storedRows(s.product.pump.id)).toEqual([
        'retail 5: 58000',
        'wholesale 1: 54000',
        'wholesale 10: 51000',
        'wholesale 20: 50000',
      ])
      expect(saved.typePrices.find((t) => t.priceTypeId === ids.wholesale)).toEqual({
        priceTypeId: ids.wholesale,
        price: 54000,
        breaks: [
          { minQuantity: 10, price: 51000 },
          { minQuantity: 20, price: 50000 },
        ],
      })
      expect(saved.updatedAt.getTime()).toBeGreaterThan(new Date(form.updatedAt).getTime())
      const [entry] = await db.auditEntry.findMany({ where: { action: 'product.typePrices' } })
      expect(entry).toMatchObject({
        actorId: s.user.editor.id,
        entity: 'product',
        entityId: String(s.product.pump.id),
        before: { Оптовая: 55000, 'Оптовая от 10 шт': 52000 },
        after: { Оптовая: 54000, 'Оптовая от 10 шт': 51000, 'Оптовая от 20 шт': 50000 },
      })

      mockCurrentUser(
        currentUserFixture({
          id: s.user.customer.id,
          priceType: { id: ids.wholesale, code: 'wholesale', name: 'Оптовая' },
        })
      )
      const seen = await productByArticle('NS-100')
      expect(Number(seen.currentPrice)).toBe(54000)
      expect(seen.priceBreaks).toEqual([
        { minQuantity: 10, price: 51000 },
        { minQuantity: 20, price: 50000 },
      ])
    }
  )

  scenario(
    'clears a type (empty price, no breaks) and keeps the rows when no types are sent',
    async (s: StandardScenario) => {
      signIn(s.user.admin)
      const ids = await typeIds()
      const form = await formOf(s.product.pump.id)
      const { typePrices: _, ...withoutTypes } = form
      const renamed = await saveAdminProduct({ input: { ...withoutTypes, name: 'Насос NS-100' } })
      expect(await storedRows(s.product.pump.id)).toHaveLength(3)
      expect(await db.auditEntry.count({ where: { action: 'product.typePrices' } })).toBe(0)
      await saveAdminProduct({
        input: {
          ...withoutTypes,
          updatedAt: renamed.updatedAt.toISOString(),
          typePrices: [
            { priceTypeId: ids.wholesale, price: '', breaks: [] },
            { priceTypeId: ids.retail, price: null, breaks: [] },
          ],
        },
      })
      expect(await storedRows(s.product.pump.id)).toEqual([])
    }
  )

  scenario(
    'refuses a retail one-piece price, unknown types, bad values and stale versions, writing nothing',
    async (s: StandardScenario) => {
      signIn(s.user.editor)
      const ids = await typeIds()
      const form = await formOf(s.product.pump.id)
      const fieldsOf = async (typePrices: unknown) => {
        const error = await saveAdminProduct({ input: { ...form, typePrices } }).catch((e) => e)
        expect(error).toBeInstanceOf(InvalidInputError)
        return error.fields
      }
      expect(await fieldsOf([{ priceTypeId: ids.retail, price: 50000 }])).toEqual({
        typePrices: [RETAIL_TYPE_PRICE_MESSAGE],
      })
      expect(await fieldsOf([{ priceTypeId: 999999, price: 50000 }])).toEqual({
        typePrices: [UNKNOWN_PRICE_TYPE_MESSAGE],
      })
      expect(await fieldsOf([{ priceTypeId: ids.wholesale, price: 0 }])).toEqual({
        typePrices: [TYPE_PRICE_MESSAGE],
      })
      await expect(
        saveAdminProduct({
          input: {
            ...form,
            updatedAt: '2020-01-01T00:00:00.000Z',
            typePrices: [{ priceTypeId: ids.wholesale, price: 1 }],
          },
        })
      ).rejects.toThrow(new ConflictError(STALE_PRODUCT_MESSAGE))
      expect(await storedRows(s.product.pump.id)).toHaveLength(3)
      expect(await db.auditEntry.count()).toBe(0)
    }
  )

  scenario('refuses customers and managers', async (s: StandardScenario) => {
    const ids = await typeIds()
    signIn(s.user.editor)
    const form = await formOf(s.product.pump.id)
    for (const user of [s.user.customer, s.user.manager]) {
      signIn(user)
      await expect(
        saveAdminProduct({
          input: { ...form, typePrices: [{ priceTypeId: ids.wholesale, price: 1 }] },
        })
      ).rejects.toThrow(PermissionDeniedError)
    }
    expect(await storedRows(s.product.pump.id)).toHaveLength(3)
  })
})
