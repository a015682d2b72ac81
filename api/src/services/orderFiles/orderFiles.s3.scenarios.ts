import type { Order, Prisma, Product, User } from '@prisma/client'

/**
 * A draft with one pump and a filter in stock (values of their own: test
 * files run in parallel on one database, and names, slugs, articles, e-mails
 * and order numbers are unique).
 */
export const standard = defineScenario<
  | Prisma.ShopCreateArgs
  | Prisma.CategoryCreateArgs
  | Prisma.ProductCreateArgs
  | Prisma.UserCreateArgs
  | Prisma.OrderCreateArgs
>({
  shop: {
    main: {
      data: { name: 'Склад S3', nameForGuest: 'Склад S3', city: 'Атырау', address: 'ул. 3' },
    },
  },
  category: { pumps: { data: { name: 'Насосы S3', slug: 'nasosy-s3' } } },
  product: {
    pump: (s) => ({
      data: {
        article: 'S3-NS-100',
        name: 'Насосная станция S3-NS-100',
        slug: 's3-ns-100',
        categoryId: s.category.pumps.id,
        price: 60000,
        currentPrice: 52000,
        stock: { create: [{ shopId: s.shop.main.id, count: 5 }] },
      },
    }),
    filter: (s) => ({
      data: {
        article: 'S3-F-7',
        name: 'Фильтр S3-F-7',
        slug: 's3-f-7',
        categoryId: s.category.pumps.id,
        price: 1500,
        currentPrice: 1500,
        stock: { create: [{ shopId: s.shop.main.id, count: 10 }] },
      },
    }),
  },
  user: {
    aigerim: {
      data: { hashedPassword: 'not-a-hash', salt: 'not-a-salt', email: 'aigerim.s3@example.kz' },
    },
  },
  order: {
    draft: (s) => ({
      data: {
        number: 'A-000991',
        userId: s.user.aigerim.id,
        items: { create: [{ productId: s.product.pump.id, quantity: 2 }] },
      },
    }),
  },
})

export type StandardScenario = {
  product: Record<'pump' | 'filter', Product>
  user: Record<'aigerim', User>
  order: Record<'draft', Order>
}
