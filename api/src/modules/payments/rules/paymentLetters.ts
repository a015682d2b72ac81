import { buyerLetter, publicUrl, SIGNATURE, type Letter } from '../../../lib/domain/letters'
import { formatTenge } from '../../../lib/domain/money'
import { orderStatusTitle } from '../../../lib/domain/orderLifecycle'
import {
  adminOrderUrl,
  buyerTexts,
  followText,
  type OrderStepFacts,
} from '../../orders/rules/orderLetters'

/*
 * The letters about an order's money: a received payment (the buyer's and the
 * mailbox's), the buyer's refund letter, the mailbox's failed refund. Pure.
 * The buyer's are in the order's letterLocale (domain/letterTexts); the
 * mailbox's stay Russian.
 */

/** A returned online payment, as the buyer's letter tells it (issue 28 §1). */
export interface PaymentRefundSummary {
  number: string
  /** The payment's amount, e.g. '104001.00'. */
  amount: string
  /** The order is cancelled (by the buyer or the shop), not only its payment returned. */
  cancelled: boolean
  /** An installment goes back to the bank, not to a card. */
  method?: 'card' | 'installment'
}

/**
 * The buyer's letter when an online payment goes back: through the gateway
 * (`by: 'gateway'`), or, when the gateway refused the refund, by the shop
 * (`by: 'shop'`: a manager returns it and calls).
 */
export function paymentRefundLetter(
  to: string,
  refund: PaymentRefundSummary & { by: 'gateway' | 'shop' },
  order: OrderStepFacts,
  link: string,
  base = publicUrl()
): Letter {
  const t = buyerTexts(order)
  const title = paymentRefundTitle(refund, order)
  return buyerLetter(
    t,
    to,
    t.order.stepSubject(title),
    `${title}. ${paymentRefundBody(refund, order)}\n\n` + followText(order, link, base)
  )
}

type RefundNews = PaymentRefundSummary & { by: 'gateway' | 'shop' }
type Reader = Parameters<typeof buyerTexts>[0]

/**
 * «Заказ N отменён. …» or «Оплата заказа N возвращается»: the letter's and
 * notification's title, in the language of `reader` (the order's buyer).
 */
export const paymentRefundTitle = (refund: RefundNews, reader: Reader = {}) =>
  buyerTexts(reader).payment.refundTitle(refund)

/** What happens to the money, in one or two sentences. */
export function paymentRefundBody(refund: RefundNews, reader: Reader = {}) {
  const t = buyerTexts(reader)
  return t.payment.refundBody({
    sum: t.money(Number(refund.amount)),
    by: refund.by,
    installment: refund.method === 'installment',
  })
}

/**
 * The orders mailbox's letter when the gateway refused to return the payment
 * of a cancelled order: someone must return it by hand. The order also shows
 * on the back office dashboard («Оплачен, но отменён — верните оплату»).
 */
export function refundFailedStaffLetter(
  to: string,
  order: {
    id: number
    number: string
    amount: string
    /** The provider that took the money (its title: staff look the payment up in its cabinet). */
    provider: string
    providerPaymentId: string | null
  },
  base = publicUrl()
): Letter {
  const sum = formatTenge(Number(order.amount))
  return {
    to,
    subject: `Верните оплату: заказ ${order.number} отменён, но оплачен`,
    text:
      `Заказ ${order.number} отменён, а его онлайн-оплата ${sum} не вернулась: ` +
      `платёжный сервис не принял возврат.\n\n` +
      `Верните оплату кнопкой «Вернуть оплату» на странице заказа ${base}/admin/orders/${order.id} ` +
      `или в кабинете ${order.provider} (платёж ${order.providerPaymentId ?? 'не указан'}).` +
      SIGNATURE,
  }
}

/** A received online payment, as the buyer and the orders mailbox are told (issue 30 §2). */
export function paymentReceivedNews(
  order: OrderStepFacts,
  amount: number,
  method: 'card' | 'installment' | null = null
) {
  const t = buyerTexts(order)
  return {
    title: t.payment.receivedTitle(order.number),
    body: t.payment.receivedBody({
      sum: t.money(amount),
      installment: method === 'installment',
      placed: order.status === 'placed',
    }),
  }
}

export function paymentReceivedLetter(
  to: string,
  order: OrderStepFacts,
  amount: number,
  link: string,
  base = publicUrl(),
  method: 'card' | 'installment' | null = null
): Letter {
  const t = buyerTexts(order)
  const news = paymentReceivedNews(order, amount, method)
  return buyerLetter(
    t,
    to,
    t.order.stepSubject(news.title),
    `${news.body}\n\n${followText(order, link, base)}`
  )
}

export function paymentReceivedStaffLetter(
  to: string,
  order: OrderStepFacts,
  amount: number,
  base = publicUrl(),
  method: 'card' | 'installment' | null = null
): Letter {
  return {
    to,
    subject: `Оплачен заказ ${order.number}: ${formatTenge(amount)}`,
    text:
      (method === 'installment'
        ? `Заказ ${order.number} оплачен в рассрочку: банк перечислил ${formatTenge(amount)}.\n\n`
        : `Заказ ${order.number} оплачен онлайн: ${formatTenge(amount)}.\n\n`) +
      `Покупатель: ${order.buyer.name}\nТелефон: ${order.buyer.phone || 'не указан'}\n` +
      `Статус заказа: ${orderStatusTitle(order.status, order.fulfilment.method)}\n\n` +
      `Заказ: ${adminOrderUrl(order, base)}` +
      SIGNATURE,
  }
}
