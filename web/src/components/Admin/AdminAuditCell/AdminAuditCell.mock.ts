import {
  auditEntryView,
  NO_NAMES,
  type AuditNames,
  type AuditText,
  type StoredAuditEntry,
} from '@modules/audit/rules/auditDisplay'
import type { AdminAuditQuery } from 'types/graphql'

/** The records the entries below name, as the api looks them up. */
const NAMES: AuditNames = {
  ...NO_NAMES,
  orders: { '51': 'A-001051' },
  products: { '12': { article: 'GR-HJ-JPB-5-24', name: 'Насос Grundfos JPB 5-24' } },
  users: {
    '7': { lastName: 'Ким', firstName: 'Дана', email: 'dana@akvatoria.kz', role: 'editor' },
    '8': {
      lastName: 'Иванова',
      firstName: 'Мария',
      email: 'retail@akvatoria.kz',
      role: 'customer',
    },
  },
}

const shown = (text: AuditText) => ({ __typename: 'AdminAuditText' as const, ...text })

/** An entry as the api answers it: the stored entry put in words by the same rule. */
const answered = (
  row: { id: number; createdAt: string; actorEmail: string },
  stored: StoredAuditEntry
) => {
  const view = auditEntryView(stored, NAMES)
  return {
    __typename: 'AdminAuditEntry' as const,
    ...row,
    action: stored.action,
    actionTitle: view.actionTitle,
    entity: stored.entity,
    entityId: stored.entityId,
    subject: shown(view.subject),
    changes: view.changes.map((change) => ({
      __typename: 'AdminAuditChange' as const,
      field: change.field,
      title: change.title,
      before: shown(change.before),
      after: shown(change.after),
    })),
  }
}

/** An order's status, a staff read, a price change, a content edit, a role, a retry. */
export const standard = (): AdminAuditQuery => ({
  adminAuditLog: {
    __typename: 'AdminAuditPage' as const,
    total: 6,
    page: 1,
    pageSize: 25,
    entities: ['order', 'outboxMessage', 'pages', 'product', 'user'],
    items: [
      answered(
        { id: 6, createdAt: '2026-11-25T08:00:00Z', actorEmail: 'manager@akvatoria.kz' },
        {
          action: 'order.transition',
          entity: 'order',
          entityId: '51',
          before: { status: 'placed' },
          after: { status: 'confirmed', comment: 'Наличие подтверждено' },
        }
      ),
      answered(
        { id: 5, createdAt: '2026-11-25T07:30:00Z', actorEmail: 'manager@akvatoria.kz' },
        {
          action: 'invoice.download',
          entity: 'order',
          entityId: '51',
          before: null,
          after: { number: 'A-001051', customerId: 8 },
        }
      ),
      answered(
        { id: 4, createdAt: '2026-11-25T07:00:00Z', actorEmail: 'editor@akvatoria.kz' },
        {
          action: 'product.update',
          entity: 'product',
          entityId: '12',
          before: { price: 52000, oldPrice: null, isNew: true },
          after: { price: 46900, oldPrice: 52000, isNew: false },
        }
      ),
      answered(
        { id: 3, createdAt: '2026-11-25T06:00:00Z', actorEmail: 'editor@akvatoria.kz' },
        {
          action: 'content.update',
          entity: 'pages',
          entityId: 'delivery',
          before: { title: 'Доставка' },
          after: { title: 'Доставка и оплата' },
        }
      ),
      answered(
        { id: 2, createdAt: '2026-11-25T05:00:00Z', actorEmail: 'admin@akvatoria.kz' },
        {
          action: 'user.role',
          entity: 'user',
          entityId: '7',
          before: { role: 'editor' },
          after: { role: 'manager' },
        }
      ),
      answered(
        { id: 1, createdAt: '2026-11-24T18:30:00Z', actorEmail: 'manager@akvatoria.kz' },
        {
          action: 'outbox.retry',
          entity: 'outboxMessage',
          entityId: '5',
          before: { state: 'failed', nextAttemptAt: '2026-11-24T10:00:00.000Z' },
          after: { state: 'pending', nextAttemptAt: '2026-11-24T18:30:00.000Z' },
        }
      ),
    ],
  },
})

/** An old entry of an action and entity with no title yet: its codes are shown as they are. */
export const unknownCodes = (): AdminAuditQuery => ({
  adminAuditLog: {
    ...standard().adminAuditLog,
    total: 1,
    entities: ['robot'],
    items: [
      answered(
        { id: 1, createdAt: '2026-11-25T05:00:00Z', actorEmail: 'system' },
        {
          action: 'robot.dance',
          entity: 'robot',
          entityId: '3',
          before: { wheels: 2 },
          after: { wheels: 4 },
        }
      ),
    ],
  },
})

export const empty = (): AdminAuditQuery => ({
  adminAuditLog: { ...standard().adminAuditLog, total: 0, items: [] },
})
