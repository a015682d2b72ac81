import type { Category, PaymentType, Prisma, Shop, User } from '@prisma/client'
import { atyrauShop, TEST_ACCOUNT as USER } from 'testing/scenarioRows'

/**
 * Articles at the catalogue's limit (domain/productFields ARTICLE_MAX): one
 * shop taking guest orders, a category for the product the editor creates,
 * a payment on receipt, a customer and an editor.
 */
export const standard = defineScenario<
  | Prisma.ShopCreateArgs
  | Prisma.CategoryCreateArgs
  | Prisma.PaymentTypeCreateArgs
  | Prisma.UserCreateArgs
>({
  shop: { atyrau: atyrauShop({ isCanOrderByGuest: true }) },
  category: { pumps: { data: { name: 'Насосы', slug: 'nasosy' } } },
  paymentType: {
    cash: { data: { name: 'Наличными при получении', kind: 'on_receipt', position: 1 } },
  },
  user: {
    aigerim: { data: { ...USER, email: 'aigerim@example.kz' } },
    editor: { data: { ...USER, email: 'editor@akvatoria.kz', role: 'editor' } },
  },
})

type Named<T, K extends string> = Record<K, T>

export type StandardScenario = {
  shop: Named<Shop, 'atyrau'>
  category: Named<Category, 'pumps'>
  paymentType: Named<PaymentType, 'cash'>
  user: Named<User, 'aigerim' | 'editor'>
}
