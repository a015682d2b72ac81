import { publicUrl, SIGNATURE, type Letter } from '../../../lib/domain/letters'
import { formatTenge, PRICE_ON_REQUEST, totalsOf } from '../../../lib/domain/money'

import { amountDue, chargeOfFee, deliveryChargeText } from './delivery'

/* The letters an order sends: the buyer's confirmation and the orders mailbox's. Pure. */

export interface OrderLetterLine {
  article: string
  name: string
  quantity: number
  /** Unit price fixed at placing; 0, -1 or null: on request. */
  price: number | string | null
}

/** How the order reaches the shopper and how it is paid, as the checkout fixed it. */
export interface OrderLetterFulfilment {
  method: 'pickup' | 'delivery'
  city: string
  address: string
  preferredTime: string
  /** null: a transport company's tariff. */
  fee: number | null
  paymentType: string | null
}

export interface OrderLetterSummary {
  number: string
  lines: OrderLetterLine[]
  shop: { name: string; address: string } | null
  comment: string
  /** Left out for orders placed without the checkout (drafts placed by PATCH /place, guests). */
  fulfilment?: OrderLetterFulfilment
  /** A guest finds the order at /my-orders by its number and the phone given. */
  guestLookup?: { phone: string }
}

const letterLines = (lines: OrderLetterLine[]) =>
  lines.map(
    (line, index) =>
      `${index + 1}. ${line.name} (арт. ${line.article}) — ${line.quantity} × ${formatTenge(line.price)}`
  )

function letterTotal(lines: OrderLetterLine[]) {
  const totals = totalsOf(lines)
  // Nothing priced: formatTenge(0) would read «on request» twice.
  if (totals.hasUnpriced && totals.total === 0) return PRICE_ON_REQUEST
  return totals.hasUnpriced
    ? `${formatTenge(totals.total)} + позиции с ценой по запросу (${PRICE_ON_REQUEST.toLowerCase()})`
    : formatTenge(totals.total)
}

/**
 * Where the goods go and how they are paid: the shop for pickup, the address,
 * time and fee of a delivery, the sum with a fixed fee, the payment type.
 */
function fulfilmentText(order: OrderLetterSummary, shopOr: string): string {
  const f = order.fulfilment
  if (!f || f.method === 'pickup') {
    const pay = f?.paymentType ? `\nСпособ оплаты: ${f.paymentType}` : ''
    return `\nМагазин: ${shopOr}${pay}`
  }
  const charge = chargeOfFee(f.fee)
  const place = [f.city, f.address].filter(Boolean).join(', ')
  const time = f.preferredTime ? ` (${f.preferredTime})` : ''
  const due =
    charge.kind === 'fee'
      ? `\nК оплате с доставкой: ${formatTenge(amountDue(totalsOf(order.lines).total, charge))}`
      : ''
  const pay = f.paymentType ? `\nСпособ оплаты: ${f.paymentType}` : ''
  return `\nДоставка: ${place}${time}\nСтоимость доставки: ${deliveryChargeText(charge, 'delivery')}${due}${pay}`
}

/** The letter a shopper gets when an order is placed (SPEC §2 'Заказ успешно сформирован'). */
export function orderConfirmationLetter(
  to: string,
  order: OrderLetterSummary,
  base = publicUrl()
): Letter {
  const lines = letterLines(order.lines)
  const total = letterTotal(order.lines)
  const where =
    order.shop || order.fulfilment
      ? fulfilmentText(
          order,
          order.shop ? `${order.shop.name}, ${order.shop.address}` : 'уточнит менеджер'
        )
      : ''
  const comment = order.comment ? `\nКомментарий: ${order.comment}` : ''
  const follow = order.guestLookup
    ? `Статус заказа можно проверить на ${base}/my-orders по номеру заказа ${order.number} и телефону ${order.guestLookup.phone}.`
    : `Заказ виден в личном кабинете: ${base}/personal-account?tab=currentorders`
  return {
    to,
    subject: `Заказ ${order.number} оформлен — Акватория`,
    text:
      `Здравствуйте!\n\nВаш заказ ${order.number} успешно сформирован. ` +
      `Менеджер свяжется с вами, чтобы подтвердить наличие и сроки.\n\n` +
      `${lines.join('\n')}\n\nИтого: ${total}${where}${comment}\n\n${follow}` +
      SIGNATURE,
  }
}

/**
 * The shop's orders mailbox: every placed order is told to it. ORDERS_EMAIL;
 * unset, orders@akvatoria.kz (in development the letter lands in the mail
 * drop folder, see lib/mailer.ts).
 */
export const ordersMailbox = (env: NodeJS.ProcessEnv = process.env) =>
  env.ORDERS_EMAIL?.trim() || 'orders@akvatoria.kz'

export interface StaffOrderLetterSummary extends OrderLetterSummary {
  /** Guest order or account order: who to call back. */
  customer: { kind: 'guest' | 'account'; name: string; phone: string | null; email: string | null }
}

/**
 * The letter the shop's orders mailbox gets for every placed order (issue
 * 18): number, customer and contacts, shop, lines and total — enough to call
 * the buyer back without opening anything.
 */
export function staffOrderLetter(to: string, order: StaffOrderLetterSummary): Letter {
  const { customer } = order
  const who =
    customer.kind === 'guest' ? 'гость, без личного кабинета' : 'покупатель с личным кабинетом'
  const shop = order.shop ? `${order.shop.name}, ${order.shop.address}` : 'не выбран'
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
      `${letterLines(order.lines).join('\n')}\n\nИтого: ${letterTotal(order.lines)}` +
      SIGNATURE,
  }
}
