import type { Order, Prisma, Product, Shop, User } from '@prisma/client'
import { atyrauShop, productRow, TEST_ACCOUNT as USER } from 'testing/scenarioRows'

/**
 * The 1C exchange's orders: Aigerim's placed delivery order (a 1C product and
 * a site-only one, 2 000 ₸ delivery), a guest's confirmed pickup order, a
 * draft (never sent), a completed order; the exchange account 1C posts as.
 */
export const standard = defineScenario<
  | Prisma.CategoryCreateArgs
  | Prisma.ProductCreateArgs
  | Prisma.ShopCreateArgs
  | Prisma.PaymentTypeCreateArgs
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
        externalId: 'bd72d8f9-55bc-11d9-848a-00112f43529a',
      }),
    pipe: (s) =>
      productRow(s.category.pumps.id, {
        article: 'PP-20',
        name: 'Труба PP 20 <ГОСТ>',
        price: 300,
        currentPrice: 300,
        unit: 'м',
      }),
  },
  shop: { atyrau: atyrauShop() },
  paymentType: { invoice: { data: { name: 'По счёту', kind: 'invoice' } } },
  user: {
    aigerim: {
      data: { ...USER, email: 'aigerim@example.kz', firstName: 'Айгерим', lastName: 'Сапарова' },
    },
    exchange: { data: { ...USER, email: '1c@example.kz', role: 'manager' } },
  },
  order: {
    placed: (s) => ({
      data: {
        number: 'A-000501',
        userId: s.user.aigerim.id,
        status: 'placed',
        placedAt: new Date('2026-12-01T09:00:00Z'),
        total: 104901,
        fulfilment: 'delivery',
        deliveryCity: 'Атырау',
        deliveryAddress: 'ул. Абая, 10',
        deliveryFee: 2000,
        paymentTypeId: s.paymentType.invoice.id,
        comment: 'Позвоните за час',
        items: {
          create: [
            { productId: s.product.pump.id, quantity: 2, price: 52000.5 },
            { productId: s.product.pipe.id, quantity: 3, price: 300 },
          ],
        },
      },
    }),
    guestPickup: (s) => ({
      data: {
        number: 'A-000502',
        guestName: 'Әлия Құрманғалиқызы',
        guestEmail: 'Aliya@Example.kz',
        guestPhone: '+77012345678',
        status: 'confirmed',
        placedAt: new Date('2026-12-01T10:00:00Z'),
        total: 52000.5,
        shopId: s.shop.atyrau.id,
        items: { create: [{ productId: s.product.pump.id, quantity: 1, price: 52000.5 }] },
      },
    }),
    draft: (s) => ({
      data: {
        number: 'A-000503',
        userId: s.user.aigerim.id,
        items: { create: [{ productId: s.product.pump.id, quantity: 1 }] },
      },
    }),
    completed: (s) => ({
      data: {
        number: 'A-000504',
        userId: s.user.aigerim.id,
        status: 'completed',
        placedAt: new Date('2026-11-20T10:00:00Z'),
        total: 300,
        items: { create: [{ productId: s.product.pipe.id, quantity: 1, price: 300 }] },
      },
    }),
  },
})

type Named<T, K extends string> = Record<K, T>

export type StandardScenario = {
  product: Named<Product, 'pump' | 'pipe'>
  shop: Named<Shop, 'atyrau'>
  user: Named<User, 'aigerim' | 'exchange'>
  order: Named<Order, 'placed' | 'guestPickup' | 'draft' | 'completed'>
}
