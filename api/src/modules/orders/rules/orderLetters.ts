import type { LeadOrder } from '../../../lib/domain/bitrixDeal'
import {
  buyerLetter,
  publicUrl,
  siteLink,
  SIGNATURE,
  type Letter,
} from '../../../lib/domain/letters'
import { lettersIn, type LetterTexts } from '../../../lib/domain/letterTexts'
import { textIn } from '../../../lib/domain/localizedText'
import { accountOrdersLink, type OrderStatusName } from '../../../lib/domain/orderLifecycle'
import { DEFAULT_LOCALE, localePath, type Locale } from '../../../lib/domain/sitePaths'

import { chargeOfFee, type FulfilmentView } from './delivery'

/*
 * The letters an order sends: the buyer's confirmation and the orders
 * mailbox's. Pure: they read the order's facts (readModel/orderFacts, the
 * one read model every view reads) — these interfaces name only what a
 * letter reads of them. The buyer's letters are written in the order's
 * `letterLocale` (its words: domain/letterTexts); the mailbox's stay Russian.
 */

export interface OrderLetterLine {
  product: { article: string; name: string }
  quantity: number
  /** Unit price as fixed at placing; null: on request. */
  price: number | null
}

export interface OrderLetterFacts {
  number: string
  items: OrderLetterLine[]
  total: number
  hasUnpriced: boolean
  /** `addressKk`: the address in Kazakh where written (issue 33), for a Kazakh buyer's letters. */
  shop: { name: string; address: string; addressKk?: string | null } | null
  comment: string
  /** How the order reaches the shopper, as the checkout fixed it (pickup for older orders). */
  fulfilment: Omit<FulfilmentView, 'title'>
  paymentType: { name: string } | null
  /** Who it is for and whom to call: typed contact, else profile, else the guest's. */
  buyer: { kind: 'account' | 'guest'; name: string; phone: string | null; email: string | null }
  /** A guest finds the order at /my-orders by its number and the phone they gave. */
  guest: { phone: string | null } | null
  /** The buyer's language (the account's, else the page the guest ordered on); left out: Russian. */
  letterLocale?: Locale
}

const RU = lettersIn('ru')

/** The words of the buyer's letters about this order. */
export const buyerTexts = (order: Pick<OrderLetterFacts, 'letterLocale'>) =>
  lettersIn(order.letterLocale)

const letterLines = (lines: OrderLetterLine[], t: LetterTexts = RU) =>
  lines.map((line, index) =>
    t.order.line({
      index: index + 1,
      name: line.product.name,
      article: line.product.article,
      quantity: line.quantity,
      price: t.money(line.price),
    })
  )

function letterTotal(order: Pick<OrderLetterFacts, 'total' | 'hasUnpriced'>, t: LetterTexts = RU) {
  // Nothing priced: money(0) would read «on request» twice.
  if (order.hasUnpriced && order.total === 0) return t.priceOnRequest
  return order.hasUnpriced ? t.order.totalWithUnpriced(t.money(order.total)) : t.money(order.total)
}

/**
 * Where the goods go and how they are paid: the shop for pickup, the address,
 * time and fee of a delivery, the sum with a fixed fee, the payment type.
 */
function fulfilmentText(order: OrderLetterFacts, shopOr: string, t: LetterTexts = RU): string {
  const f = order.fulfilment
  const pay = order.paymentType ? t.order.paymentLine(order.paymentType.name) : ''
  if (f.method === 'pickup') return `${t.order.pickupLine(shopOr)}${pay}`
  const place = [f.city, f.address].filter(Boolean).join(', ')
  // A fixed fee is added to the sum; a carrier's tariff is named by the manager later.
  const due = f.fee ? t.money(f.amountDue) : null
  const fee = t.order.deliveryCharge(chargeOfFee(f.fee), f.method)
  return `${t.order.deliveryLines({ place, time: f.preferredTime, fee, due })}${pay}`
}

/** The pickup shop as a letter names it: its address in the letter's language where written. */
const shopIn = (order: Pick<OrderLetterFacts, 'shop'>, t: LetterTexts = RU) =>
  order.shop
    ? {
        name: order.shop.name,
        address: textIn(t.locale, order.shop.address, order.shop.addressKk).text,
      }
    : null

const shopText = (order: OrderLetterFacts, none: string, t: LetterTexts = RU) => {
  const shop = shopIn(order, t)
  return shop ? `${shop.name}, ${shop.address}` : none
}

/**
 * Where a letter sends its reader: the order's page (an account's, or the
 * guest's by the key of its link), and for a guest how to find it without
 * the letter.
 */
export interface OrderLinks {
  /** The order's page (workflow/guestAccess.orderPageUrl). */
  page: string
  /** A bank-transfer order's invoice, and the company it is made out to (null: the buyer by name). */
  invoice: { url: string; payer: string | null } | null
}

const linksOf = (links: string | OrderLinks): OrderLinks =>
  typeof links === 'string' ? { page: links, invoice: null } : links

export function followText(order: OrderLetterFacts, links: string | OrderLinks, base: string) {
  const t = buyerTexts(order)
  const { page: link, invoice } = linksOf(links)
  const invoiceText = invoice
    ? t.order.invoiceLine({ ...invoice, forAccount: order.buyer.kind !== 'guest' })
    : ''
  if (order.buyer.kind !== 'guest') return `${invoiceText}${t.order.accountPage(link)}`
  const lookup = order.guest?.phone
    ? t.order.guestLookup({
        url: siteLink(base, '/my-orders', t.locale),
        number: order.number,
        phone: order.guest.phone,
      })
    : ''
  return `${invoiceText}${t.order.guestPage(link)}${lookup}`
}

/**
 * The letter a shopper gets when an order is placed (SPEC §2 'Заказ успешно
 * сформирован'); `link`: the order's page (workflow/guestAccess.orderPageUrl).
 */
export function orderConfirmationLetter(
  to: string,
  order: OrderLetterFacts,
  link: string | OrderLinks,
  base = publicUrl()
): Letter {
  const t = buyerTexts(order)
  const lines = letterLines(order.items, t)
  const total = letterTotal(order, t)
  const where = fulfilmentText(order, shopText(order, t.order.shopUnknown, t), t)
  const comment = order.comment ? `\n${t.order.commentLabel}: ${order.comment}` : ''
  const follow = followText(order, link, base)
  return buyerLetter(
    t,
    to,
    t.order.placedSubject(order.number),
    `${t.order.placedText(order.number)}\n\n` +
      `${lines.join('\n')}\n\n${t.order.totalLabel}: ${total}${where}${comment}\n\n${follow}`
  )
}

/**
 * The account's tab an order's notification links to, in the buyer's
 * language (`/kk/personal-account?tab=…` for a Kazakh reader).
 */
export const ordersLinkOf = (order: { status: OrderStatusName; letterLocale?: Locale }) =>
  localePath(accountOrdersLink(order.status), order.letterLocale ?? DEFAULT_LOCALE)

/** The account's notification of its placed order, in the buyer's language. */
export const orderPlacedNews = (order: Pick<OrderLetterFacts, 'number' | 'letterLocale'>) =>
  buyerTexts(order).order.placedNotice(order.number)

/**
 * The shop's orders mailbox: every placed order is told to it. ORDERS_EMAIL;
 * unset, orders@akvatoria.kz (in development the letter lands in the mail
 * drop folder, see lib/mailer.ts).
 */
export const ordersMailbox = (env: NodeJS.ProcessEnv = process.env) =>
  env.ORDERS_EMAIL?.trim() || 'orders@akvatoria.kz'

/**
 * The letter the shop's orders mailbox gets for every placed order (issue
 * 18): number, customer and contacts, shop, lines and total — enough to call
 * the buyer back without opening anything.
 */
export function staffOrderLetter(to: string, order: OrderLetterFacts): Letter {
  const customer = order.buyer
  const who =
    customer.kind === 'guest' ? 'гость, без личного кабинета' : 'покупатель с личным кабинетом'
  const shop = shopText(order, 'не выбран')
  const comment = order.comment ? `\nКомментарий: ${order.comment}` : ''
  return {
    to,
    subject: `Новый заказ ${order.number}: ${customer.name}`,
    text:
      `Оформлен заказ ${order.number}.\n\n` +
      `Покупатель: ${customer.name} (${who})\n` +
      `Телефон: ${customer.phone || 'не указан'}\n` +
      `E-mail: ${customer.email || 'не указан'}\n` +
      `${fulfilmentText(order, shop).slice(1)}${comment}\n\n` +
      `${letterLines(order.items).join('\n')}\n\nИтого: ${letterTotal(order)}` +
      SIGNATURE,
  }
}

/**
 * The order as its CRM deal tells it (lib/domain/bitrixDeal's LeadOrder):
 * the same facts the letters read, written into the lead's outbox message.
 */
export function crmOrderOf(order: OrderLetterFacts & { status: OrderStatusName }): LeadOrder {
  const f = order.fulfilment
  const place = [f.city, f.address].filter(Boolean).join(', ')
  return {
    number: order.number,
    status: order.status,
    shop: order.shop ? `${order.shop.name}, ${order.shop.address}` : null,
    delivery:
      f.method === 'delivery'
        ? `Доставка: ${place}${f.preferredTime ? ` (${f.preferredTime})` : ''}, ${f.feeText}`
        : null,
    paymentType: order.paymentType?.name ?? null,
    lines: order.items.map((line) => ({
      article: line.product.article,
      name: line.product.name,
      quantity: line.quantity,
      price: line.price === null ? null : String(line.price),
    })),
  }
}

/** What a letter about a later step reads beside the placing letter's facts. */
export interface OrderStepFacts extends OrderLetterFacts {
  id: number
  status: OrderStatusName
  /** The online payment's state; null: never paid online. */
  paymentStatus: string | null
  paymentType: { name: string; kind?: string } | null
}

const placeOf = (order: OrderStepFacts) =>
  [order.fulfilment.city, order.fulfilment.address].filter(Boolean).join(', ')

/** How the buyer pays what is still unpaid, as the next step names it; null: nothing to pay. */
function unpaidBy(order: OrderStepFacts): string | null {
  if (order.paymentStatus === 'paid') return null
  return order.paymentType?.kind ?? null
}

/**
 * What the buyer is told of a step the shop made (issue 30 §2), in the letter
 * and the account's notification alike, in the buyer's language: a title
 * naming the order and what happens next, with the manager's comment.
 */
export function orderStepNews(
  order: OrderStepFacts,
  move: { to: OrderStatusName; comment?: string }
): { title: string; body: string } {
  const t = buyerTexts(order)
  const news = t.order.step({
    to: move.to,
    number: order.number,
    delivery: order.fulfilment.method === 'delivery',
    shop: shopIn(order, t),
    place: placeOf(order),
    preferredTime: order.fulfilment.preferredTime,
    payBy: unpaidBy(order),
    paidOnline: order.paymentStatus === 'paid' || order.paymentStatus === 'refunding',
  })
  const comment = move.comment?.trim() ? t.order.managerComment(move.comment.trim()) : ''
  return { title: news.title, body: news.body + comment }
}

/** The buyer's letter of a step the shop made; `link`: the order's page. */
export function orderStepLetter(
  to: string,
  order: OrderStepFacts,
  move: { to: OrderStatusName; comment?: string },
  link: string | OrderLinks,
  base = publicUrl()
): Letter {
  const t = buyerTexts(order)
  const news = orderStepNews(order, move)
  return buyerLetter(
    t,
    to,
    t.order.stepSubject(news.title),
    `${news.title}.\n${news.body}\n\n${followText(order, link, base)}`
  )
}

export const adminOrderUrl = (order: { id: number }, base: string) =>
  `${base}/admin/orders/${order.id}`

/** The orders mailbox hears that a buyer cancelled their own order (issue 30 §2). */
export function customerCancelStaffLetter(
  to: string,
  order: OrderStepFacts,
  base = publicUrl()
): Letter {
  const paid =
    order.paymentStatus === 'paid' || order.paymentStatus === 'refunding'
      ? '\nЗаказ был оплачен онлайн: оплата возвращается через платёжный сервис.'
      : ''
  return {
    to,
    subject: `Покупатель отменил заказ ${order.number}: ${order.buyer.name}`,
    text:
      `Покупатель отменил заказ ${order.number} до подтверждения.\n\n` +
      `Покупатель: ${order.buyer.name}\nТелефон: ${order.buyer.phone || 'не указан'}\n` +
      `Итого: ${letterTotal(order)}${paid}\n\nЗаказ: ${adminOrderUrl(order, base)}` +
      SIGNATURE,
  }
}
