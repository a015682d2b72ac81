import type { Order, Payment, Prisma } from '@prisma/client'

import { ConflictError } from 'src/lib/errors'

import { tellOfMoneyReceived } from './paymentNews'
import type { JsonValue } from './provider'
import {
  orderPaymentStatusAfter,
  paidOutsideProblem,
  type PaymentStateName,
} from './rules/paymentLifecycle'

/**
 * Every change of an attempt's state also sets the order's payment state
 * and writes a row of the order's history, in one transaction (`movePayment`).
 */

export interface PaymentMove {
  to: PaymentStateName
  actor: 'customer' | 'guest' | 'staff' | 'gateway' | 'exchange'
  actorId: number | null
  comment?: string
}

export const CONCURRENT_PAYMENT_MESSAGE =
  'Оплату заказа только что изменили. Обновите страницу и повторите действие.'

/**
 * The order's payment state after an attempt reached `move.to`, with its row
 * in the order's history (status unchanged, paymentStatus set): every
 * payment event appears in the history, in the caller's transaction.
 */
export async function recordOrderPayment(
  tx: Prisma.TransactionClient,
  order: Pick<Order, 'id' | 'status' | 'paymentStatus'>,
  move: PaymentMove
) {
  await tx.order.update({
    where: { id: order.id },
    data: { paymentStatus: orderPaymentStatusAfter(order.paymentStatus, move.to) },
  })
  await tx.orderHistory.create({
    data: {
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      paymentStatus: move.to,
      actorKind: move.actor,
      actorId: move.actorId,
      comment: move.comment ?? '',
    },
  })
}

/**
 * One change of an attempt's state, recorded on its order; conditional on
 * the state read (the order row is locked by the caller, so it holds).
 * `callback`: the provider's call that made it, kept for disputes.
 */
export async function movePayment(
  tx: Prisma.TransactionClient,
  order: Pick<Order, 'id' | 'status' | 'paymentStatus'>,
  payment: Pick<Payment, 'id' | 'state'>,
  move: PaymentMove & { callback?: { readonly [key: string]: JsonValue } }
) {
  const now = new Date()
  const { count } = await tx.payment.updateMany({
    where: { id: payment.id, state: payment.state },
    data: {
      state: move.to,
      ...(move.to === 'paid' ? { paidAt: now } : {}),
      ...(move.to === 'refunded' ? { refundedAt: now } : {}),
      ...(move.callback ? { lastCallback: move.callback as Prisma.InputJsonObject } : {}),
    },
  })
  if (count === 0) throw new ConflictError(CONCURRENT_PAYMENT_MESSAGE)
  await recordOrderPayment(tx, order, move)
}

export type PaidOutside = { kind: 'paid' } | { kind: 'same' } | { kind: 'refuse'; reason: string }

/**
 * The order was paid outside the site (1C reports the bank transfer or the
 * cash): the order becomes paid with its row in the history and the buyer's
 * and mailbox's news of the money, as for an online payment. Paid already is
 * `same` (nothing written); money returned, or an order not open, is refused.
 * The caller locks the order row.
 */
export async function recordPaidOutside(
  tx: Prisma.TransactionClient,
  order: Pick<Order, 'id' | 'status' | 'paymentStatus'>,
  move: Omit<PaymentMove, 'to'> & { amount: number }
): Promise<PaidOutside> {
  const problem = paidOutsideProblem(order)
  if (problem === 'same') return { kind: 'same' }
  if (problem) return { kind: 'refuse', reason: problem }
  await recordOrderPayment(tx, order, { ...move, to: 'paid' })
  const history = await tx.orderHistory.findFirstOrThrow({
    where: { orderId: order.id, paymentStatus: 'paid' },
    orderBy: { id: 'desc' },
    select: { id: true },
  })
  await tellOfMoneyReceived(tx, order.id, move.amount, `history-${history.id}`)
  return { kind: 'paid' }
}
