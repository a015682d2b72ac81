import type { Prisma } from '@prisma/client'
import {
  productRow,
  pumpTypePrices,
  TEST_ACCOUNT as USER,
  wholesaleGroup,
} from 'testing/scenarioRows'

/**
 * Retail and «Оптовая»; the b2c group (retail) with a customer, the
 * wholesale group on «Оптовая» with a customer; two priced products, one
 * with wholesale prices and a retail break, and one «on request»; one user
 * of every staff role.
 */
export const standard = defineScenario<
  | Prisma.CategoryCreateArgs
  | Prisma.CustomerGroupCreateArgs
  | Prisma.ProductCreateArgs
  | Prisma.UserCreateArgs
>({
  category: { pumps: { data: { name: 'Насосы', slug: 'nasosy' } } },
  customerGroup: {
    b2c: { data: { name: 'b2c', title: 'Розничные покупатели' } },
    wholesale: wholesaleGroup(),
  },
  product: {
    pump: (s) =>
      productRow(s.category.pumps.id, {
        article: 'NS-100',
        name: 'Насосная станция NS-100',
        price: 60000,
        currentPrice: 60000,
        typePrices: pumpTypePrices(),
      }),
    filter: (s) =>
      productRow(s.category.pumps.id, {
        article: 'F-7',
        name: 'Фильтр F-7',
        price: 1000,
        currentPrice: 1000,
      }),
    onRequest: (s) =>
      productRow(s.category.pumps.id, {
        article: 'OSM-1',
        name: 'Осмос',
        price: 0,
        currentPrice: 0,
      }),
  },
  user: {
    retailCustomer: (s) => ({
      data: {
        ...USER,
        email: 'aigerim@example.kz',
        groups: { create: [{ groupId: s.customerGroup.b2c.id, position: 0 }] },
      },
    }),
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
