import { formatTenge } from './money'
import { ORDER_STATUS_TITLES, type OrderStatusName } from './orderLifecycle'
import { formatKzPhone, normalizeKzPhone } from './phone'

/**
 * What the shop sends to Bitrix24 for a lead (SPEC §7 "External CRM lead",
 * §9 CRM deal constants). Pure: the outbox worker calls the webhook with
 * these. ORIGINATOR_ID + ORIGIN_ID mark the deal with the lead's key, so a
 * retry after a lost answer finds the deal instead of making a second one.
 */
export const CRM_DEAL = {
  STAGE_ID: 'C25:NEW',
  CATEGORY_ID: 25,
  SOURCE_ID: 'STORE',
  ASSIGNED_BY_ID: 1,
  ORIGINATOR_ID: 'akvatoria-shop',
} as const

export interface LeadFacts {
  source: 'callback' | 'guest_order' | 'account_order'
  username: string
  /** E.164. */
  phone: string
  email: string | null
  comment: string
  order: LeadOrder | null
}

/** An order as its CRM deal tells it (modules/orders builds it from the order's facts). */
export interface LeadOrder {
  number: string
  status: OrderStatusName
  shop: string | null
  /** «Доставка: Атырау, ул. Абая 1 (после 18:00), 2 000 ₸»; null for pickup. */
  delivery?: string | null
  paymentType?: string | null
  lines: { article: string; name: string; quantity: number; price: string | number | null }[]
}

interface CrmMultiField {
  VALUE?: string
}

/**
 * The first contact with a phone that is exactly the lead's once both are
 * normalised (Bitrix24's PHONE filter also finds partial matches).
 */
export function matchContactByPhone(
  contacts: { ID: string | number; PHONE?: CrmMultiField[] }[],
  phone: string
): string | null {
  for (const contact of contacts) {
    if ((contact.PHONE ?? []).some((entry) => normalizeKzPhone(entry.VALUE ?? '') === phone)) {
      return String(contact.ID)
    }
  }
  return null
}

export function contactFields(lead: LeadFacts) {
  return {
    NAME: lead.username,
    // An account may have no phone (an account order's lead is its profile).
    ...(lead.phone ? { PHONE: [{ VALUE: lead.phone, VALUE_TYPE: 'WORK' }] } : {}),
    ...(lead.email ? { EMAIL: [{ VALUE: lead.email, VALUE_TYPE: 'WORK' }] } : {}),
  }
}

export function dealTitle(lead: LeadFacts) {
  return lead.order
    ? `Заказ ${lead.order.number} с сайта: ${lead.username}`
    : `Заявка с сайта: ${lead.username}`
}

export function dealComments(lead: LeadFacts) {
  const parts = [
    lead.comment ? `Комментарий: ${lead.comment}` : null,
    lead.source === 'account_order' ? 'Покупатель с личным кабинетом' : null,
    lead.phone ? `Телефон: ${formatKzPhone(lead.phone)}` : null,
    lead.email ? `E-mail: ${lead.email}` : null,
  ]
  if (lead.order) {
    parts.push(
      `Заказ ${lead.order.number} (${ORDER_STATUS_TITLES[lead.order.status]})`,
      lead.order.shop ? `Магазин: ${lead.order.shop}` : null,
      lead.order.delivery ?? null,
      lead.order.paymentType ? `Способ оплаты: ${lead.order.paymentType}` : null,
      ...lead.order.lines.map(
        (line) => `${line.article} — ${line.name}: ${line.quantity} × ${formatTenge(line.price)}`
      )
    )
  }
  return parts.filter(Boolean).join('\n')
}

export function dealFields(lead: LeadFacts, contactId: string, originId: string) {
  return {
    TITLE: dealTitle(lead),
    STAGE_ID: CRM_DEAL.STAGE_ID,
    CATEGORY_ID: CRM_DEAL.CATEGORY_ID,
    SOURCE_ID: CRM_DEAL.SOURCE_ID,
    ASSIGNED_BY_ID: CRM_DEAL.ASSIGNED_BY_ID,
    COMMENTS: dealComments(lead),
    CONTACT_IDS: [contactId],
    ORIGINATOR_ID: CRM_DEAL.ORIGINATOR_ID,
    ORIGIN_ID: originId,
  }
}

/** The filter that finds a deal made for this lead by an earlier attempt. */
export const dealByOrigin = (originId: string) => ({
  filter: { ORIGINATOR_ID: CRM_DEAL.ORIGINATOR_ID, ORIGIN_ID: originId },
  select: ['ID'],
})
