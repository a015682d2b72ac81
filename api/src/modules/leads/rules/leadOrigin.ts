/**
 * Where a lead came from, for the manager (issue 30 §3): the order it
 * belongs to, the product page or the site page the callback form was sent
 * from. Pure; the web shows it, the read model looks the product up by
 * `productArticleOf`.
 */
import { isSitePath } from '../../../lib/domain/callbackLead'

export const LEAD_SOURCES = ['callback', 'guest_order', 'account_order'] as const
export type LeadSourceName = (typeof LEAD_SOURCES)[number]

export const LEAD_SOURCE_TITLES: Record<LeadSourceName, string> = {
  callback: 'Обратный звонок',
  guest_order: 'Заказ гостя',
  account_order: 'Заказ покупателя',
}

const PRODUCT_PATH = /^\/catalog\/product\/([^/?#]+)\/?$/

/**
 * The product a lead is about: the article the form sent, or the product
 * page it was sent from (the footer's «Перезвоните мне» on a product page
 * sends only the page).
 */
export function productArticleOf(lead: {
  productArticle?: string | null
  page?: string | null
}): string | null {
  if (lead.productArticle) return lead.productArticle
  const match = lead.page ? PRODUCT_PATH.exec(lead.page) : null
  if (!match) return null
  try {
    return decodeURIComponent(match[1]) || null
  } catch {
    return null
  }
}

export interface LeadOriginFacts {
  source: LeadSourceName | string
  orderId?: number | null
  orderNumber?: string | null
  productArticle?: string | null
  /** The product's name when the article names a product the shop has. */
  productName?: string | null
  page?: string | null
}

export interface LeadOrigin {
  /** What it came from: «Заказ A-000012», «Товар Насос … (арт. GR-1)», «Страница /contacts». */
  label: string
  /** Where the manager opens it: the staff order page, the product or the site page. */
  href: string | null
}

/**
 * The lead's origin in words with its link. An order's lead links to the
 * order's staff page; a callback to the product (when the form was sent
 * from one) or to the page; an old callback stored before pages were kept
 * says so.
 */
export function leadOriginOf(lead: LeadOriginFacts): LeadOrigin {
  if (lead.orderId && lead.orderNumber) {
    return { label: `Заказ ${lead.orderNumber}`, href: `/admin/orders/${lead.orderId}` }
  }
  const article = productArticleOf(lead)
  if (article) {
    const name = lead.productName ? `${lead.productName} ` : ''
    return {
      label: `Товар ${name}(арт. ${article})`,
      href: `/catalog/product/${encodeURIComponent(article)}`,
    }
  }
  // Only a path of this site is a link (the input allows nothing else; a row written otherwise is text).
  if (lead.page)
    return { label: `Страница ${lead.page}`, href: isSitePath(lead.page) ? lead.page : null }
  return lead.source === 'callback'
    ? { label: 'Форма «Перезвоните мне» (страница не записана)', href: null }
    : { label: 'Заказ удалён', href: null }
}
