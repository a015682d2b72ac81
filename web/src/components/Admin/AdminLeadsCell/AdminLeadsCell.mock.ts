import type { AdminLeadsQuery } from 'types/graphql'

const page = { total: 0, page: 1, pageSize: 25 }

/** A failed callback lead (its CRM message failed too), a queued guest order, a delivered one, a failed letter. */
export const standard = (): AdminLeadsQuery => ({
  adminLeads: {
    __typename: 'AdminLeadPage' as const,
    ...page,
    total: 3,
    items: [
      {
        __typename: 'AdminLead' as const,
        id: 3,
        source: 'account_order',
        username: 'Ерлан Ахметов',
        phone: '+77011234569',
        email: 'erlan@example.kz',
        crmState: 'delivered',
        crmAttempts: 1,
        lastError: null,
        createdAt: '2026-11-25T05:10:00Z',
        orderId: 12,
        orderNumber: 'A-000012',
      },
      {
        __typename: 'AdminLead' as const,
        id: 2,
        source: 'guest_order',
        username: 'Айгерим',
        phone: '+77011234567',
        email: null,
        crmState: 'pending',
        crmAttempts: 2,
        lastError: 'HTTP 503',
        createdAt: '2026-11-25T04:00:00Z',
        orderId: 11,
        orderNumber: 'A-000011',
      },
      {
        __typename: 'AdminLead' as const,
        id: 1,
        source: 'callback',
        username: 'Данияр',
        phone: '+77011234568',
        email: null,
        crmState: 'failed',
        crmAttempts: 12,
        lastError: 'BITRIX24_WEBHOOK_URL не задан',
        createdAt: '2026-11-24T10:00:00Z',
        orderId: null,
        orderNumber: null,
      },
    ],
  },
  adminFailedMessages: {
    __typename: 'AdminOutboxMessagePage' as const,
    ...page,
    total: 2,
    items: [
      {
        __typename: 'AdminOutboxMessage' as const,
        id: 8,
        kind: 'mail',
        key: 'order:11',
        topic: 'Заказ A-000011 оформлен — Акватория',
        state: 'failed',
        attempts: 12,
        lastError: 'SMTP 550 mailbox unavailable',
        createdAt: '2026-11-25T04:00:00Z',
      },
      {
        __typename: 'AdminOutboxMessage' as const,
        id: 5,
        kind: 'crm_lead',
        key: 'crm-lead:1',
        topic: 'Заявка №1: Данияр',
        state: 'failed',
        attempts: 12,
        lastError: 'BITRIX24_WEBHOOK_URL не задан',
        createdAt: '2026-11-24T10:00:00Z',
      },
    ],
  },
})

/** Nothing failed, no leads with the filter. */
export const empty = (): AdminLeadsQuery => ({
  adminLeads: { ...standard().adminLeads, total: 0, items: [] },
  adminFailedMessages: { ...standard().adminFailedMessages, total: 0, items: [] },
})
