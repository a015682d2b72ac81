import type { Prisma } from '@prisma/client'
import {
  aktobeShop,
  atyrauShop,
  productRow,
  pumpTypePrices,
  TEST_ACCOUNT as USER,
} from 'testing/scenarioRows'

/**
 * The demo's shape for the Kaspi price list: two shops on Kaspi (PP1 Атырау,
 * PP2 Актобе), a pump with retail 62 000,40 ₸ and wholesale prices, in stock
 * in Атырау only; goods that Kaspi cannot take (price 0, price on request,
 * no stock, hidden, an article with Cyrillic); the demo's settings; an editor.
 */
export const standard = defineScenario<
  | Prisma.ShopCreateArgs
  | Prisma.CategoryCreateArgs
  | Prisma.BrandCreateArgs
  | Prisma.ProductCreateArgs
  | Prisma.KaspiSettingsCreateArgs
  | Prisma.UserCreateArgs
>({
  shop: {
    atyrau: atyrauShop({ kaspiStoreId: 'PP1', katoCode: '231010000' }),
    aktobe: aktobeShop({ kaspiStoreId: 'PP2', katoCode: '151010000' }),
  },
  category: {
    pumps: { data: { name: 'Насосы', slug: 'nasosy' } },
    tanks: { data: { name: 'Баки', slug: 'baki' } },
  },
  brand: { grundfos: { data: { name: 'Grundfos & Co', slug: 'grundfos' } } },
  product: {
    pump: (s) =>
      productRow(s.category.pumps.id, {
        article: 'NS-100',
        name: 'Насос «Гидрофор» <100>',
        price: 62000.4,
        currentPrice: 62000.4,
        brandId: s.brand.grundfos.id,
        typePrices: pumpTypePrices(),
        stock: {
          create: [
            { shopId: s.shop.atyrau.id, count: 5 },
            { shopId: s.shop.aktobe.id, count: 0 },
          ],
        },
      }),
    tank: (s) =>
      productRow(s.category.tanks.id, {
        article: 'TANK-500',
        name: 'Бак 500 л',
        price: 90000,
        currentPrice: 90000,
        stock: { create: [{ shopId: s.shop.aktobe.id, count: 2 }] },
      }),
    unpriced: (s) =>
      productRow(s.category.pumps.id, {
        article: 'NO-PRICE',
        name: 'Без цены',
        price: 0,
        currentPrice: 0,
        stock: { create: [{ shopId: s.shop.atyrau.id, count: 1 }] },
      }),
    onRequest: (s) =>
      productRow(s.category.pumps.id, {
        article: 'ON-REQUEST',
        name: 'Станция по проекту',
        price: -1,
        currentPrice: -1,
        stock: { create: [{ shopId: s.shop.atyrau.id, count: 1 }] },
      }),
    soldOut: (s) =>
      productRow(s.category.pumps.id, {
        article: 'SOLD-OUT',
        name: 'Распродан',
        price: 1000,
        currentPrice: 1000,
      }),
    hidden: (s) =>
      productRow(s.category.pumps.id, {
        article: 'HIDDEN-1',
        name: 'Скрытый',
        isActive: false,
        price: 1000,
        currentPrice: 1000,
        stock: { create: [{ shopId: s.shop.atyrau.id, count: 1 }] },
      }),
    cyrillic: (s) =>
      productRow(s.category.pumps.id, {
        article: 'НАСОС-1',
        slug: 'nasos-1',
        name: 'Артикул кириллицей',
        price: 1000,
        currentPrice: 1000,
        stock: { create: [{ shopId: s.shop.atyrau.id, count: 1 }] },
      }),
  },
  kaspiSettings: {
    demo: { data: { id: 1, merchantId: '30000001', company: 'ТОО «Акватория»' } },
  },
  user: {
    editor: { data: { ...USER, email: 'editor@example.kz', role: 'editor' } },
  },
})

export type StandardScenario = typeof standard
