import type { PaymentType, Prisma, Product, Shop, User } from '@prisma/client'
import { aktobeShop, atyrauShop, productRow, TEST_ACCOUNT as USER } from 'testing/scenarioRows'

/**
 * The account checkout: two shops, goods with stock (pump 52 000,50 ₸ ×5,
 * fitting 3 000 ₸ ×10, a filter priced on request ×10), two payment types
 * on offer and one withdrawn; Aigerim's cart holds a pump, two fittings and
 * a filter, Daniyar has no cart.
 */
export const standard = defineScenario<
  | Prisma.ShopCreateArgs
  | Prisma.CategoryCreateArgs
  | Prisma.ProductCreateArgs
  | Prisma.PaymentTypeCreateArgs
  | Prisma.UserCreateArgs
>({
  shop: { atyrau: atyrauShop({ isCanOrderByGuest: true }), aktobe: aktobeShop() },
  category: { pumps: { data: { name: 'Насосы', slug: 'nasosy' } } },
  product: {
    pump: (s) =>
      productRow(s.category.pumps.id, {
        article: 'NS-100',
        name: 'Насосная станция NS-100',
        price: 60000,
        currentPrice: 52000.5,
        lastPrice: 60000,
        stock: {
          create: [
            { shopId: s.shop.atyrau.id, count: 3 },
            { shopId: s.shop.aktobe.id, count: 2 },
          ],
        },
      }),
    fitting: (s) =>
      productRow(s.category.pumps.id, {
        article: 'FT-20',
        name: 'Фитинг FT-20',
        price: 3000,
        currentPrice: 3000,
        stock: { create: [{ shopId: s.shop.aktobe.id, count: 10 }] },
      }),
    filter: (s) =>
      productRow(s.category.pumps.id, {
        article: 'F-7',
        name: 'Фильтр F-7',
        price: -1,
        currentPrice: -1,
        stock: { create: [{ shopId: s.shop.atyrau.id, count: 10 }] },
      }),
  },
  paymentType: {
    cash: { data: { name: 'Наличными при получении', kind: 'on_receipt', position: 1 } },
    invoice: { data: { name: 'Безналичный расчёт', kind: 'invoice', position: 2 } },
    withdrawn: { data: { name: 'Старый способ', isActive: false, position: 3 } },
    installment: { data: { name: 'В рассрочку', kind: 'installment', position: 4 } },
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
                { productId: s.product.fitting.id, quantity: 2 },
                { productId: s.product.filter.id, quantity: 1 },
              ],
            },
          },
        },
      },
    }),
    daniyar: { data: { ...USER, email: 'daniyar@example.kz' } },
  },
})

type Named<T, K extends string> = Record<K, T>

export type StandardScenario = {
  shop: Named<Shop, 'atyrau' | 'aktobe'>
  product: Named<Product, 'pump' | 'fitting' | 'filter'>
  paymentType: Named<PaymentType, 'cash' | 'invoice' | 'withdrawn' | 'installment'>
  user: Named<User, 'aigerim' | 'daniyar'>
}
