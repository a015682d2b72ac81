import type { AdminLeadsQuery } from 'types/graphql'

const page = { total: 0, page: 1, pageSize: 25 }

type Lead = AdminLeadsQuery['adminLeads']['items'][number]

const lead = (fields: Partial<Lead> & Pick<Lead, 'id' | 'username'>): Lead => ({
  __typename: 'AdminLead' as const,
  source: 'callback',
  phone: '+77011234567',
  email: null,
  comment: '',
  page: null,
  productArticle: null,
  productName: null,
  orderId: null,
  orderNumber: null,
  createdAt: '2026-11-25T04:00:00Z',
  handledAt: null,
  handledByEmail: null,
  crmState: 'pending',
  crmAttempts: 0,
  lastError: null,
  ...fields,
})

/**
 * A morning's leads: a callback from a product page the CRM never got (no
 * CRM connected), an account order a manager has handled, a guest order
 * still queued, and a callback from the contacts page the CRM refused
 * (its webhook key revoked) and the worker gave up on; two failed messages.
 */
export const standard = (): AdminLeadsQuery => ({
  adminLeads: {
    __typename: 'AdminLeadPage' as const,
    ...page,
    total: 4,
    items: [
      lead({
        id: 4,
        username: 'Серик',
        phone: '+77015550101',
        comment:
          'Нужен насос для скважины 40 м, дом на две семьи. Подойдёт ли этот, и сколько будет с монтажом? Перезвоните после обеда, лучше после 15:00, до этого я на работе и не смогу ответить.',
        page: '/catalog/product/GR-HJ-JPB-5-24',
        productArticle: 'GR-HJ-JPB-5-24',
        productName: 'Насосная станция Grundfos JPB 5/24',
        createdAt: '2026-11-25T05:30:00Z',
        crmAttempts: 3,
        lastError: 'BITRIX24_WEBHOOK_URL не задан',
      }),
      lead({
        id: 3,
        source: 'account_order',
        username: 'Ерлан Ахметов',
        phone: '+77011234569',
        email: 'erlan@example.kz',
        orderId: 12,
        orderNumber: 'A-000012',
        createdAt: '2026-11-25T05:10:00Z',
        handledAt: '2026-11-25T06:00:00Z',
        handledByEmail: 'manager@akvatoria.kz',
        crmState: 'delivered',
        crmAttempts: 1,
      }),
      lead({
        id: 2,
        source: 'guest_order',
        username: 'Айгерим',
        orderId: 11,
        orderNumber: 'A-000011',
      }),
      lead({
        id: 1,
        username: 'Данияр',
        phone: '+77011234568',
        comment: 'Перезвоните по котлу.',
        page: '/contacts',
        createdAt: '2026-11-24T10:00:00Z',
        crmState: 'failed',
        crmAttempts: 12,
        lastError:
          'Bitrix24 crm.contact.list: HTTP 401 INVALID_CREDENTIALS Invalid request credentials',
      }),
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
        lastError: 'SMTP_HOST не задан: письмо ждёт настройки почты',
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
        lastError:
          'Bitrix24 crm.contact.list: HTTP 401 INVALID_CREDENTIALS Invalid request credentials',
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
