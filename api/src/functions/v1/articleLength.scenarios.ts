import type { Prisma, Product, Shop, User } from '@prisma/client'
import { atyrauShop, productRow, TEST_ACCOUNT as USER } from 'testing/scenarioRows'

/** 90 characters: within the catalogue's limit (domain/productFields ARTICLE_MAX). */
export const LONG_ARTICLE = `VALTEC-VT.${'0123456789'.repeat(8)}`

/** A pump whose article is 90 characters long, in stock in a shop taking guest orders; a customer. */
export const standard = defineScenario<
  | Prisma.ShopCreateArgs
  | Prisma.CategoryCreateArgs
  | Prisma.ProductCreateArgs
  | Prisma.UserCreateArgs
>({
  shop: { atyrau: atyrauShop({ isCanOrderByGuest: true }) },
  category: { pumps: { data: { name: 'Насосы', slug: 'nasosy' } } },
  product: {
    pump: (s) =>
      productRow(s.category.pumps.id, {
        article: LONG_ARTICLE,
        slug: 'nasos-long-article',
        name: 'Насосная станция с длинным артикулом',
        price: 45000,
        currentPrice: 45000,
        stock: { create: [{ shopId: s.shop.atyrau.id, count: 20 }] },
      }),
  },
  user: { aigerim: { data: { ...USER, email: 'aigerim@example.kz' } } },
})

type Named<T, K extends string> = Record<K, T>

export type StandardScenario = {
  shop: Named<Shop, 'atyrau'>
  product: Named<Product, 'pump'>
  user: Named<User, 'aigerim'>
}
