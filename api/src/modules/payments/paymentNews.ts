import type { Payment, Prisma } from '@prisma/client'

import { enqueueLetter } from 'src/lib/outbox'
import { loadOrderFacts, orderPageUrl } from 'src/modules/orders'
import { ordersLinkOf, ordersMailbox } from 'src/modules/orders/rules/orderLetters'
import { notifyUser } from 'src/services/notifications/notifications'

import type { PaymentMethod } from './provider'
import {
  paymentReceivedLetter,
  paymentReceivedNews,
  paymentReceivedStaffLetter,
} from './rules/paymentLetters'

/**
 * A payment arrived (issue 30 §2): the buyer's letter (account or guest), the
 * account's notification and the orders mailbox's letter, queued in the
 * transaction that stored the payment — once per payment, however often the
 * provider repeats its call.
 */
export async function tellOfPaymentReceived(
  tx: Prisma.TransactionClient,
  orderId: number,
  payment: Pick<Payment, 'id' | 'amount' | 'method'>
) {
  await tellOfMoneyReceived(tx, orderId, Number(payment.amount), `${payment.id}`, payment.method)
}

/**
 * The same news of money that came another way (1C reports a bank transfer):
 * `once` names the event, so a letter goes once however often it is retried.
 */
export async function tellOfMoneyReceived(
  tx: Prisma.TransactionClient,
  orderId: number,
  amount: number,
  once: string,
  /** How an online payment was made; null: the money came another way. */
  method: PaymentMethod | null = null
) {
  const order = await loadOrderFacts(orderId, tx)
  if (order.letterTo) {
    await enqueueLetter(
      tx,
      paymentReceivedLetter(order.letterTo, order, amount, orderPageUrl(order), undefined, method),
      `payment-received:${once}`
    )
  }
  await enqueueLetter(
    tx,
    paymentReceivedStaffLetter(ordersMailbox(), order, amount, undefined, method),
    `payment-received-staff:${once}`
  )
  if (order.buyer.userId !== null) {
    const news = paymentReceivedNews(order, amount, method)
    await notifyUser(
      {
        userId: order.buyer.userId,
        kind: 'order_status',
        title: news.title,
        body: news.body,
        link: ordersLinkOf(order),
      },
      tx
    )
  }
}
