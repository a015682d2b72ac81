import type { Prisma } from '@prisma/client'
import { TEST_ACCOUNT as USER } from 'testing/scenarioRows'

/**
 * One account of every role and three audit entries: two on 24 November in
 * Almaty (one of them at 23:30 Almaty, already the 24th there while UTC says
 * 18:30) and one on the 25th.
 */
export const standard = defineScenario<Prisma.UserCreateArgs | Prisma.AuditEntryCreateArgs>({
  user: {
    customer: { data: { ...USER, email: 'aigerim@example.kz' } },
    manager: { data: { ...USER, email: 'manager@example.kz', role: 'manager' } },
    editor: { data: { ...USER, email: 'editor@example.kz', role: 'editor' } },
    admin: { data: { ...USER, email: 'admin@example.kz', role: 'admin' } },
  },
  auditEntry: {
    role: {
      data: {
        createdAt: new Date('2026-11-24T05:00:00Z'),
        actorEmail: 'admin@example.kz',
        action: 'user.role',
        entity: 'user',
        entityId: '7',
        before: { role: 'editor' },
        after: { role: 'manager' },
      },
    },
    retry: {
      data: {
        createdAt: new Date('2026-11-24T18:30:00Z'),
        actorEmail: 'manager@example.kz',
        action: 'outbox.retry',
        entity: 'outboxMessage',
        entityId: '3',
        before: { state: 'failed' },
        after: { state: 'pending' },
      },
    },
    price: {
      data: {
        createdAt: new Date('2026-11-25T04:00:00Z'),
        actorEmail: 'editor@example.kz',
        action: 'product.update',
        entity: 'product',
        entityId: '12',
        before: { price: '100.00', isActive: true },
        after: { price: '120.00', isActive: true },
      },
    },
  },
})

export type StandardScenario = typeof standard
