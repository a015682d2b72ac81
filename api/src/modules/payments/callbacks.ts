import { db } from 'src/lib/db'
import { isOpenOrder } from 'src/lib/domain/orderLifecycle'
import { logger } from 'src/lib/logger'
import type { ShopAddress } from 'src/lib/runtime/shopAddress'
import { lockAnyOrder } from 'src/modules/orders'

import { movePayment } from './paymentMoves'
import { tellOfPaymentReceived } from './paymentNews'
import type { CallbackAnswerStatus, CallbackRequest, ProviderAnswer } from './provider'
import { refundCancelledOrderPayment } from './refunds'
import {
  amountProblem,
  paymentOfCancelledOrder,
  paymentStep,
  secondPaymentProblem,
} from './rules/paymentLifecycle'
import { providerNamed } from './settings'

/** A callback's outcome: the answer in the provider's format, and the HTTP status to send it with. */
export interface CallbackOutcome {
  httpStatus: number
  answer: ProviderAnswer
}

/**
 * A provider's callback, as the REST edge received it (public: trust comes
 * from the provider's verification alone). The provider named by the route
 * reads and verifies it; then the shop checks it against what it knows —
 * the payment, its order, amount and currency KZT — and applies it by the
 * state table: a repeat changes nothing and gets the same answer; every
 * refusal is logged with its reason and leaves the data as it was.
 * Unverifiable calls get 400.
 */
export async function handlePaymentCallback(
  providerName: string,
  request: CallbackRequest,
  shop: ShopAddress
): Promise<CallbackOutcome> {
  const { definition, port } = await providerNamed(providerName, shop)
  const endpoint = request.endpoint
  const reply = (httpStatus: number, status: CallbackAnswerStatus, words: string) => ({
    httpStatus,
    answer: port.answerCallback(request, status, words),
  })
  const verdict = port.readCallback(request)
  if ('reason' in verdict) {
    const { reason, providerPaymentId } = verdict
    logger.warn({ endpoint, reason, providerPaymentId }, 'Payment callback refused')
    return reply(400, 'error', 'Запрос не принят: неверная подпись или поля.')
  }
  const { callback, record } = verdict
  const refuse = (reason: string, words: string) => {
    logger.warn({ reason, ...callback }, 'Payment callback refused')
    // «rejected» stops the payment (or returns it); the provider takes it only when it may.
    return reply(200, callback.canReject ? 'rejected' : 'error', words)
  }
  const payment = await db.payment.findUnique({
    where: {
      provider_providerPaymentId: {
        provider: definition.name,
        providerPaymentId: callback.providerPaymentId,
      },
    },
  })
  if (!payment || String(payment.orderId) !== callback.orderRef) {
    return refuse(payment ? 'order does not match' : 'unknown payment', 'Платёж не найден.')
  }
  const wrongAmount = amountProblem({ amount: payment.amount.toFixed(2) }, callback)
  if (wrongAmount) return refuse(wrongAmount, 'Сумма или валюта не совпадают с заказом.')

  const outcome = await db.$transaction(async (tx) => {
    const order = await lockAnyOrder(tx, payment.orderId)
    const current = await tx.payment.findUniqueOrThrow({ where: { id: payment.id } })
    if (callback.kind === 'check') {
      // Issue 28 §1: a cancelled (or finished) order takes no payment: the same rule as payProblem.
      const problem =
        current.state !== 'waiting'
          ? `payment is ${current.state}`
          : !isOpenOrder(order.status)
            ? `order is ${order.status}`
            : secondPaymentProblem(order.paymentStatus)
      return {
        answer: problem
          ? refuse(problem, 'Заказ отменён, уже оплачен или платёж закрыт.')
          : reply(200, 'ok', ''),
      }
    }
    const event = callback.outcome
    const step = paymentStep(current.state, event)
    if (step.kind === 'same') {
      logger.info({ ...callback }, 'Payment callback repeated: nothing to change')
      return { answer: reply(200, 'ok', 'Уже принято.') }
    }
    if (step.kind === 'refuse') {
      return { answer: refuse(`${current.state} + ${event}`, step.reason) }
    }
    if (step.to === 'paid') {
      const second = secondPaymentProblem(order.paymentStatus)
      // A second payment of a paid order: refused, and staff must know if the provider keeps it.
      if (second) {
        logger.error({ ...callback, reason: second }, 'Second payment of an order refused')
        return { answer: refuse(second, 'Заказ уже оплачен.') }
      }
      // The buyer paid on the provider's page after the order was cancelled (issue 28 §1).
      const late = paymentOfCancelledOrder(order.status, callback.canReject)
      if (late === 'reject') {
        logger.warn({ ...callback }, 'Payment of a cancelled order rejected')
        await movePayment(tx, order, current, {
          to: 'failed',
          actor: 'gateway',
          actorId: null,
          comment: 'Заказ отменён: оплата отклонена, платёжный сервис вернёт деньги',
          callback: record,
        })
        return { answer: reply(200, 'rejected', 'Заказ отменён: оплата не принята.') }
      }
      if (late === 'keep-and-refund') {
        logger.warn({ ...callback }, 'Payment of a cancelled order kept: refunding it')
        await movePayment(tx, order, current, {
          to: 'paid',
          actor: 'gateway',
          actorId: null,
          comment: 'Оплачено после отмены заказа: оплата возвращается',
          callback: record,
        })
        return { answer: reply(200, 'ok', 'Оплата принята.'), refund: true }
      }
    }
    await movePayment(tx, order, current, {
      to: step.to,
      actor: 'gateway',
      actorId: null,
      comment:
        step.to === 'paid'
          ? `Оплачено ${current.method === 'installment' ? 'в рассрочку ' : ''}через ${definition.name}`
          : '',
      callback: record,
    })
    if (step.to === 'paid') await tellOfPaymentReceived(tx, order.id, current)
    return { answer: reply(200, 'ok', step.to === 'paid' ? 'Оплата принята.' : 'Отказ принят.') }
  })
  // The money of a cancelled order goes back once its payment is stored (after the commit).
  // Whatever the refund meets, the provider's answer stands (the payment is stored); a refund
  // not made leaves the order on the dashboard («Оплачен, но отменён»).
  if ('refund' in outcome) {
    await refundCancelledOrderPayment(
      payment.orderId,
      { actor: 'gateway', actorId: null },
      shop
    ).catch((error: Error) =>
      logger.error(
        { orderId: payment.orderId, reason: error.message },
        'Refund after a late payment failed'
      )
    )
  }
  return outcome.answer
}
