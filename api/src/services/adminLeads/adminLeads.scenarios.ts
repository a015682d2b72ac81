import type { Prisma } from '@prisma/client'
import { productRow, TEST_ACCOUNT as USER } from 'testing/scenarioRows'

import { CRM_NOT_CONFIGURED } from 'src/lib/domain/deliveryProblems'

const T0 = new Date('2026-11-20T08:00:00Z')
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000)

/**
 * One user per role (two managers); a product and a guest's order the leads
 * point to. Leads: a callback from the contacts page the worker gave up on
 * (its outbox row failed too), a guest order's lead still queued, an
 * account order's lead in the CRM that a manager has handled, and a
 * callback from a product page that has not got through (no CRM). A failed
 * letter, a pending and a delivered message.
 */
export const standard = defineScenario<
  | Prisma.UserCreateArgs
  | Prisma.CategoryCreateArgs
  | Prisma.ProductCreateArgs
  | Prisma.OrderCreateArgs
  | Prisma.CallbackLeadCreateArgs
  | Prisma.OutboxMessageCreateArgs
>({
  user: {
    customer: { data: { ...USER, email: 'aigerim@example.kz' } },
    manager: { data: { ...USER, email: 'manager@example.kz', role: 'manager' } },
    colleague: { data: { ...USER, email: 'colleague@example.kz', role: 'manager' } },
    editor: { data: { ...USER, email: 'editor@example.kz', role: 'editor' } },
    admin: { data: { ...USER, email: 'admin@example.kz', role: 'admin' } },
  },
  category: { pumps: { data: { name: 'Насосы', slug: 'nasosy' } } },
  product: {
    pump: (s) =>
      productRow(s.category.pumps.id, { article: 'NS-100', name: 'Насосная станция NS-100' }),
  },
  order: {
    guest: {
      data: {
        number: 'A-000011',
        status: 'placed',
        placedAt: at(2),
        guestName: 'Айгерим',
        guestPhone: '+77011234567',
      },
    },
  },
  callbackLead: {
    failed: {
      data: {
        username: 'Данияр',
        phone: '+77011234568',
        comment: 'Перезвоните по котлу.',
        page: '/contacts',
        crmState: 'failed',
        crmAttempts: 12,
        lastError: 'HTTP 503',
        createdAt: at(1),
      },
    },
    pending: (s) => ({
      data: {
        username: 'Айгерим',
        phone: '+77011234567',
        source: 'guest_order',
        orderId: s.order.guest.id,
        createdAt: at(2),
      },
    }),
    delivered: {
      data: {
        username: 'Ерлан',
        phone: '+77011234569',
        email: 'erlan@example.kz',
        crmState: 'delivered',
        crmAttempts: 1,
        crmDealId: '42',
        deliveredAt: at(3),
        source: 'account_order',
        createdAt: at(3),
        handledAt: at(10),
        handledByEmail: 'manager@example.kz',
        handledNote: 'Позвонил, заказ подтверждён.',
      },
    },
    fromProduct: {
      data: {
        username: 'Серик',
        phone: '+77015550101',
        comment: 'Нужна насосная станция для дачи, перезвоните после обеда.',
        // The footer's form on a product page: the page only, the product is read from it.
        page: '/catalog/product/NS-100',
        crmAttempts: 2,
        lastError: CRM_NOT_CONFIGURED,
        createdAt: at(4),
      },
    },
  },
  outboxMessage: {
    failedLead: (s) => ({
      data: {
        kind: 'crm_lead',
        payload: { leadId: s.callbackLead.failed.id },
        idempotencyKey: `crm-lead:${s.callbackLead.failed.id}`,
        state: 'failed',
        attempts: 12,
        lastError: 'HTTP 503',
        nextAttemptAt: at(600),
        createdAt: at(1),
      },
    }),
    failedMail: {
      data: {
        kind: 'mail',
        payload: { to: 'aigerim@example.kz', subject: 'Заказ A-000001 оформлен', text: 'Текст' },
        idempotencyKey: 'order:1',
        state: 'failed',
        attempts: 12,
        lastError: 'SMTP 550',
        createdAt: at(5),
      },
    },
    pending: {
      data: {
        kind: 'mail',
        payload: {},
        idempotencyKey: 'pending:1',
        createdAt: at(6),
        nextAttemptAt: at(6),
      },
    },
    delivered: {
      data: {
        kind: 'mail',
        payload: {},
        idempotencyKey: 'delivered:1',
        state: 'delivered',
        createdAt: at(7),
      },
    },
  },
})

export type StandardScenario = typeof standard
