import type { LeadOrder } from '../../../lib/domain/bitrixDeal'
import { publicUrl, SIGNATURE, type Letter } from '../../../lib/domain/letters'
import { formatTenge, PRICE_ON_REQUEST } from '../../../lib/domain/money'
import { orderStatusTitle, type OrderStatusName } from '../../../lib/domain/orderLifecycle'

import type { FulfilmentView } from './delivery'

/*
 * The letters an order sends: the buyer's confirmation and the orders
 * mailbox's. Pure: they read the order's facts (readModel/orderFacts, the
 * one read model every view reads) — these interfaces name only what a
 * letter reads of them.
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
  shop: { name: string; address: string } | null
  comment: string
  /** How the order reaches the shopper, as the checkout fixed it (pickup for older orders). */
  fulfilment: Omit<FulfilmentView, 'title'>
  paymentType: { name: string } | null
  /** Who it is for and whom to call: typed contact, else profile, else the guest's. */
  buyer: { kind: 'account' | 'guest'; name: string; phone: string | null; email: string | null }
  /** A guest finds the order at /my-orders by its number and the phone they gave. */
  guest: { phone: string | null } | null
}

const letterLines = (lines: OrderLetterLine[]) =>
  lines.map(
    (line, index) =>
      `${index + 1}. ${line.product.name} (арт. ${line.product.article}) — ${line.quantity} × ${formatTenge(line.price)}`
  )

function letterTotal(order: Pick<OrderLetterFacts, 'total' | 'hasUnpriced'>) {
  // Nothing priced: formatTenge(0) would read «on request» twice.
  if (order.hasUnpriced && order.total === 0) return PRICE_ON_REQUEST
  return order.hasUnpriced
    ? `${formatTenge(order.total)} + позиции с ценой по запросу (${PRICE_ON_REQUEST.toLowerCase()})`
    : formatTenge(order.total)
}

/**
 * Where the goods go and how they are paid: the shop for pickup, the address,
 * time and fee of a delivery, the sum with a fixed fee, the payment type.
 */
function fulfilmentText(order: OrderLetterFacts, shopOr: string): string {
  const f = order.fulfilment
  const pay = order.paymentType ? `\nСпособ оплаты: ${order.paymentType.name}` : ''
  if (f.method === 'pickup') return `\nМагазин: ${shopOr}${pay}`
  const place = [f.city, f.address].filter(Boolean).join(', ')
  const time = f.preferredTime ? ` (${f.preferredTime})` : ''
  // A fixed fee is added to the sum; a carrier's tariff is named by the manager later.
  const due = f.fee ? `\nК оплате с доставкой: ${formatTenge(f.amountDue)}` : ''
  return `\nДоставка: ${place}${time}\nСтоимость доставки: ${f.feeText}${due}${pay}`
}

const shopText = (order: OrderLetterFacts, none: string) =>
  order.shop ? `${order.shop.name}, ${order.shop.address}` : none

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
  const { page: link, invoice } = linksOf(links)
  const invoiceText = invoice
    ? `Счёт на оплату${invoice.payer ? ` на ${invoice.payer}` : ''}: ${invoice.url}` +
      (order.buyer.kind === 'guest' ? '\n' : ' (откройте, войдя в личный кабинет)\n')
    : ''
  if (order.buyer.kind !== 'guest') {
    return `${invoiceText}Страница заказа в личном кабинете: ${link}`
  }
  const lookup = order.guest?.phone
    ? `\nБез этой ссылки заказ можно найти на ${base}/my-orders по номеру заказа ${order.number} и телефону ${order.guest.phone}.`
    : ''
  return `${invoiceText}Страница заказа (статус и оплата онлайн): ${link}${lookup}`
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
  const lines = letterLines(order.items)
  const total = letterTotal(order)
  const where = fulfilmentText(order, shopText(order, 'уточнит менеджер'))
  const comment = order.comment ? `\nКомментарий: ${order.comment}` : ''
  const follow = followText(order, link, base)
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

/** How the buyer pays what is still unpaid, as the next step names it. */
function paymentHint(order: OrderStepFacts): string {
  if (order.paymentStatus === 'paid') return ''
  if (order.paymentType?.kind === 'online') return ' Оплатить его онлайн можно на странице заказа.'
  if (order.paymentType?.kind === 'installment') {
    return ' Оформить рассрочку можно на странице заказа.'
  }
  if (order.paymentType?.kind === 'invoice') return ' Счёт на оплату — на странице заказа.'
  return ''
}

/**
 * What the buyer is told of a step the shop made (issue 30 §2), in the letter
 * and the account's notification alike: a title naming the order and what
 * happens next, with the manager's comment.
 */
export function orderStepNews(
  order: OrderStepFacts,
  move: { to: OrderStatusName; comment?: string }
): { title: string; body: string } {
  const delivery = order.fulfilment.method === 'delivery'
  const n = order.number
  const shop = order.shop ? ` в магазине ${order.shop.name}, ${order.shop.address}` : ''
  const comment = move.comment?.trim() ? `\nКомментарий менеджера: ${move.comment.trim()}` : ''
  const news = ((): { title: string; body: string } => {
    switch (move.to) {
      case 'confirmed':
        return {
          title: `Заказ ${n} подтверждён`,
          body:
            (delivery
              ? 'Магазин подтвердил заказ. Мы напишем, когда передадим его курьеру.'
              : `Магазин подтвердил заказ. Мы напишем, когда он будет готов к выдаче${shop}.`) +
            paymentHint(order),
        }
      case 'assembling':
        return {
          title: `Заказ ${n} собирается`,
          body: delivery
            ? 'Мы напишем, когда передадим его курьеру.'
            : 'Мы напишем, когда он будет готов к выдаче.',
        }
      case 'ready':
        return delivery
          ? {
              title: `Заказ ${n} передан курьеру`,
              body:
                `Курьер привезёт его по адресу ${placeOf(order)}` +
                `${order.fulfilment.preferredTime ? ` (${order.fulfilment.preferredTime})` : ''} ` +
                'и позвонит перед приездом.' +
                paymentHint(order),
            }
          : {
              title: `Заказ ${n} готов к выдаче`,
              body: `Заберите его${shop || ' в магазине'}: назовите номер заказа ${n}.${paymentHint(order)}`,
            }
      case 'completed':
        return {
          title: `Заказ ${n} ${delivery ? 'доставлен' : 'выдан'}`,
          body: 'Спасибо за покупку! Вопросы о товаре и гарантии — по телефону магазина.',
        }
      case 'cancelled':
        return {
          title: `Заказ ${n} отменён магазином`,
          body:
            'Если вы не просили отменить заказ, позвоните нам: менеджер объяснит причину.' +
            (order.paymentStatus === 'paid' || order.paymentStatus === 'refunding'
              ? ' Оплата вернётся на карту, с которой вы платили: о возврате придёт отдельное письмо.'
              : ''),
        }
      default:
        return {
          title: `Заказ ${n}: ${orderStatusTitle(move.to, order.fulfilment.method).toLowerCase()}`,
          body: '',
        }
    }
  })()
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
  const news = orderStepNews(order, move)
  return {
    to,
    subject: `${news.title} — Акватория`,
    text:
      `Здравствуйте!\n\n${news.title}.\n${news.body}\n\n${followText(order, link, base)}` +
      SIGNATURE,
  }
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
