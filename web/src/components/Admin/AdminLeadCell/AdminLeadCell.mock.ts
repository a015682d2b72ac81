import type { AdminLeadQuery } from 'types/graphql'

type Lead = AdminLeadQuery['adminLead']

/**
 * A guest asked «Перезвоните мне» on a product page; the shop has no CRM
 * connected, so the lead waits here (3 tries so far). Nobody has called yet.
 */
export const standard = (): AdminLeadQuery => ({
  adminLead: {
    __typename: 'AdminLead' as const,
    id: 4,
    source: 'callback',
    username: 'Серик',
    phone: '+77015550101',
    email: 'serik@example.kz',
    comment: 'Нужен насос для скважины 40 м.\nПерезвоните после 15:00.',
    page: '/catalog/product/GR-HJ-JPB-5-24',
    productArticle: 'GR-HJ-JPB-5-24',
    productName: 'Насосная станция Grundfos JPB 5/24',
    orderId: null,
    orderNumber: null,
    createdAt: '2026-11-25T05:30:00Z',
    status: 'new',
    handledAt: null,
    handledByEmail: null,
    handledNote: null,
    crmState: 'pending',
    crmAttempts: 3,
    lastError: 'BITRIX24_WEBHOOK_URL не задан',
    deliveredAt: null,
    crmDealId: null,
    history: [],
  },
})

/** The same lead once a manager has called back: who, when, the note; an earlier handling was reopened. */
export const handled = (): AdminLeadQuery => ({
  adminLead: {
    ...standard().adminLead,
    status: 'handled',
    handledAt: '2026-11-25T07:00:00.123Z',
    handledByEmail: 'manager@akvatoria.kz',
    handledNote: 'Перезвонил, подобрали JPB 5/24, счёт выслан на почту.',
    history: [
      {
        __typename: 'AdminLeadEvent' as const,
        at: '2026-11-25T06:00:00Z',
        actorEmail: 'colleague@akvatoria.kz',
        action: 'lead.handle',
        note: 'Не дозвонился.',
      },
      {
        __typename: 'AdminLeadEvent' as const,
        at: '2026-11-25T06:30:00Z',
        actorEmail: 'colleague@akvatoria.kz',
        action: 'lead.reopen',
        note: null,
      },
      {
        __typename: 'AdminLeadEvent' as const,
        at: '2026-11-25T07:00:00.123Z',
        actorEmail: 'manager@akvatoria.kz',
        action: 'lead.handle',
        note: 'Перезвонил, подобрали JPB 5/24, счёт выслан на почту.',
      },
    ],
  },
})

/** A guest order's lead, in the CRM. */
export const orderLead = (): AdminLeadQuery => ({
  adminLead: {
    ...standard().adminLead,
    id: 2,
    source: 'guest_order',
    username: 'Айгерим',
    email: null,
    comment: '',
    page: null,
    productArticle: null,
    productName: null,
    orderId: 11,
    orderNumber: 'A-000011',
    crmState: 'delivered',
    crmAttempts: 1,
    lastError: null,
    deliveredAt: '2026-11-25T05:31:00Z',
    crmDealId: '501',
  },
})

/** What «Обработана» answers: the lead handled by the signed-in manager with the note. */
export const handledWith = (lead: Lead, note: string): Lead => ({
  ...lead,
  status: 'handled',
  handledAt: '2026-11-25T08:00:00.000Z',
  handledByEmail: 'manager@akvatoria.kz',
  handledNote: note,
  history: [
    ...lead.history,
    {
      __typename: 'AdminLeadEvent' as const,
      at: '2026-11-25T08:00:00.000Z',
      actorEmail: 'manager@akvatoria.kz',
      action: 'lead.handle',
      note,
    },
  ],
})
