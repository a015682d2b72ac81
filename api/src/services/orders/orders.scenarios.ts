import type { Order, Prisma, Product, Shop, User } from '@prisma/client'
import { aktobeShop, atyrauShop, TEST_ACCOUNT as USER } from 'testing/scenarioRows'

/**
 * Two shops (guest orders only in Atyrau), goods with stock 5 (pump), 0
 * (tank) and a price on request (filter, stock 10); two customers, an
 * editor (catalogue: no order rights) and a manager; Aigerim has a draft (2
 * pumps), a placed order and a server cart, Daniyar a draft of his own.
 */
export const standard = defineScenario<
  | Prisma.ShopCreateArgs
  | Prisma.CategoryCreateArgs
  | Prisma.ProductCreateArgs
  | Prisma.UserCreateArgs
  | Prisma.OrderCreateArgs
>({
  shop: { atyrau: atyrauShop({ isCanOrderByGuest: true }), aktobe: aktobeShop() },
  category: { pumps: { data: { name: 'Насосы', slug: 'nasosy' } } },
  product: {
    pump: (s) => ({
      data: {
        article: 'NS-100',
        name: 'Насосная станция NS-100',
        slug: 'ns-100',
        categoryId: s.category.pumps.id,
        price: 60000,
        currentPrice: 52000.5,
        lastPrice: 60000,
        stock: {
          create: [
            { shopId: s.shop.atyrau.id, count: 3 },
            { shopId: s.shop.aktobe.id, count: 2 },
          ],
        },
      },
    }),
    tank: (s) => ({
      data: {
        article: 'TANK-500',
        name: 'Бак 500 л',
        slug: 'tank-500',
        categoryId: s.category.pumps.id,
        price: 30000,
        currentPrice: 30000,
      },
    }),
    filter: (s) => ({
      data: {
        article: 'F-7',
        name: 'Фильтр F-7',
        slug: 'f-7',
        categoryId: s.category.pumps.id,
        price: -1,
        currentPrice: -1,
        stock: { create: [{ shopId: s.shop.atyrau.id, count: 10 }] },
      },
    }),
    retired: (s) => ({
      data: {
        article: 'OLD-1',
        name: 'Снятый с продажи',
        slug: 'old-1',
        categoryId: s.category.pumps.id,
        price: 100,
        currentPrice: 100,
        isActive: false,
        stock: { create: [{ shopId: s.shop.atyrau.id, count: 10 }] },
      },
    }),
  },
  user: {
    aigerim: (s) => ({
      data: {
        ...USER,
        email: 'aigerim@example.kz',
        cart: {
          create: {
            items: {
              create: [
                { productId: s.product.pump.id, quantity: 1 },
                { productId: s.product.filter.id, quantity: 4 },
              ],
            },
          },
        },
      },
    }),
    daniyar: { data: { ...USER, email: 'daniyar@example.kz' } },
    editor: { data: { ...USER, email: 'editor@example.kz', role: 'editor' } },
    manager: { data: { ...USER, email: 'manager@example.kz', role: 'manager' } },
  },
  order: {
    draft: (s) => ({
      data: {
        number: 'A-000901',
        userId: s.user.aigerim.id,
        items: { create: [{ productId: s.product.pump.id, quantity: 2 }] },
      },
    }),
    placed: (s) => ({
      data: {
        number: 'A-000902',
        userId: s.user.aigerim.id,
        status: 'placed',
        placedAt: new Date('2026-03-02T10:00:00Z'),
        createdAt: new Date('2026-03-02T09:00:00Z'),
        total: 104001,
        shopId: s.shop.atyrau.id,
        items: {
          create: [{ productId: s.product.pump.id, quantity: 2, price: 52000.5, lastPrice: 60000 }],
        },
      },
    }),
    completed: (s) => ({
      data: {
        number: 'A-000903',
        userId: s.user.aigerim.id,
        status: 'completed',
        createdAt: new Date('2026-01-15T09:00:00Z'),
        total: 30000,
        items: { create: [{ productId: s.product.tank.id, quantity: 1, price: 30000 }] },
      },
    }),
    danDraft: (s) => ({
      data: {
        number: 'A-000904',
        userId: s.user.daniyar.id,
        items: { create: [{ productId: s.product.filter.id, quantity: 1 }] },
      },
    }),
    guest: (s) => ({
      data: {
        number: 'A-000905',
        status: 'placed',
        guestName: 'Гость',
        guestEmail: 'guest@example.kz',
        guestPhone: '+77011234567',
        shopId: s.shop.atyrau.id,
        total: 52000.5,
        items: { create: [{ productId: s.product.pump.id, quantity: 1, price: 52000.5 }] },
      },
    }),
  },
})

type Named<T, K extends string> = Record<K, T>

export type StandardScenario = {
  shop: Named<Shop, 'atyrau' | 'aktobe'>
  product: Named<Product, 'pump' | 'tank' | 'filter' | 'retired'>
  user: Named<User, 'aigerim' | 'daniyar' | 'editor' | 'manager'>
  order: Named<Order, 'draft' | 'placed' | 'completed' | 'danDraft' | 'guest'>
}
