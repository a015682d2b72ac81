import type { Order, Payment, Prisma } from '@prisma/client'

import { recordAudit } from 'src/lib/audit'
import { db } from 'src/lib/db'
import { ConflictError, NotFoundError, ServiceUnavailableError } from 'src/lib/errors'
import { logger } from 'src/lib/logger'
import { enqueueLetter } from 'src/lib/outbox'
import type { ShopAddress } from 'src/lib/runtime/shopAddress'
import { requireOrderStaff } from 'src/lib/staffAccess'
import {
  loadOrderFacts,
  loadView,
  lockAnyOrder,
  ORDER_NOT_FOUND,
  type OrderFacts,
  type OrderView,
  orderPageUrl,
  transitionOrder,
} from 'src/modules/orders'
import { ordersLinkOf, ordersMailbox } from 'src/modules/orders/rules/orderLetters'
import { notifyUser } from 'src/services/notifications/notifications'

import { movePayment } from './paymentMoves'
import { PaymentGatewayError } from './provider'
import {
  paymentRefundBody,
  paymentRefundLetter,
  paymentRefundTitle,
  refundFailedStaffLetter,
} from './rules/paymentLetters'
import { paymentStep } from './rules/paymentLifecycle'
import { providerNamed, providerTitle, requestShopAddress } from './settings'

/**
 * Returning the money of a paid order (issue 20 part 3, issue 28 §1),
 * always through the provider that took it (Payment.provider).
 */

/** «Вернуть оплату» on an order paid outside the site: the accountant returns it. */
export const PAID_OUTSIDE_REFUND_MESSAGE =
  'Заказ оплачен не онлайн (по данным 1С): верните оплату через бухгалтерию.'

/** The 503 when the provider did not return the money: staff may still do it in its cabinet. */
export const refundFailedMessage = (provider: string) =>
  `Платёжный сервис не принял возврат. Попробуйте позже или верните оплату в кабинете ${provider}.`

/** Who returns the money: staff pressing «Вернуть оплату», or a cancellation's refund. */
interface RefundActor {
  actor: 'customer' | 'staff' | 'gateway' | 'exchange'
  actorId: number | null
}

/**
 * paid → refunding, in its own committed transaction before the provider is
 * asked (issue 28 §1): the order row is locked, so of two refunds at once
 * the second finds `refunding` and is refused (409). null when `skip` says
 * there is nothing to return.
 */
async function claimRefund(
  orderId: number,
  who: RefundActor,
  comment: string,
  skip: (order: Pick<Order, 'status' | 'paymentStatus'>) => boolean,
  paidOutside: 'skip' | 'refuse' = 'refuse'
): Promise<Payment | null> {
  return db.$transaction(async (tx) => {
    const order = await lockAnyOrder(tx, orderId)
    if (order.status === 'draft') throw new NotFoundError(ORDER_NOT_FOUND)
    if (skip(order)) return null
    const step = paymentStep(order.paymentStatus ?? 'waiting', 'refundStarted')
    if (step.kind !== 'move') {
      throw new ConflictError(step.kind === 'refuse' ? step.reason : 'Оплата уже возвращена.')
    }
    const payment = await tx.payment.findFirst({
      where: { orderId, state: 'paid' },
      orderBy: { id: 'desc' },
    })
    // Paid outside the site (1C reported a bank transfer or cash): no provider can return it.
    if (!payment) {
      if (paidOutside === 'skip') return null
      throw new ConflictError(PAID_OUTSIDE_REFUND_MESSAGE)
    }
    await movePayment(tx, order, payment, { to: 'refunding', ...who, comment })
    return { ...payment, state: 'refunding' as const }
  })
}

/**
 * Asks the provider that took a claimed payment to return it; whether it
 * did (a refusal, or the provider no longer configured, is logged).
 */
async function providerRefund(payment: Payment, shop: ShopAddress): Promise<boolean> {
  try {
    const { port } = await providerNamed(payment.provider, shop)
    await port.refund({
      providerPaymentId: payment.providerPaymentId!,
      amount: payment.amount.toFixed(2),
      currency: payment.currency,
    })
    return true
  } catch (error) {
    if (!(error instanceof PaymentGatewayError || error instanceof ServiceUnavailableError)) {
      throw error
    }
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

/**
 * The buyer hears what happens to the money (issue 28 §1): a letter (account
 * or guest) and, for an account, a notification. One letter per payment and
 * outcome, however often this runs.
 */
async function tellBuyerOfRefund(
  tx: Prisma.TransactionClient,
  order: OrderFacts,
  payment: Pick<Payment, 'id' | 'amount' | 'method'>,
  by: 'gateway' | 'shop'
) {
  const refund = {
    number: order.number,
    amount: payment.amount.toFixed(2),
    cancelled: order.status === 'cancelled',
    method: payment.method,
    by,
  }
  // Where the order's letters go, by the order's facts (the account's e-mail, else the guest's).
  if (order.letterTo) {
    await enqueueLetter(
      tx,
      paymentRefundLetter(order.letterTo, refund, order, orderPageUrl(order)),
      `payment-refund-${by}:${payment.id}`
    )
  }
  if (order.buyer.userId !== null) {
    await notifyUser(
      {
        userId: order.buyer.userId,
        kind: 'order_status',
        title: paymentRefundTitle(refund, order),
        body: paymentRefundBody(refund, order),
        link: ordersLinkOf(order),
      },
      tx
    )
  }
}

/**
 * A paid order was cancelled — by its buyer, by staff, or the buyer paid
 * after the cancel (issue 28 §1): its payment goes back through the
 * provider, right after the cancel is committed. If the provider refuses,
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
    (order) => order.status !== 'cancelled' || order.paymentStatus !== 'paid',
    'skip'
  )
  if (!payment) return false
  if (await providerRefund(payment, shop)) {
    await db.$transaction(async (tx) => {
      const order = await lockAnyOrder(tx, orderId)
      await movePayment(tx, order, payment, {
        to: 'refunded',
        ...who,
        comment: 'Оплата возвращена покупателю',
      })
      await tellBuyerOfRefund(tx, await loadOrderFacts(orderId, tx), payment, 'gateway')
    })
    return true
  }
  await releaseRefund(payment, who)
  await db.$transaction(async (tx) => {
    const order = await loadOrderFacts(orderId, tx)
    await enqueueLetter(
      tx,
      refundFailedStaffLetter(ordersMailbox(), {
        id: order.id,
        number: order.number,
        amount: payment.amount.toFixed(2),
        provider: providerTitle(payment.provider),
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
 * is 409), then the provider's refund, then refunding → refunded with its
 * history row and an audit entry. An order not yet completed is cancelled
 * with it (the transition, «Оплата возвращена покупателю»), so it is not left
 * «Оформлен» with «Подтвердить» offered; a completed one keeps its status.
 * The buyer is told. A provider that refuses, does not answer or is no
 * longer configured is 503 and the payment is paid again.
 */
export async function refundOrderPayment(orderId: number, shop: ShopAddress): Promise<OrderView> {
  const staffId = requireOrderStaff()
  const who = { actor: 'staff' as const, actorId: staffId }
  const payment = (await claimRefund(orderId, who, 'Возврат оплаты начат', () => false))!
  if (!(await providerRefund(payment, shop))) {
    await releaseRefund(payment, who)
    throw new ServiceUnavailableError(refundFailedMessage(providerTitle(payment.provider)))
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
    await tellBuyerOfRefund(tx, await loadOrderFacts(orderId, tx), payment, 'gateway')
    return loadView(orderId, tx)
  })
}
