import type { Prisma } from '@prisma/client'
import { TEST_ACCOUNT } from 'testing/scenarioRows'

const COMPANY = {
  legalName: 'ТОО «Аква Строй»',
  bin: '971240001315',
  legalAddress: 'г. Актобе, пр. Абилкайыр хана, 62',
  iban: 'KZ86125KZT5004100100',
  bankName: 'АО «Kaspi Bank»',
  bik: 'CASPKZKA',
  kbe: '17',
}

/**
 * Aigerim (with her company's details) has a placed order of 120 000 ₸, a
 * draft, a cancelled order and a placed one with a price on request;
 * Daniyar (no company) a placed order of his own; a manager and an editor.
 */
export const standard = defineScenario<
  | Prisma.CategoryCreateArgs
  | Prisma.ProductCreateArgs
  | Prisma.UserCreateArgs
  | Prisma.OrderCreateArgs
>({
  category: { pumps: { data: { name: 'Насосы', slug: 'nasosy' } } },
  product: {
    pump: (s) => ({
      data: {
        article: 'NS-100',
        name: 'Насосная станция NS-100',
        slug: 'ns-100',
        categoryId: s.category.pumps.id,
        price: 60000,
        currentPrice: 60000,
      },
    }),
    filter: (s) => ({
      data: {
        article: 'F-7',
        name: 'Фильтр F-7',
        slug: 'f-7',
        categoryId: s.category.pumps.id,
        price: -1,
        currentPrice: -1,
      },
    }),
  },
  user: {
    aigerim: {
      data: {
        ...TEST_ACCOUNT,
        email: 'aigerim@example.kz',
        firstName: 'Айгерим',
        company: { create: COMPANY },
      },
    },
    daniyar: {
      data: {
        ...TEST_ACCOUNT,
        email: 'daniyar@example.kz',
        lastName: 'Серикбаев',
        firstName: 'Данияр',
        phone: '+77012345678',
      },
    },
    manager: { data: { ...TEST_ACCOUNT, email: 'manager@example.kz', role: 'manager' } },
    editor: { data: { ...TEST_ACCOUNT, email: 'editor@example.kz', role: 'editor' } },
  },
  order: {
    placed: (s) => ({
      data: {
        number: 'A-000902',
        userId: s.user.aigerim.id,
        status: 'placed',
        placedAt: new Date('2026-03-02T10:00:00Z'),
        total: 120000,
        items: { create: [{ productId: s.product.pump.id, quantity: 2, price: 60000 }] },
      },
    }),
    draft: (s) => ({
      data: {
        number: 'A-000901',
        userId: s.user.aigerim.id,
        items: { create: [{ productId: s.product.pump.id, quantity: 1 }] },
      },
    }),
    cancelled: (s) => ({
      data: {
        number: 'A-000903',
        userId: s.user.aigerim.id,
        status: 'cancelled',
        placedAt: new Date('2026-03-01T10:00:00Z'),
        cancelledAt: new Date('2026-03-01T11:00:00Z'),
        total: 60000,
        items: { create: [{ productId: s.product.pump.id, quantity: 1, price: 60000 }] },
      },
    }),
    onRequest: (s) => ({
      data: {
        number: 'A-000904',
        userId: s.user.aigerim.id,
        status: 'confirmed',
        placedAt: new Date('2026-03-03T10:00:00Z'),
        total: 60000,
        items: {
          create: [
            { productId: s.product.pump.id, quantity: 1, price: 60000 },
            { productId: s.product.filter.id, quantity: 1, price: null },
          ],
        },
      },
    }),
    daniyars: (s) => ({
      data: {
        number: 'A-000905',
        userId: s.user.daniyar.id,
        status: 'completed',
        placedAt: new Date('2026-03-04T10:00:00Z'),
        total: 1001.07,
        fulfilment: 'delivery',
        deliveryCity: 'Атырау',
        deliveryAddress: 'ул. Сатпаева, 1',
        deliveryFee: 1500,
        items: { create: [{ productId: s.product.pump.id, quantity: 1, price: 1001.07 }] },
      },
    }),
  },
})

export type StandardScenario = {
  product: Record<'pump' | 'filter', import('@prisma/client').Product>
  user: Record<'aigerim' | 'daniyar' | 'manager' | 'editor', import('@prisma/client').User>
  order: Record<
    'placed' | 'draft' | 'cancelled' | 'onRequest' | 'daniyars',
    import('@prisma/client').Order
  >
}
