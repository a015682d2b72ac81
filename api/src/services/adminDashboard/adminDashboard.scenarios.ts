import type { Prisma } from '@prisma/client'
import { aktobeShop, atyrauShop, productRow, TEST_ACCOUNT as USER } from 'testing/scenarioRows'

import { shopDay } from 'src/lib/domain/adminDashboard'

const MINUTE = 60_000

/** The instant the scenario's «today» is about; the test asks the counts at it. */
export const NOW = new Date('2026-11-25T10:30:00Z')
const today = shopDay(NOW)
const at = (offsetMinutes: number) => new Date(today.from.getTime() + offsetMinutes * MINUTE)

/**
 * Orders: three placed today in Almaty (one still placed, one confirmed, one
 * early in the UTC day), one placed a minute before Almaty's midnight and
 * still waiting, a draft and one placed at the next midnight.
 * Leads pending, failed (but handled) and delivered (not handled); outbox messages failed, pending and
 * delivered. Products: in stock, no stock rows, only negative or zero
 * counts, a negative and a positive shop (in stock), and an inactive one
 * with none (not counted). One user of every role.
 */
export const standard = defineScenario<
  | Prisma.ShopCreateArgs
  | Prisma.CategoryCreateArgs
  | Prisma.ProductCreateArgs
  | Prisma.UserCreateArgs
  | Prisma.OrderCreateArgs
  | Prisma.CallbackLeadCreateArgs
  | Prisma.OutboxMessageCreateArgs
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
        stock: { create: [{ shopId: s.shop.atyrau.id, count: 3 }] },
      }),
    tank: (s) =>
      productRow(s.category.pumps.id, {
        article: 'TANK-500',
        name: 'Бак 500 л',
      }),
    oversold: (s) =>
      productRow(s.category.pumps.id, {
        article: 'OV-1',
        name: 'Перепроданный',
        stock: {
          create: [
            { shopId: s.shop.atyrau.id, count: -2 },
            { shopId: s.shop.aktobe.id, count: 0 },
          ],
        },
      }),
    mixed: (s) =>
      productRow(s.category.pumps.id, {
        article: 'MX-1',
        name: 'Есть в Актобе',
        stock: {
          create: [
            { shopId: s.shop.atyrau.id, count: -3 },
            { shopId: s.shop.aktobe.id, count: 1 },
          ],
        },
      }),
    retired: (s) =>
      productRow(s.category.pumps.id, {
        article: 'OLD-1',
        name: 'Снятый с продажи',
        isActive: false,
      }),
  },
  user: {
    customer: { data: { ...USER, email: 'aigerim@example.kz' } },
    manager: { data: { ...USER, email: 'manager@example.kz', role: 'manager' } },
    editor: { data: { ...USER, email: 'editor@example.kz', role: 'editor' } },
    admin: { data: { ...USER, email: 'admin@example.kz', role: 'admin' } },
  },
  order: {
    placedToday: { data: { number: 'A-000001', status: 'placed', placedAt: at(1) } },
    confirmedToday: {
      data: { number: 'A-000002', status: 'confirmed', placedAt: at(24 * 60 - 1) },
    },
    placedYesterday: { data: { number: 'A-000003', status: 'placed', placedAt: at(-1) } },
    // 00:30 UTC of the same UTC date is 05:30 in Almaty: today too. Cancelled but
    // paid: its payment is still to be returned (issue 28 §1).
    placedEarlyUtc: {
      data: {
        number: 'A-000004',
        status: 'cancelled',
        paymentStatus: 'paid',
        placedAt: new Date('2026-11-25T00:30:00Z'),
      },
    },
    draft: { data: { number: 'A-000005' } },
    // Paid and completed: nothing to return.
    placedTomorrow: {
      data: {
        number: 'A-000006',
        status: 'completed',
        paymentStatus: 'paid',
        placedAt: at(24 * 60),
      },
    },
  },
  callbackLead: {
    pending: { data: { username: 'Айгерим', phone: '+77011234567' } },
    // Handled by a manager although the CRM never got it: not the dashboard's.
    failed: {
      data: {
        username: 'Данияр',
        phone: '+77011234568',
        crmState: 'failed',
        handledAt: at(30),
        handledByEmail: 'manager@example.kz',
        handledNote: 'Перезвонил, заказ оформлен по телефону.',
      },
    },
    // In the CRM but nobody here marked it: still the dashboard's.
    delivered: { data: { username: 'Ерлан', phone: '+77011234569', crmState: 'delivered' } },
    deliveredToo: { data: { username: 'Асель', phone: '+77011234570', crmState: 'delivered' } },
  },
  outboxMessage: {
    failed: { data: { kind: 'mail', payload: {}, idempotencyKey: 'dash:failed', state: 'failed' } },
    pending: { data: { kind: 'mail', payload: {}, idempotencyKey: 'dash:pending' } },
    delivered: {
      data: { kind: 'crm_lead', payload: {}, idempotencyKey: 'dash:delivered', state: 'delivered' },
    },
  },
})

export type StandardScenario = typeof standard
