import type { Prisma } from '@prisma/client'
import { TEST_ACCOUNT as USER } from 'testing/scenarioRows'

const T0 = new Date('2026-11-20T08:00:00Z')
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000)

/**
 * One user per role; leads in every CRM state and source (the failed one's
 * outbox row given up on), a failed letter, a pending and a delivered
 * message.
 */
export const standard = defineScenario<
  Prisma.UserCreateArgs | Prisma.CallbackLeadCreateArgs | Prisma.OutboxMessageCreateArgs
>({
  user: {
    customer: { data: { ...USER, email: 'aigerim@example.kz' } },
    manager: { data: { ...USER, email: 'manager@example.kz', role: 'manager' } },
    editor: { data: { ...USER, email: 'editor@example.kz', role: 'editor' } },
    admin: { data: { ...USER, email: 'admin@example.kz', role: 'admin' } },
  },
  callbackLead: {
    failed: {
      data: {
        username: 'Данияр',
        phone: '+77011234568',
        crmState: 'failed',
        crmAttempts: 12,
        lastError: 'HTTP 503',
        createdAt: at(1),
      },
    },
    pending: {
      data: { username: 'Айгерим', phone: '+77011234567', source: 'guest_order', createdAt: at(2) },
    },
    delivered: {
      data: {
        username: 'Ерлан',
        phone: '+77011234569',
        crmState: 'delivered',
        source: 'account_order',
        createdAt: at(3),
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
