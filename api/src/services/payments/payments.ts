import type { Order, Payment, Prisma } from '@prisma/client'

import { recordAudit } from 'src/lib/audit'
import { db } from 'src/lib/db'
import { amountDue, chargeOfFee } from 'src/lib/domain/delivery'
import type { PgFields } from 'src/lib/domain/freedomPaySignature'
import {
  amountProblem,
  orderPaymentStatusAfter,
  PAYMENT_UNAVAILABLE_MESSAGE,
  paymentStep,
  payProblem,
  pgAmountOf,
  secondPaymentProblem,
  type PaymentEvent,
  type PaymentStateName,
} from 'src/lib/domain/paymentLifecycle'
import { ConflictError, NotFoundError, ServiceUnavailableError } from 'src/lib/errors'
import { logger } from 'src/lib/logger'
import { createFreedomPay } from 'src/lib/payments/freedomPay'
import {
  PaymentGatewayError,
  type CallbackKind,
  type PaymentProvider,
  type ProviderAnswer,
} from 'src/lib/payments/provider'
import { paymentSettings } from 'src/lib/payments/settings'
import { shopAddressOf, type ShopAddress } from 'src/lib/payments/shopAddress'
import { requireOrderStaff } from 'src/lib/staffAccess'
import { requireViewerId } from 'src/lib/viewer'
import { lockAnyOrder, lockOwnOrder, ORDER_NOT_FOUND } from 'src/services/orders/orderAccess'
import { loadView, type OrderView } from 'src/services/orders/orderView'
import { assertReservationCovered } from 'src/services/orders/stockReservations'

/**
 * Online payment of an order (issue 20 part 3): validate → authorise → load
 * → the rule of domain/paymentLifecycle → write in a transaction. The
 * provider (lib/payments) does the talking; every change of a payment's
 * state also sets the order's payment state and writes a row of the order's
 * history, in one transaction (`movePayment`).
 */

export const GATEWAY_FAILED_MESSAGE =
  'Платёжный сервис сейчас не отвечает. Попробуйте оплатить чуть позже.'
export const REFUND_FAILED_MESSAGE =
  'Платёжный сервис не принял возврат. Попробуйте позже или верните оплату в кабинете Freedom Pay.'

/** Whether customers can pay online now (the web hides the button otherwise). */
export const onlinePaymentAvailable = () => paymentSettings().available

/** The configured provider, or 503 in Russian (production without credentials). */
export function providerFor(shop: ShopAddress): PaymentProvider {
  const settings = paymentSettings()
  if ('reason' in settings) {
    logger.warn({ reason: settings.reason }, 'Online payment is not available')
    throw new ServiceUnavailableError(PAYMENT_UNAVAILABLE_MESSAGE)
  }
  return createFreedomPay(settings.freedomPay, { origin: shop.origin })
}

/** The callback URLs' last segments are the scripts their signatures name (lib/payments/freedomPay). */
export const callbackUrl = (shop: ShopAddress, kind: CallbackKind) =>
  `${shop.apiBase}/v1/payment/freedom-pay/${kind}`

interface PaymentMove {
  to: PaymentStateName
  actor: 'customer' | 'staff' | 'gateway'
  actorId: number | null
  comment?: string
}

/**
 * The order's payment state after an attempt reached `move.to`, with its row
 * in the order's history (status unchanged, paymentStatus set): every
 * payment event appears in the history, in the caller's transaction.
 */
async function recordOrderPayment(
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
 */
async function movePayment(
  tx: Prisma.TransactionClient,
  order: Pick<Order, 'id' | 'status' | 'paymentStatus'>,
  payment: Pick<Payment, 'id' | 'state'>,
  move: PaymentMove & { callback?: PgFields }
) {
  const now = new Date()
  const { count } = await tx.payment.updateMany({
    where: { id: payment.id, state: payment.state },
    data: {
      state: move.to,
      ...(move.to === 'paid' ? { paidAt: now } : {}),
      ...(move.to === 'refunded' ? { refundedAt: now } : {}),
      ...(move.callback ? { lastCallback: Object.fromEntries(move.callback) } : {}),
    },
  })
  if (count === 0) throw new ConflictError(CONCURRENT_PAYMENT_MESSAGE)
  await recordOrderPayment(tx, order, move)
}

export const CONCURRENT_PAYMENT_MESSAGE =
  'Оплату заказа только что изменили. Обновите страницу и повторите действие.'

/**
 * POST /order/{id}/pay/: the owner asks to pay a placed, unpaid order. The
 * attempt is stored (waiting) before the gateway is asked, so a callback
 * never arrives for a payment the shop does not know; a gateway that fails
 * turns the attempt failed (503).
 */
export async function payOrder(
  orderId: number,
  shop: ShopAddress
): Promise<{ redirectUrl: string }> {
  const userId = requireViewerId()
  const provider = providerFor(shop)
  const { order, payment } = await db.$transaction(async (tx) => {
    const order = await lockOwnOrder(tx, orderId)
    // The sum to pay: the goods plus a fixed delivery fee (a carrier's tariff is paid apart).
    // A line priced on request leaves the sum to the manager, as the button says (canPayOnline).
    const unpriced = await tx.orderItem.count({
      where: { orderId: order.id, OR: [{ price: null }, { price: { lte: 0 } }] },
    })
    const total =
      order.total === null || unpriced > 0
        ? null
        : amountDue(
            Number(order.total),
            chargeOfFee(order.deliveryFee === null ? null : Number(order.deliveryFee))
          ).toFixed(2)
    const problem = payProblem({ status: order.status, paymentStatus: order.paymentStatus, total })
    if (problem) throw new ConflictError(problem)
    await assertReservationCovered(tx, order.id)
    const payment = await tx.payment.create({
      data: { orderId: order.id, provider: provider.name, amount: total! },
    })
    await recordOrderPayment(tx, order, { to: 'waiting', actor: 'customer', actorId: userId })
    return { order, payment }
  })
  // Back to the order's own page, which shows «Оплата: Оплачен» once the result has come.
  const back = `${shop.origin}/order?id=${order.id}`
  try {
    const answer = await provider.init({
      orderId: order.id,
      amount: pgAmountOf(payment.amount.toFixed(2)),
      description: `Оплата заказа ${order.number}`,
      resultUrl: callbackUrl(shop, 'result'),
      checkUrl: callbackUrl(shop, 'check'),
      successUrl: `${back}&payment=success`,
      failureUrl: `${back}&payment=failure`,
    })
    await db.payment.update({
      where: { id: payment.id },
      data: { providerPaymentId: answer.providerPaymentId, redirectUrl: answer.redirectUrl },
    })
    return { redirectUrl: answer.redirectUrl }
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error
    logger.error(
      { orderId: order.id, paymentId: payment.id, reason: error.message },
      'Payment init failed'
    )
    await db.$transaction(async (tx) => {
      const locked = await lockAnyOrder(tx, order.id)
      await movePayment(
        tx,
        locked,
        { id: payment.id, state: 'waiting' },
        {
          to: 'failed',
          actor: 'customer',
          actorId: userId,
          comment: 'Платёжный сервис не ответил',
        }
      )
    })
    throw new ServiceUnavailableError(GATEWAY_FAILED_MESSAGE)
  }
}

/** A callback's outcome: the answer's status and words, and the HTTP status to send it with. */
export interface CallbackOutcome {
  httpStatus: number
  answer: ProviderAnswer
}

/**
 * The gateway's result or check callback (public: trust comes from pg_sig
 * alone). Verified — signature, known payment, its order, amount and
 * currency KZT — then applied by the state table: a repeat changes nothing
 * and gets the same answer; every refusal is logged with its reason and
 * leaves the data as it was. Unsigned or malformed calls get 400.
 */
export async function handlePaymentCallback(
  kind: CallbackKind,
  fields: PgFields,
  shop: ShopAddress
): Promise<CallbackOutcome> {
  const provider = providerFor(shop)
  const reply = (httpStatus: number, status: 'ok' | 'rejected' | 'error', words: string) => ({
    httpStatus,
    answer: provider.answer(kind, status, words),
  })
  const verdict = provider.verifyCallback(kind, fields)
  const pgPaymentId = fields.find(([name]) => name === 'pg_payment_id')?.[1]
  if ('reason' in verdict) {
    logger.warn({ kind, reason: verdict.reason, pgPaymentId }, 'Payment callback refused')
    return reply(400, 'error', 'Запрос не принят: неверная подпись или поля.')
  }
  const { callback } = verdict
  const refuse = (reason: string, words: string) => {
    logger.warn({ kind, reason, ...callback }, 'Payment callback refused')
    // «rejected» asks the gateway to return the money; it may only when pg_can_reject = 1.
    return reply(200, kind === 'check' || callback.canReject ? 'rejected' : 'error', words)
  }
  const payment = await db.payment.findUnique({
    where: {
      provider_providerPaymentId: {
        provider: provider.name,
        providerPaymentId: callback.providerPaymentId,
      },
    },
  })
  if (!payment || String(payment.orderId) !== callback.orderId) {
    return refuse(payment ? 'order does not match' : 'unknown payment', 'Платёж не найден.')
  }
  const wrongAmount = amountProblem({ amount: payment.amount.toFixed(2) }, callback)
  if (wrongAmount) return refuse(wrongAmount, 'Сумма или валюта не совпадают с заказом.')

  return db.$transaction(async (tx) => {
    const order = await lockAnyOrder(tx, payment.orderId)
    const current = await tx.payment.findUniqueOrThrow({ where: { id: payment.id } })
    if (kind === 'check') {
      const problem =
        current.state !== 'waiting'
          ? `payment is ${current.state}`
          : secondPaymentProblem(order.paymentStatus)
      return problem
        ? refuse(problem, 'Заказ уже оплачен или платёж закрыт.')
        : reply(200, 'ok', '')
    }
    const event: PaymentEvent = callback.succeeded ? 'succeeded' : 'failed'
    const step = paymentStep(current.state, event)
    if (step.kind === 'same') {
      logger.info({ ...callback }, 'Payment callback repeated: nothing to change')
      return reply(200, 'ok', 'Уже принято.')
    }
    if (step.kind === 'refuse') return refuse(`${current.state} + ${event}`, step.reason)
    if (step.to === 'paid') {
      const second = secondPaymentProblem(order.paymentStatus)
      // A second payment of a paid order: refused, and staff must know if the gateway keeps it.
      if (second) {
        logger.error({ ...callback, reason: second }, 'Second payment of an order refused')
        return refuse(second, 'Заказ уже оплачен.')
      }
    }
    await movePayment(tx, order, current, {
      to: step.to,
      actor: 'gateway',
      actorId: null,
      comment: step.to === 'paid' ? `Оплачено через ${provider.name}` : '',
      callback: fields,
    })
    return reply(200, 'ok', step.to === 'paid' ? 'Оплата принята.' : 'Отказ принят.')
  })
}

/**
 * The back office returns the money of a paid order (issue 20 part 3): the
 * gateway's refund first, then paid → refunded with its history row and an
 * audit entry. A refusal of the state table is 409 in Russian; a gateway
 * that refuses or does not answer is 503 and nothing changes.
 */
export async function refundOrderPayment(orderId: number, shop: ShopAddress): Promise<OrderView> {
  const staffId = requireOrderStaff()
  const provider = providerFor(shop)
  const payment = await db.$transaction(async (tx) => {
    const order = await lockAnyOrder(tx, orderId)
    if (order.status === 'draft') throw new NotFoundError(ORDER_NOT_FOUND)
    const step = paymentStep(order.paymentStatus ?? 'waiting', 'refunded')
    if (step.kind !== 'move') {
      throw new ConflictError(step.kind === 'refuse' ? step.reason : 'Оплата уже возвращена.')
    }
    return tx.payment.findFirstOrThrow({
      where: { orderId, state: 'paid' },
      orderBy: { id: 'desc' },
    })
  })
  try {
    await provider.refund({
      providerPaymentId: payment.providerPaymentId!,
      amount: pgAmountOf(payment.amount.toFixed(2)),
    })
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error
    logger.error({ orderId, paymentId: payment.id, reason: error.message }, 'Refund refused')
    throw new ServiceUnavailableError(REFUND_FAILED_MESSAGE)
  }
  return db.$transaction(async (tx) => {
    const order = await lockAnyOrder(tx, orderId)
    await movePayment(tx, order, payment, {
      to: 'refunded',
      actor: 'staff',
      actorId: staffId,
      comment: 'Оплата возвращена покупателю',
    })
    await recordAudit(tx, {
      action: 'order.refund',
      entity: 'order',
      entityId: orderId,
      before: { paymentStatus: order.paymentStatus },
      after: { paymentStatus: 'refunded' },
    })
    return loadView(orderId, tx)
  })
}

/** GraphQL `startOrderPayment`: the REST pay request's use case, from the request's address. */
export const startOrderPayment = ({ id }: { id: number }) =>
  payOrder(
    id,
    shopAddressOf((context.event as { headers?: Record<string, string> } | undefined)?.headers)
  )
