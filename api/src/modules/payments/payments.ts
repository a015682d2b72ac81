import type { Order, Payment, Prisma } from '@prisma/client'

import { recordAudit } from 'src/lib/audit'
import { graphqlClient } from 'src/lib/clientIp'
import { db } from 'src/lib/db'
import { accountOrdersLink, isOpenOrder } from 'src/lib/domain/orderLifecycle'
import {
  ConflictError,
  NotFoundError,
  ServiceUnavailableError,
  TooManyRequestsError,
} from 'src/lib/errors'
import { logger } from 'src/lib/logger'
import { enqueueLetter } from 'src/lib/outbox'
import { enforce, RATE_RULES } from 'src/lib/rateLimit'
import { shopAddressOf, type ShopAddress } from 'src/lib/runtime/shopAddress'
import { requireOrderStaff } from 'src/lib/staffAccess'
import { requireViewerId } from 'src/lib/viewer'
import { loadView, type OrderView } from 'src/modules/orders'
import { lockAnyOrder, lockOwnOrder, ORDER_NOT_FOUND } from 'src/modules/orders'
import { assertReservationCovered } from 'src/modules/orders'
import { transitionOrder } from 'src/modules/orders'
import { amountDue, chargeOfFee } from 'src/modules/orders/rules/delivery'
import { ordersMailbox } from 'src/modules/orders/rules/orderLetters'
import {
  PaymentGatewayError,
  type CallbackKind,
  type PaymentProvider,
  type ProviderAnswer,
} from 'src/modules/payments/provider'
import { fakeGatewayKey } from 'src/modules/payments/providers/fake/key'
import { createFreedomPay } from 'src/modules/payments/providers/freedomPay/freedomPay'
import type { PgFields } from 'src/modules/payments/providers/freedomPay/signature'
import {
  paymentRefundBody,
  paymentRefundLetter,
  paymentRefundTitle,
  refundFailedStaffLetter,
} from 'src/modules/payments/rules/paymentLetters'
import {
  amountProblem,
  attemptInFlight,
  NEW_ATTEMPTS_WINDOW_MS,
  newAttemptProblem,
  orderPaymentStatusAfter,
  PAGE_IN_FLIGHT_MESSAGE,
  PAYMENT_UNAVAILABLE_MESSAGE,
  paymentOfCancelledOrder,
  paymentStep,
  payProblem,
  pgAmountOf,
  reusableAttempt,
  secondPaymentProblem,
  WAITING_ATTEMPT_REUSE_MS,
  type PaymentEvent,
  type PaymentStateName,
} from 'src/modules/payments/rules/paymentLifecycle'
import { paymentSettings } from 'src/modules/payments/settings'
import { notifyUser } from 'src/services/notifications/notifications'

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

/**
 * The configured provider, or 503 in Russian (production without
 * credentials). The demo's fake gateway signs with this instance's own key.
 */
export async function providerFor(shop: ShopAddress): Promise<PaymentProvider> {
  const settings = paymentSettings()
  if ('reason' in settings) {
    logger.warn({ reason: settings.reason }, 'Online payment is not available')
    throw new ServiceUnavailableError(PAYMENT_UNAVAILABLE_MESSAGE)
  }
  const freedomPay = settings.freedomPay.fake
    ? { ...settings.freedomPay, secretKey: await fakeGatewayKey() }
    : settings.freedomPay
  return createFreedomPay(freedomPay, { origin: shop.origin })
}

/** The address of the request being served (GraphQL), else SITE_URL's. */
const requestShopAddress = () =>
  shopAddressOf((context.event as { headers?: Record<string, string> } | undefined)?.headers)

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
 * turns the attempt failed (503). Bounded (issue 28 §1): a fresh waiting
 * attempt's page is offered again instead of a new one, a press while its
 * page is being asked is 409, an order starts at most
 * NEW_ATTEMPTS_PER_ORDER attempts an hour and one address presses at most
 * RATE_RULES.paymentStartPerIp times (429).
 */
export async function payOrder(
  orderId: number,
  shop: ShopAddress,
  client: { ip: string }
): Promise<{ redirectUrl: string }> {
  const userId = requireViewerId()
  const provider = await providerFor(shop)
  await enforce(RATE_RULES.paymentStartPerIp, client.ip)
  const started = await db.$transaction(async (tx) => {
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
    const now = new Date()
    const recent = (
      await tx.payment.findMany({
        where: {
          orderId: order.id,
          createdAt: {
            gte: new Date(
              now.getTime() - Math.max(NEW_ATTEMPTS_WINDOW_MS, WAITING_ATTEMPT_REUSE_MS)
            ),
          },
        },
        orderBy: { createdAt: 'asc' },
      })
    ).map((attempt) => ({ ...attempt, amount: attempt.amount.toFixed(2) }))
    const reused = reusableAttempt(recent, total!, now)
    if (reused) return { order, reusedUrl: reused.redirectUrl! }
    if (attemptInFlight(recent, now)) throw new ConflictError(PAGE_IN_FLIGHT_MESSAGE)
    const tooMany = newAttemptProblem(recent, now)
    if (tooMany) {
      const oldest = recent.find(
        (attempt) => now.getTime() - attempt.createdAt.getTime() < NEW_ATTEMPTS_WINDOW_MS
      )!
      const retryAfter = Math.ceil(
        (oldest.createdAt.getTime() + NEW_ATTEMPTS_WINDOW_MS - now.getTime()) / 1000
      )
      throw new TooManyRequestsError(Math.max(1, retryAfter), tooMany)
    }
    const payment = await tx.payment.create({
      data: { orderId: order.id, provider: provider.name, amount: total! },
    })
    await recordOrderPayment(tx, order, { to: 'waiting', actor: 'customer', actorId: userId })
    return { order, payment }
  })
  if ('reusedUrl' in started) return { redirectUrl: started.reusedUrl }
  const { order, payment } = started
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
  const provider = await providerFor(shop)
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

  const outcome = await db.$transaction(async (tx) => {
    const order = await lockAnyOrder(tx, payment.orderId)
    const current = await tx.payment.findUniqueOrThrow({ where: { id: payment.id } })
    if (kind === 'check') {
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
    const event: PaymentEvent = callback.succeeded ? 'succeeded' : 'failed'
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
      // A second payment of a paid order: refused, and staff must know if the gateway keeps it.
      if (second) {
        logger.error({ ...callback, reason: second }, 'Second payment of an order refused')
        return { answer: refuse(second, 'Заказ уже оплачен.') }
      }
      // The buyer paid on the gateway's page after the order was cancelled (issue 28 §1).
      const late = paymentOfCancelledOrder(order.status, callback.canReject)
      if (late === 'reject') {
        logger.warn({ ...callback }, 'Payment of a cancelled order rejected')
        await movePayment(tx, order, current, {
          to: 'failed',
          actor: 'gateway',
          actorId: null,
          comment: 'Заказ отменён: оплата отклонена, платёжный сервис вернёт деньги',
          callback: fields,
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
          callback: fields,
        })
        return { answer: reply(200, 'ok', 'Оплата принята.'), refund: true }
      }
    }
    await movePayment(tx, order, current, {
      to: step.to,
      actor: 'gateway',
      actorId: null,
      comment: step.to === 'paid' ? `Оплачено через ${provider.name}` : '',
      callback: fields,
    })
    return { answer: reply(200, 'ok', step.to === 'paid' ? 'Оплата принята.' : 'Отказ принят.') }
  })
  // The money of a cancelled order goes back once its payment is stored (after the commit).
  // Whatever the refund meets, the gateway's answer stands (the payment is stored); a refund
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

/** Who returns the money: staff pressing «Вернуть оплату», or a cancellation's refund. */
interface RefundActor {
  actor: 'customer' | 'staff' | 'gateway'
  actorId: number | null
}

/**
 * paid → refunding, in its own committed transaction before the gateway is
 * asked (issue 28 §1): the order row is locked, so of two refunds at once
 * the second finds `refunding` and is refused (409). null when `skip` says
 * there is nothing to return.
 */
async function claimRefund(
  orderId: number,
  who: RefundActor,
  comment: string,
  skip: (order: Pick<Order, 'status' | 'paymentStatus'>) => boolean
): Promise<Payment | null> {
  return db.$transaction(async (tx) => {
    const order = await lockAnyOrder(tx, orderId)
    if (order.status === 'draft') throw new NotFoundError(ORDER_NOT_FOUND)
    if (skip(order)) return null
    const step = paymentStep(order.paymentStatus ?? 'waiting', 'refundStarted')
    if (step.kind !== 'move') {
      throw new ConflictError(step.kind === 'refuse' ? step.reason : 'Оплата уже возвращена.')
    }
    const payment = await tx.payment.findFirstOrThrow({
      where: { orderId, state: 'paid' },
      orderBy: { id: 'desc' },
    })
    await movePayment(tx, order, payment, { to: 'refunding', ...who, comment })
    return { ...payment, state: 'refunding' as const }
  })
}

/** Asks the gateway to return a claimed payment; whether it did (its refusal is logged). */
async function gatewayRefund(provider: PaymentProvider, payment: Payment): Promise<boolean> {
  try {
    await provider.refund({
      providerPaymentId: payment.providerPaymentId!,
      amount: pgAmountOf(payment.amount.toFixed(2)),
    })
    return true
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error
    logger.error(
      { orderId: payment.orderId, paymentId: payment.id, reason: error.message },
      'Refund refused'
    )
    return false
  }
}

/** The refund did not happen: refunding → paid again, with the reason in the history. */
async function releaseRefund(payment: Payment, who: RefundActor) {
  return db.$transaction(async (tx) => {
    const order = await lockAnyOrder(tx, payment.orderId)
    await movePayment(tx, order, payment, {
      to: 'paid',
      ...who,
      comment: 'Платёжный сервис не принял возврат',
    })
    return order
  })
}

type BuyerOrder = Pick<Order, 'id' | 'number' | 'status' | 'userId' | 'guestEmail'> & {
  user: { email: string } | null
}

/**
 * The buyer hears what happens to the money (issue 28 §1): a letter (account
 * or guest) and, for an account, a notification. One letter per payment and
 * outcome, however often this runs.
 */
async function tellBuyerOfRefund(
  tx: Prisma.TransactionClient,
  order: BuyerOrder,
  payment: Pick<Payment, 'id' | 'amount'>,
  by: 'gateway' | 'shop'
) {
  const refund = {
    number: order.number,
    amount: payment.amount.toFixed(2),
    cancelled: order.status === 'cancelled',
    by,
  }
  const to = order.user?.email ?? order.guestEmail
  if (to) {
    await enqueueLetter(tx, paymentRefundLetter(to, refund), `payment-refund-${by}:${payment.id}`)
  }
  if (order.userId !== null) {
    await notifyUser(
      {
        userId: order.userId,
        kind: 'order_status',
        title: paymentRefundTitle(refund),
        body: paymentRefundBody(refund),
        link: accountOrdersLink(order.status),
      },
      tx
    )
  }
}

const buyerOf = (tx: Prisma.TransactionClient, orderId: number): Promise<BuyerOrder> =>
  tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      id: true,
      number: true,
      status: true,
      userId: true,
      guestEmail: true,
      user: { select: { email: true } },
    },
  })

/**
 * A paid order was cancelled — by its buyer, by staff, or the buyer paid
 * after the cancel (issue 28 §1): its payment goes back through the
 * provider, right after the cancel is committed. If the gateway refuses,
 * the order stays «Отменён · Оплачен»: the dashboard lists it («Оплачен, но
 * отменён — верните оплату»), the orders mailbox hears of it, and the buyer
 * is told the shop will return the money. Whether the money went back.
 */
export async function refundCancelledOrderPayment(
  orderId: number,
  who: RefundActor,
  shop: ShopAddress = requestShopAddress()
): Promise<boolean> {
  const payment = await claimRefund(
    orderId,
    who,
    'Заказ отменён: оплата возвращается',
    (order) => order.status !== 'cancelled' || order.paymentStatus !== 'paid'
  )
  if (!payment) return false
  let provider: PaymentProvider | null = null
  try {
    provider = await providerFor(shop)
  } catch (error) {
    if (!(error instanceof ServiceUnavailableError)) throw error
  }
  const returned = provider !== null && (await gatewayRefund(provider, payment))
  if (returned) {
    await db.$transaction(async (tx) => {
      const order = await lockAnyOrder(tx, orderId)
      await movePayment(tx, order, payment, {
        to: 'refunded',
        ...who,
        comment: 'Оплата возвращена покупателю',
      })
      await tellBuyerOfRefund(tx, await buyerOf(tx, orderId), payment, 'gateway')
    })
    return true
  }
  await releaseRefund(payment, who)
  await db.$transaction(async (tx) => {
    const order = await buyerOf(tx, orderId)
    await enqueueLetter(
      tx,
      refundFailedStaffLetter(ordersMailbox(), {
        id: order.id,
        number: order.number,
        amount: payment.amount.toFixed(2),
        providerPaymentId: payment.providerPaymentId,
      }),
      `payment-refund-failed:${payment.id}`
    )
    await tellBuyerOfRefund(tx, order, payment, 'shop')
  })
  return false
}

/**
 * The back office returns the money of a paid order (issue 20 part 3,
 * issue 28 §1): paid → refunding committed first (a second press meanwhile
 * is 409), then the gateway's refund, then refunding → refunded with its
 * history row and an audit entry. An order not yet completed is cancelled
 * with it (the transition, «Оплата возвращена покупателю»), so it is not left
 * «Оформлен» with «Подтвердить» offered; a completed one keeps its status.
 * The buyer is told. A gateway that refuses or does not answer is 503 and
 * the payment is paid again.
 */
export async function refundOrderPayment(orderId: number, shop: ShopAddress): Promise<OrderView> {
  const staffId = requireOrderStaff()
  const provider = await providerFor(shop)
  const who = { actor: 'staff' as const, actorId: staffId }
  const payment = (await claimRefund(orderId, who, 'Возврат оплаты начат', () => false))!
  if (!(await gatewayRefund(provider, payment))) {
    await releaseRefund(payment, who)
    throw new ServiceUnavailableError(REFUND_FAILED_MESSAGE)
  }
  return db.$transaction(async (tx) => {
    const order = await lockAnyOrder(tx, orderId)
    await movePayment(tx, order, payment, {
      to: 'refunded',
      ...who,
      comment: 'Оплата возвращена покупателю',
    })
    await recordAudit(tx, {
      action: 'order.refund',
      entity: 'order',
      entityId: orderId,
      before: { paymentStatus: 'paid' },
      after: { paymentStatus: 'refunded' },
    })
    if (order.status !== 'completed' && order.status !== 'cancelled') {
      await transitionOrder(tx, order, {
        to: 'cancelled',
        actor: 'staff',
        actorId: staffId,
        comment: 'Оплата возвращена покупателю',
      })
    }
    await tellBuyerOfRefund(tx, await buyerOf(tx, orderId), payment, 'gateway')
    return loadView(orderId, tx)
  })
}

/** GraphQL `startOrderPayment`: the REST pay request's use case, from the request's address. */
export const startOrderPayment = ({ id }: { id: number }) =>
  payOrder(id, requestShopAddress(), graphqlClient())
