import type { Order, Prisma, Product, User } from '@prisma/client'

const USER = { hashedPassword: 'not-a-hash', salt: 'not-a-salt' }

/**
 * Goods with stock 5 over two shops (pump NS-100), 10 (filter F-7), none
 * (tank TANK-500) and one no longer sold (OLD-1); Aigerim has a draft with
 * 2 pumps and a placed order, Daniyar a draft of his own.
 */
export const standard = defineScenario<
  | Prisma.ShopCreateArgs
  | Prisma.CategoryCreateArgs
  | Prisma.ProductCreateArgs
  | Prisma.UserCreateArgs
  | Prisma.OrderCreateArgs
>({
  shop: {
    atyrau: { data: { name: 'Атырау', nameForGuest: 'Атырау', city: 'Атырау', address: 'ул. 1' } },
    aktobe: { data: { name: 'Актобе', nameForGuest: 'Актобе', city: 'Актобе', address: 'ул. 2' } },
  },
  category: { pumps: { data: { name: 'Насосы', slug: 'nasosy' } } },
  product: {
    pump: (s) => ({
      data: {
        article: 'NS-100',
        name: 'Насосная станция NS-100',
        slug: 'ns-100',
        categoryId: s.category.pumps.id,
        price: 60000,
        currentPrice: 52000,
        stock: {
          create: [
            { shopId: s.shop.atyrau.id, count: 3 },
            { shopId: s.shop.aktobe.id, count: 2 },
          ],
        },
      },
    }),
    filter: (s) => ({
      data: {
        article: 'F-7',
        name: 'Фильтр F-7',
        slug: 'f-7',
        categoryId: s.category.pumps.id,
        price: 1500,
        currentPrice: 1500,
        stock: { create: [{ shopId: s.shop.atyrau.id, count: 10 }] },
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
    aigerim: { data: { ...USER, email: 'aigerim@example.kz' } },
    daniyar: { data: { ...USER, email: 'daniyar@example.kz' } },
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
        total: 104000,
        shopId: s.shop.atyrau.id,
        items: { create: [{ productId: s.product.pump.id, quantity: 2, price: 52000 }] },
      },
    }),
    danDraft: (s) => ({
      data: {
        number: 'A-000904',
        userId: s.user.daniyar.id,
        items: { create: [{ productId: s.product.filter.id, quantity: 1 }] },
      },
    }),
  },
})

type Named<T, K extends string> = Record<K, T>

export type StandardScenario = {
  product: Named<Product, 'pump' | 'filter' | 'tank' | 'retired'>
  user: Named<User, 'aigerim' | 'daniyar'>
  order: Named<Order, 'draft' | 'placed' | 'danDraft'>
}
