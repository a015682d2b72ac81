import type { Prisma } from '@prisma/client'
import {
  atyrauShop,
  productRow,
  pumpTypePrices,
  TEST_ACCOUNT as USER,
  wholesaleGroup,
} from 'testing/scenarioRows'

/**
 * A pump at 60 000 ₸ retail (from 5 pcs 58 000), «Оптовая» 55 000 (from 10
 * pcs 52 000); a filter with no type prices; a wholesale customer (the
 * group sees «Оптовая») and one user of every staff role.
 */
export const standard = defineScenario<
  | Prisma.ShopCreateArgs
  | Prisma.CategoryCreateArgs
  | Prisma.CustomerGroupCreateArgs
  | Prisma.ProductCreateArgs
  | Prisma.UserCreateArgs
>({
  shop: { atyrau: atyrauShop() },
  category: { pumps: { data: { name: 'Насосы', slug: 'nasosy' } } },
  customerGroup: {
    wholesale: wholesaleGroup(),
  },
  product: {
    pump: (s) =>
      productRow(s.category.pumps.id, {
        article: 'NS-100',
        name: 'Насосная станция NS-100',
        price: 60000,
        currentPrice: 60000,
        stock: { create: [{ shopId: s.shop.atyrau.id, count: 30 }] },
        typePrices: pumpTypePrices(),
      }),
    filter: (s) =>
      productRow(s.category.pumps.id, {
        article: 'F-7',
        name: 'Фильтр F-7',
        price: 1000,
        currentPrice: 1000,
      }),
  },
  user: {
    customer: (s) => ({
      data: {
        ...USER,
        email: 'opt@example.kz',
        groups: { create: [{ groupId: s.customerGroup.wholesale.id, position: 0 }] },
      },
    }),
    manager: { data: { ...USER, email: 'manager@example.kz', role: 'manager' } },
    editor: { data: { ...USER, email: 'editor@example.kz', role: 'editor' } },
    admin: { data: { ...USER, email: 'admin@example.kz', role: 'admin' } },
  },
})

export type StandardScenario = typeof standard
