import type { AdminAuditQuery } from 'types/graphql'

const entry = { __typename: 'AdminAuditEntry' as const }
const change = (field: string, before: string, after: string) => ({
  __typename: 'AdminAuditChange' as const,
  field,
  before,
  after,
})

/** A price change, a content edit, a role change, a retry and an invitation. */
export const standard = (): AdminAuditQuery => ({
  adminAuditLog: {
    __typename: 'AdminAuditPage' as const,
    total: 5,
    page: 1,
    pageSize: 25,
    entities: ['outboxMessage', 'pages', 'product', 'user'],
    items: [
      {
        ...entry,
        id: 5,
        createdAt: '2026-11-25T07:00:00Z',
        actorEmail: 'editor@akvatoria.kz',
        action: 'product.price',
        entity: 'product',
        entityId: '12',
        changes: [change('oldPrice', '—', '52000'), change('price', '52000', '46800')],
      },
      {
        ...entry,
        id: 4,
        createdAt: '2026-11-25T06:00:00Z',
        actorEmail: 'editor@akvatoria.kz',
        action: 'content.update',
        entity: 'pages',
        entityId: 'delivery',
        changes: [change('title', 'Доставка', 'Доставка и оплата')],
      },
      {
        ...entry,
        id: 3,
        createdAt: '2026-11-25T05:00:00Z',
        actorEmail: 'admin@akvatoria.kz',
        action: 'user.role',
        entity: 'user',
        entityId: '7',
        changes: [change('role', 'editor', 'manager')],
      },
      {
        ...entry,
        id: 2,
        createdAt: '2026-11-24T18:30:00Z',
        actorEmail: 'manager@akvatoria.kz',
        action: 'outbox.retry',
        entity: 'outboxMessage',
        entityId: '5',
        changes: [
          change('nextAttemptAt', '2026-11-24T10:00:00.000Z', '2026-11-24T18:30:00.000Z'),
          change('state', 'failed', 'pending'),
        ],
      },
      {
        ...entry,
        id: 1,
        createdAt: '2026-11-20T05:00:00Z',
        actorEmail: 'admin@akvatoria.kz',
        action: 'user.invite',
        entity: 'user',
        entityId: '9',
        changes: [change('email', '—', 'dana@akvatoria.kz'), change('role', '—', 'editor')],
      },
    ],
  },
})

export const empty = (): AdminAuditQuery => ({
  adminAuditLog: { ...standard().adminAuditLog, total: 0, items: [] },
})
