import type { Category, Prisma, Product, Shop, User } from '@prisma/client'
import {
  aktobeShop,
  atyrauShop,
  productRow,
  TEST_ACCOUNT as USER,
  wholesaleGroup,
  WHOLESALE_TYPE,
} from 'testing/scenarioRows'

/**
 * «Сообщить о поступлении» (issue 34 §3): a boiler no shop has (with a
 * wholesale price), a pump in stock, a tank whose price is on request, a
 * hidden product; a retail customer, a wholesale one and a manager.
 */
export const standard = defineScenario<
  | Prisma.ShopCreateArgs
  | Prisma.CategoryCreateArgs
  | Prisma.ProductCreateArgs
  | Prisma.UserCreateArgs
>({
  shop: { atyrau: atyrauShop(), aktobe: aktobeShop() },
  category: { heating: { data: { name: 'Котлы', slug: 'kotly' } } },
  product: {
    boiler: (s) =>
      productRow(s.category.heating.id, {
        article: 'BOILER-1',
        name: 'Котёл Navien Deluxe 24',
        price: 245000,
        currentPrice: 245000,
        stock: {
          create: [
            { shopId: s.shop.atyrau.id, count: 0 },
            { shopId: s.shop.aktobe.id, count: 0 },
          ],
        },
        typePrices: {
          create: [
            { minQuantity: 1, price: 220000, priceType: { connectOrCreate: WHOLESALE_TYPE } },
          ],
        },
      }),
    pump: (s) =>
      productRow(s.category.heating.id, {
        article: 'PUMP-1',
        name: 'Насос циркуляционный',
        price: 30000,
        currentPrice: 30000,
        stock: { create: [{ shopId: s.shop.atyrau.id, count: 2 }] },
      }),
    tank: (s) =>
      productRow(s.category.heating.id, {
        article: 'TANK-1',
        name: 'Бак на заказ',
        price: 0,
        currentPrice: 0,
      }),
    hidden: (s) =>
      productRow(s.category.heating.id, {
        article: 'HIDDEN-1',
        name: 'Снятый с продажи',
        price: 1000,
        currentPrice: 1000,
        isActive: false,
      }),
  },
  user: {
    retail: { data: { ...USER, email: 'aigerim@example.kz' } },
    dealer: {
      data: {
        ...USER,
        email: 'dealer@example.kz',
        groups: { create: { group: { create: wholesaleGroup().data } } },
      },
    },
    manager: { data: { ...USER, email: 'manager@akvatoria.kz', role: 'manager' } },
  },
})

type Named<T, K extends string> = Record<K, T>

export type StandardScenario = {
  shop: Named<Shop, 'atyrau' | 'aktobe'>
  category: Named<Category, 'heating'>
  product: Named<Product, 'boiler' | 'pump' | 'tank' | 'hidden'>
  user: Named<User, 'retail' | 'dealer' | 'manager'>
}
