import type { Order, PaymentType, Prisma, Product, Shop, User } from '@prisma/client'
import { aktobeShop, atyrauShop, productRow, TEST_ACCOUNT as USER } from 'testing/scenarioRows'

/** One of Aigerim's five drafts, each asking for the last unit. */
const draftOfLastUnit =
  (n: number) => (s: { user: { aigerim: User }; product: { last: Product } }) => ({
    data: {
      number: `A-00010${n}`,
      userId: s.user.aigerim.id,
      items: { create: [{ productId: s.product.last.id, quantity: 1 }] },
    },
  })

/**
 * Stock reservations (issue 28 §2): the last unit of a pump in Atyrau, a
 * filter with 3 in Atyrau and 2 in Aktobe; Aigerim has five drafts each
 * asking for the last unit and a cart with 4 filters; Daniyar shops too; a
 * manager and an editor work the back office; online and cash payment.
 */
export const standard = defineScenario<
  | Prisma.ShopCreateArgs
  | Prisma.CategoryCreateArgs
  | Prisma.ProductCreateArgs
  | Prisma.PaymentTypeCreateArgs
  | Prisma.UserCreateArgs
  | Prisma.OrderCreateArgs
>({
  shop: { atyrau: atyrauShop({ isCanOrderByGuest: true }), aktobe: aktobeShop() },
  category: { pumps: { data: { name: 'Насосы', slug: 'nasosy' } } },
  product: {
    last: (s) =>
      productRow(s.category.pumps.id, {
        article: 'LAST-1',
        name: 'Насос последний',
        price: 90000,
        currentPrice: 90000,
        stock: { create: [{ shopId: s.shop.atyrau.id, count: 1 }] },
      }),
    filter: (s) =>
      productRow(s.category.pumps.id, {
        article: 'F-5',
        name: 'Фильтр F-5',
        price: 5000,
        currentPrice: 5000,
        stock: {
          create: [
            { shopId: s.shop.atyrau.id, count: 3 },
            { shopId: s.shop.aktobe.id, count: 2 },
          ],
        },
      }),
  },
  paymentType: {
    online: { data: { name: 'Картой онлайн', kind: 'online', position: 1 } },
    cash: { data: { name: 'Наличными при получении', kind: 'on_receipt', position: 2 } },
  },
  user: {
    aigerim: (s) => ({
      data: {
        ...USER,
        email: 'aigerim@example.kz',
        cart: { create: { items: { create: [{ productId: s.product.filter.id, quantity: 4 }] } } },
      },
    }),
    daniyar: { data: { ...USER, email: 'daniyar@example.kz' } },
    manager: { data: { ...USER, email: 'manager@akvatoria.kz', role: 'manager' } },
    editor: { data: { ...USER, email: 'editor@akvatoria.kz', role: 'editor' } },
  },
  order: {
    draft1: draftOfLastUnit(1),
    draft2: draftOfLastUnit(2),
    draft3: draftOfLastUnit(3),
    draft4: draftOfLastUnit(4),
    draft5: draftOfLastUnit(5),
  },
})

type Named<T, K extends string> = Record<K, T>

export type StandardScenario = {
  shop: Named<Shop, 'atyrau' | 'aktobe'>
  product: Named<Product, 'last' | 'filter'>
  paymentType: Named<PaymentType, 'online' | 'cash'>
  user: Named<User, 'aigerim' | 'daniyar' | 'manager' | 'editor'>
  order: Named<Order, 'draft1' | 'draft2' | 'draft3' | 'draft4' | 'draft5'>
}
