import type { Prisma } from '@prisma/client'
import { productRow, TEST_ACCOUNT as USER } from 'testing/scenarioRows'

/**
 * One account of every role, a product and an order, and five audit
 * entries: two on 24 November in Almaty (one of them at 23:30 Almaty, already
 * the 24th there while UTC says 18:30), one on the 25th and two on the 26th
 * (an order's status and a staff read of its invoice, naming the customer).
 */
export const standard = defineScenario<
  | Prisma.UserCreateArgs
  | Prisma.CategoryCreateArgs
  | Prisma.ProductCreateArgs
  | Prisma.OrderCreateArgs
  | Prisma.AuditEntryCreateArgs
>({
  user: {
    customer: {
      data: { ...USER, email: 'aigerim@example.kz', lastName: 'Иванова', firstName: 'Айгерим' },
    },
    manager: { data: { ...USER, email: 'manager@example.kz', role: 'manager' } },
    editor: { data: { ...USER, email: 'editor@example.kz', role: 'editor' } },
    admin: { data: { ...USER, email: 'admin@example.kz', role: 'admin' } },
  },
  category: { pumps: { data: { name: 'Насосы', slug: 'nasosy' } } },
  product: {
    pump: (s) =>
      productRow(s.category.pumps.id, { article: 'GR-JPB-5', name: 'Насос Grundfos JPB 5' }),
  },
  order: {
    placed: (s) => ({
      data: {
        number: 'A-001051',
        status: 'confirmed',
        userId: s.user.customer.id,
        placedAt: new Date('2026-11-25T08:00:00Z'),
      },
    }),
  },
  auditEntry: {
    role: (s) => ({
      data: {
        createdAt: new Date('2026-11-24T05:00:00Z'),
        actorEmail: 'admin@example.kz',
        action: 'user.role',
        entity: 'user',
        entityId: String(s.user.editor.id),
        before: { role: 'editor' },
        after: { role: 'manager' },
      },
    }),
    retry: {
      data: {
        createdAt: new Date('2026-11-24T18:30:00Z'),
        actorEmail: 'manager@example.kz',
        action: 'outbox.retry',
        entity: 'outboxMessage',
        entityId: '3',
        before: { state: 'failed', nextAttemptAt: '2026-11-24T10:00:00.000Z' },
        after: { state: 'pending', nextAttemptAt: '2026-11-24T18:30:00.000Z' },
      },
    },
    price: (s) => ({
      data: {
        createdAt: new Date('2026-11-25T04:00:00Z'),
        actorEmail: 'editor@example.kz',
        action: 'product.update',
        entity: 'product',
        entityId: String(s.product.pump.id),
        before: { price: 46900, isActive: false },
        after: { price: 52000, isActive: true },
      },
    }),
    transition: (s) => ({
      data: {
        createdAt: new Date('2026-11-26T05:00:00Z'),
        actorEmail: 'manager@example.kz',
        action: 'order.transition',
        entity: 'order',
        entityId: String(s.order.placed.id),
        before: { status: 'placed' },
        after: { status: 'confirmed', comment: '' },
      },
    }),
    invoice: (s) => ({
      data: {
        createdAt: new Date('2026-11-26T06:00:00Z'),
        actorEmail: 'manager@example.kz',
        action: 'invoice.download',
        entity: 'order',
        entityId: String(s.order.placed.id),
        after: { number: 'A-001051', customerId: s.user.customer.id },
      },
    }),
  },
})

export type StandardScenario = typeof standard
