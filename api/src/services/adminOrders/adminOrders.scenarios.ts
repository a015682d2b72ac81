import type { Prisma } from '@prisma/client'
import { aktobeShop, atyrauShop, productRow, TEST_ACCOUNT as USER } from 'testing/scenarioRows'

/**
 * Four placed orders and a draft over two shops: Aliya's (account, Atyrau,
 * placed), Daniyar's guest order (Aktobe, confirmed), Erlan's (account,
 * Atyrau, completed, placed late on 24 Nov UTC — 25 Nov in Almaty) and a
 * guest's cancelled one without a shop; Aliya's draft must never show.
 * The pump has 3 units in Atyrau and an oversold −1 in Aktobe. One user of
 * every role.
 */
export const standard = defineScenario<
  | Prisma.ShopCreateArgs
  | Prisma.CategoryCreateArgs
  | Prisma.ProductCreateArgs
  | Prisma.UserCreateArgs
  | Prisma.OrderCreateArgs
>({
  shop: { atyrau: atyrauShop(), aktobe: aktobeShop() },
  category: { pumps: { data: { name: 'Насосы', slug: 'nasosy' } } },
  product: {
    pump: (s) =>
      productRow(s.category.pumps.id, {
        article: 'NS-100',
        name: 'Насосная станция NS-100',
        price: 60000,
        currentPrice: 60000,
        stock: {
          create: [
            { shopId: s.shop.atyrau.id, count: 3 },
            { shopId: s.shop.aktobe.id, count: -1 },
          ],
        },
      }),
    tank: (s) => productRow(s.category.pumps.id, { article: 'TANK-500', name: 'Бак 500 л' }),
  },
  user: {
    aliya: {
      data: {
        ...USER,
        email: 'aliya@example.kz',
        lastName: 'Сейткали',
        firstName: 'Алия',
        phone: '+77011234567',
      },
    },
    erlan: {
      data: { ...USER, email: 'erlan@example.kz', lastName: 'Ержанов', firstName: 'Ерлан' },
    },
    customer: { data: { ...USER, email: 'customer@example.kz' } },
    manager: { data: { ...USER, email: 'manager@example.kz', role: 'manager' } },
    editor: { data: { ...USER, email: 'editor@example.kz', role: 'editor' } },
    admin: { data: { ...USER, email: 'admin@example.kz', role: 'admin' } },
  },
  order: {
    aliyaPlaced: (s) => ({
      data: {
        number: 'A-000101',
        status: 'placed',
        userId: s.user.aliya.id,
        shopId: s.shop.atyrau.id,
        comment: 'Позвоните после 18:00',
        placedAt: new Date('2026-11-20T05:00:00Z'),
        total: 120000,
        items: { create: [{ productId: s.product.pump.id, quantity: 2, price: 60000 }] },
      },
    }),
    danGuest: (s) => ({
      data: {
        number: 'A-000102',
        status: 'confirmed',
        guestName: 'Данияр Ахметов',
        guestPhone: '+77057654321',
        guestEmail: 'dan@example.kz',
        shopId: s.shop.aktobe.id,
        placedAt: new Date('2026-11-22T08:00:00Z'),
        total: 5000,
        items: { create: [{ productId: s.product.tank.id, quantity: 5, price: 1000 }] },
      },
    }),
    erlanCompleted: (s) => ({
      data: {
        number: 'A-000103',
        status: 'completed',
        userId: s.user.erlan.id,
        shopId: s.shop.atyrau.id,
        placedAt: new Date('2026-11-24T20:00:00Z'),
        total: 30000,
        items: { create: [{ productId: s.product.tank.id, quantity: 1, price: 30000 }] },
      },
    }),
    guestCancelled: {
      data: {
        number: 'A-000104',
        status: 'cancelled',
        guestName: 'Гость',
        guestPhone: '+77770000001',
        placedAt: new Date('2026-11-25T10:00:00Z'),
        total: 1000,
      },
    },
    aliyaDraft: (s) => ({
      data: { number: 'A-000105', userId: s.user.aliya.id },
    }),
  },
})

export type StandardScenario = typeof standard
