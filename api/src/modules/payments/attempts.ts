import type { Order, Prisma } from '@prisma/client'

import { graphqlClient } from 'src/lib/clientIp'
import { db } from 'src/lib/db'
import { installmentProblem } from 'src/lib/domain/installment'
import {
  ConflictError,
  NotFoundError,
  ServiceUnavailableError,
  TooManyRequestsError,
} from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { logger } from 'src/lib/logger'
import { enforce, RATE_RULES } from 'src/lib/rateLimit'
import type { ShopAddress } from 'src/lib/runtime/shopAddress'
import { requireViewerId } from 'src/lib/viewer'
import {
  assertReservationCovered,
  lockAnyOrder,
  lockGuestOrder,
  lockOwnOrder,
  ORDER_NOT_FOUND,
  orderIdOfGuestKey,
} from 'src/modules/orders'
import { amountDue, chargeOfFee } from 'src/modules/orders/rules/delivery'
import { PRICED } from 'src/modules/pricing'

import { movePayment, recordOrderPayment, type PaymentMove } from './paymentMoves'
import { PaymentGatewayError, type PaymentMethod, type PaymentProviderDefinition } from './provider'
import { payOrderInput } from './rules/paymentInput'
import {
  attemptInFlight,
  NEW_ATTEMPTS_WINDOW_MS,
  newAttemptProblem,
  PAGE_IN_FLIGHT_MESSAGE,
  PAYMENT_CURRENCY,
  payProblem,
  reusableAttempt,
  WAITING_ATTEMPT_REUSE_MS,
} from './rules/paymentLifecycle'
import { providerForNewAttempts, requestShopAddress } from './settings'

/**
 * Paying an order online (issue 20 part 3): validate → authorise → load →
 * the rule of rules/paymentLifecycle → write in a transaction; the provider
 * (settings.ts) does the talking, through the port of provider.ts.
 */

export const GATEWAY_FAILED_MESSAGE =
  'Платёжный сервис сейчас не отвечает. Попробуйте оплатить чуть позже.'

/** Where a provider's callbacks go: the REST edge serves /v1/payment/{slug}/{endpoint}. */
export const callbackBaseUrl = (shop: ShopAddress, provider: PaymentProviderDefinition) =>
  `${shop.apiBase}/v1/payment/${provider.slug}`

/**
 * POST /order/{id}/pay/: the owner asks to pay a placed, unpaid order. The
 * attempt is stored (waiting) before the provider is asked, so a callback
 * never arrives for a payment the shop does not know; a provider that fails
 * turns the attempt failed (503). Bounded (issue 28 §1): a fresh waiting
 * attempt's page is offered again instead of a new one, a press while its
 * page is being asked is 409, an order starts at most
 * NEW_ATTEMPTS_PER_ORDER attempts an hour and one address presses at most
 * RATE_RULES.paymentStartPerIp times (429). `method` `installment` (issue 34
 * §2) asks the provider's installment instead of a card payment, for a sum
 * within its bounds (409 otherwise); everything else is the same attempt.
 */
export async function payOrder(
  orderId: number,
  shop: ShopAddress,
  client: { ip: string },
  method: PaymentMethod = 'card'
): Promise<{ redirectUrl: string }> {
  const userId = requireViewerId()
  return startAttempt(
    {
      lock: (tx) => lockOwnOrder(tx, orderId),
      who: { actor: 'customer', actorId: userId },
      // Back to the order's own page, which shows «Оплата: Оплачен» once the result has come.
      back: `${shop.origin}/order?id=${orderId}`,
    },
    shop,
    client,
    method
  )
}

/**
 * A guest pays their order online (issue 30 §1) from its page or their
 * letter's link: the key of the page (guestAccess) stands for the account;
 * everything else is the owner's payment above. A key that opens nothing is
 * 404, like a missing order.
 */
export async function payGuestOrder(
  key: string,
  shop: ShopAddress,
  client: { ip: string },
  method: PaymentMethod = 'card'
): Promise<{ redirectUrl: string }> {
  const orderId = orderIdOfGuestKey(key)
  if (orderId === null) throw new NotFoundError(ORDER_NOT_FOUND)
  return startAttempt(
    {
      lock: (tx) => lockGuestOrder(tx, orderId),
      who: { actor: 'guest', actorId: null },
      back: `${shop.origin}/my-orders?token=${encodeURIComponent(key)}`,
    },
    shop,
    client,
    method
  )
}

interface Payer {
  /** Locks the order the payer may pay (404 otherwise). */
  lock: (tx: Prisma.TransactionClient) => Promise<Order>
  who: Pick<PaymentMove, 'actor' | 'actorId'>
  /** The order's page the provider sends the payer back to. */
  back: string
}

/** The attempt's history comment: which way the buyer pays, when not by card. */
export const METHOD_COMMENTS: Record<PaymentMethod, string> = {
  card: '',
  installment: 'В рассрочку',
}

async function startAttempt(
  payer: Payer,
  shop: ShopAddress,
  client: { ip: string },
  method: PaymentMethod
): Promise<{ redirectUrl: string }> {
  const provider = await providerForNewAttempts(shop)
  await enforce(RATE_RULES.paymentStartPerIp, client.ip)
  const started = await db.$transaction(async (tx) => {
    const order = await payer.lock(tx)
    // The sum to pay: the goods plus a fixed delivery fee (a carrier's tariff is paid apart).
    // A line priced on request leaves the sum to the manager, as the button says (canPayOnline).
    const unpriced = await tx.orderItem.count({
      where: { orderId: order.id, OR: [{ price: null }, { NOT: { price: PRICED } }] },
    })
    const total =
      order.total === null || unpriced > 0
        ? null
        : amountDue(
            Number(order.total),
            chargeOfFee(order.deliveryFee === null ? null : Number(order.deliveryFee))
          ).toFixed(2)
    const problem =
      payProblem({ status: order.status, paymentStatus: order.paymentStatus, total }) ??
      (method === 'installment' ? installmentProblem(total, provider.installment) : null)
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
    // A page is offered again only for the way the buyer chose: a card page is no installment.
    const reused = reusableAttempt(
      recent.filter((attempt) => attempt.method === method),
      total!,
      now
    )
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
      data: {
        orderId: order.id,
        provider: provider.definition.name,
        method,
        amount: total!,
        currency: PAYMENT_CURRENCY,
      },
    })
    await recordOrderPayment(tx, order, {
      to: 'waiting',
      ...payer.who,
      comment: METHOD_COMMENTS[method],
    })
    return { order, payment }
  })
  if ('reusedUrl' in started) return { redirectUrl: started.reusedUrl }
  const { order, payment } = started
  const back = payer.back
  try {
    const answer = await provider.port.startAttempt({
      method,
      orderRef: String(order.id),
      amount: payment.amount.toFixed(2),
      currency: payment.currency,
      description: `Оплата заказа ${order.number}`,
      callbackBaseUrl: callbackBaseUrl(shop, provider.definition),
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
          ...payer.who,
          comment: 'Платёжный сервис не ответил',
        }
      )
    })
    throw new ServiceUnavailableError(GATEWAY_FAILED_MESSAGE)
  }
}

/** GraphQL `startOrderPayment`: the REST pay request's use case, from the request's address. */
export const startOrderPayment = async (args: { id: number; method?: string | null }) =>
  payOrder(
    args.id,
    requestShopAddress(),
    graphqlClient(),
    parseInput(payOrderInput, { method: args.method ?? undefined }).method
  )

/** GraphQL `startGuestOrderPayment`: the guest's pay request, from the request's address. */
export const startGuestOrderPayment = async (args: { key: string; method?: string | null }) =>
  payGuestOrder(
    args.key,
    requestShopAddress(),
    graphqlClient(),
    parseInput(payOrderInput, { method: args.method ?? undefined }).method
  )
