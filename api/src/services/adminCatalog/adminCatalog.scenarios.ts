import type { Prisma } from '@prisma/client'
import { aktobeShop, atyrauShop, productRow, TEST_ACCOUNT as USER } from 'testing/scenarioRows'

/**
 * Two sections (pumps with a «surface» subsection, filters with its own),
 * a brand, and products: a popular pump in stock in Atyrau with a picture
 * pair and characteristics, an inactive tank with no stock, a new filter on
 * sale (old price) that is oversold (-2), and a product priced «on request».
 * The customer's cart holds the pump. One user of every role.
 */
export const standard = defineScenario<
  | Prisma.ShopCreateArgs
  | Prisma.CategoryCreateArgs
  | Prisma.BrandCreateArgs
  | Prisma.ProductCreateArgs
  | Prisma.UserCreateArgs
>({
  shop: { atyrau: atyrauShop(), aktobe: aktobeShop() },
  brand: { grundfos: { data: { name: 'Grundfos', slug: 'grundfos' } } },
  category: {
    pumps: {
      data: {
        name: 'Насосы',
        slug: 'nasosy',
        subcategories: { create: [{ name: 'Поверхностные', slug: 'poverhnostnye' }] },
      },
      include: { subcategories: true },
    },
    filters: {
      data: {
        name: 'Фильтры',
        slug: 'filtry',
        subcategories: { create: [{ name: 'Картриджи', slug: 'kartridzhi' }] },
      },
      include: { subcategories: true },
    },
  },
  product: {
    pump: (s) =>
      productRow(s.category.pumps.id, {
        article: 'NS-100',
        name: 'Насосная станция NS-100',
        price: 60000,
        currentPrice: 60000,
        isPopular: true,
        brandId: s.brand.grundfos.id,
        stock: { create: [{ shopId: s.shop.atyrau.id, count: 3 }] },
        images: {
          create: [
            { file: 'demo/products/ns-1.svg', position: 0 },
            { file: 'demo/products/ns-2.svg', position: 1 },
            { file: 'demo/products/ns-3.svg', position: 2 },
          ],
        },
        attributes: { create: [{ name: 'Мощность, кВт', value: '0,75', valueNumber: 0.75 }] },
      }),
    tank: (s) =>
      productRow(s.category.pumps.id, { article: 'TANK-500', name: 'Бак 500 л', isActive: false }),
    filter: (s) =>
      productRow(s.category.filters.id, {
        article: 'F-7',
        name: 'Фильтр F-7',
        price: 1200,
        currentPrice: 1000,
        lastPrice: 1200,
        isNew: true,
        stock: { create: [{ shopId: s.shop.atyrau.id, count: -2 }] },
      }),
    onRequest: (s) =>
      productRow(s.category.filters.id, {
        article: 'OSM-1',
        name: 'Осмос промышленный',
        price: 0,
        currentPrice: 0,
      }),
  },
  user: {
    customer: (s) => ({
      data: {
        ...USER,
        email: 'aigerim@example.kz',
        cart: { create: { items: { create: [{ productId: s.product.pump.id, quantity: 2 }] } } },
      },
    }),
    manager: { data: { ...USER, email: 'manager@example.kz', role: 'manager' } },
    editor: { data: { ...USER, email: 'editor@example.kz', role: 'editor' } },
    admin: { data: { ...USER, email: 'admin@example.kz', role: 'admin' } },
  },
})

export type StandardScenario = typeof standard & {
  category: Record<string, Prisma.CategoryGetPayload<{ include: { subcategories: true } }>>
}
