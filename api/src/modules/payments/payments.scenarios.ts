import type { Order, Prisma, Product, User } from '@prisma/client'
import { productRow, TEST_ACCOUNT as USER } from 'testing/scenarioRows'

/**
 * Online payment: Aigerim's placed order of 104 001 ₸ (payable), her draft,
 * her placed order whose price is on request, her cancelled order; a guest's placed order; Daniyar,
 * another customer; a manager who may refund.
 */
export const standard = defineScenario<
  | Prisma.CategoryCreateArgs
  | Prisma.ProductCreateArgs
  | Prisma.UserCreateArgs
  | Prisma.OrderCreateArgs
>({
  category: { pumps: { data: { name: 'Насосы', slug: 'nasosy' } } },
  product: {
    pump: (s) =>
      productRow(s.category.pumps.id, {
        article: 'NS-100',
        name: 'Насосная станция NS-100',
        price: 60000,
        currentPrice: 52000.5,
      }),
  },
  user: {
    aigerim: { data: { ...USER, email: 'aigerim@example.kz' } },
    daniyar: { data: { ...USER, email: 'daniyar@example.kz' } },
    manager: { data: { ...USER, email: 'manager@example.kz', role: 'manager' } },
  },
  order: {
    placed: (s) => ({
      data: {
        number: 'A-000902',
        userId: s.user.aigerim.id,
        status: 'placed',
        placedAt: new Date('2026-03-02T10:00:00Z'),
        total: 104001,
        items: { create: [{ productId: s.product.pump.id, quantity: 2, price: 52000.5 }] },
      },
    }),
    draft: (s) => ({
      data: {
        number: 'A-000901',
        userId: s.user.aigerim.id,
        items: { create: [{ productId: s.product.pump.id, quantity: 1 }] },
      },
    }),
    onRequest: (s) => ({
      data: {
        number: 'A-000903',
        userId: s.user.aigerim.id,
        status: 'placed',
        placedAt: new Date('2026-03-03T10:00:00Z'),
        total: null,
        items: { create: [{ productId: s.product.pump.id, quantity: 1, price: null }] },
      },
    }),
    guestPlaced: (s) => ({
      data: {
        number: 'A-000905',
        guestName: 'Айгерим',
        guestEmail: 'guest@example.kz',
        guestPhone: '+77012345678',
        status: 'placed',
        placedAt: new Date('2026-03-04T10:00:00Z'),
        total: 52000.5,
        items: { create: [{ productId: s.product.pump.id, quantity: 1, price: 52000.5 }] },
      },
    }),
    cancelled: (s) => ({
      data: {
        number: 'A-000904',
        userId: s.user.aigerim.id,
        status: 'cancelled',
        total: 52000.5,
        items: { create: [{ productId: s.product.pump.id, quantity: 1, price: 52000.5 }] },
      },
    }),
  },
})

type Named<T, K extends string> = Record<K, T>

export type StandardScenario = {
  product: Named<Product, 'pump'>
  user: Named<User, 'aigerim' | 'daniyar' | 'manager'>
  order: Named<Order, 'placed' | 'draft' | 'onRequest' | 'cancelled' | 'guestPlaced'>
}
