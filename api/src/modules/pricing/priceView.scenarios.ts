import type { Prisma } from '@prisma/client'
import { priceTypeRef, RETAIL_TYPE } from 'testing/scenarioRows'

import type { ScenarioData } from '@redwoodjs/testing/api'

/**
 * A catalogue with a dealer price type (issue 20 part 1). Retail / dealer,
 * tenge:
 * - PT-A 12 000 / 10 000, dealer from 10 pcs 9 000, retail from 5 pcs 11 000;
 * - PT-B 5 000 (old 6 000) / 5 500: the retail promotion is lower;
 * - PT-C 8 000 / none: retail for everyone;
 * - PT-D on request / 3 000;
 * - PT-E 5 000 (old 6 000) / 4 500: the dealer pays less than the promotion.
 */
const dealerType = priceTypeRef('pt-dealer', 'Дилерская', 5)

const product = (
  article: string,
  currentPrice: number,
  lastPrice: number | null,
  prices: { type: 'dealer' | 'retail'; minQuantity: number; price: number }[]
) => ({
  data: {
    article,
    name: `Товар ${article}`,
    slug: article.toLowerCase(),
    price: lastPrice ?? currentPrice,
    currentPrice,
    lastPrice,
    category: { connect: { name: 'Типы цен' } },
    stock: { create: [{ count: 100, shop: { connect: { name: 'Магазин типов цен' } } }] },
    typePrices: {
      create: prices.map(({ type, minQuantity, price }) => ({
        minQuantity,
        price,
        priceType: { connectOrCreate: type === 'dealer' ? dealerType : RETAIL_TYPE },
      })),
    },
  },
})

export const standard = defineScenario<
  | Prisma.CategoryCreateArgs
  | Prisma.ShopCreateArgs
  | Prisma.ProductCreateArgs
  | Prisma.UserCreateArgs
>({
  category: { types: { data: { name: 'Типы цен', slug: 'price-types' } } },
  shop: {
    main: {
      data: {
        name: 'Магазин типов цен',
        nameForGuest: 'Магазин',
        city: 'Астана',
        address: 'ул. 1',
      },
    },
  },
  product: {
    a: product('PT-A', 12000, null, [
      { type: 'dealer', minQuantity: 1, price: 10000 },
      { type: 'dealer', minQuantity: 10, price: 9000 },
      { type: 'retail', minQuantity: 5, price: 11000 },
    ]),
    b: product('PT-B', 5000, 6000, [{ type: 'dealer', minQuantity: 1, price: 5500 }]),
    c: product('PT-C', 8000, null, []),
    d: product('PT-D', 0, null, [{ type: 'dealer', minQuantity: 1, price: 3000 }]),
    e: product('PT-E', 5000, 6000, [{ type: 'dealer', minQuantity: 1, price: 4500 }]),
  },
  user: {
    dealer: {
      data: {
        email: 'dealer@example.kz',
        hashedPassword: 'x',
        salt: 'x',
        groups: {
          create: {
            group: {
              create: {
                name: 'pt-dealers',
                title: 'Дилеры',
                priceType: { connectOrCreate: dealerType },
              },
            },
          },
        },
      },
    },
    retail: { data: { email: 'retail-pt@example.kz', hashedPassword: 'x', salt: 'x' } },
  },
})

export type StandardScenario = ScenarioData<{ id: number }, 'product' | 'user'>
