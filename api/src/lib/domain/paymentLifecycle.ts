import type { OrderStatusName } from './orderLifecycle'

/**
 * Online payment of an order (issue 20 part 3), as one table: each attempt
 * (a Payment row) starts `waiting` when the shop asks the gateway for a
 * payment page, becomes `paid` or `failed` by the gateway's signed result
 * callback, and a paid one becomes `refunded` when staff return the money.
 *
 *   waiting ──succeeded──▶ paid ──refunded──▶ refunded
 *      └─────failed──────▶ failed
 *
 * The gateway repeats a result callback until it hears 200 and wants the
 * same answer each time (docs.freedompay.kz «Result notify»): a repeat of the
 * event that made the state is `same` (answered as before, nothing written);
 * any other event not in the table is refused, logged, and changes nothing.
 * Pure; services/payments asks it before every write.
 */
export const PAYMENT_STATES = ['waiting', 'paid', 'failed', 'refunded'] as const
export type PaymentStateName = (typeof PAYMENT_STATES)[number]

export type PaymentEvent = 'succeeded' | 'failed' | 'refunded'

/** What shoppers and staff read for each state («Оплачен» on the order). */
export const PAYMENT_STATE_TITLES: Record<PaymentStateName, string> = {
  waiting: 'Ожидает оплаты',
  paid: 'Оплачен',
  failed: 'Оплата не прошла',
  refunded: 'Оплата возвращена',
}

/** state → event → the state it leads to. Anything absent is refused. */
export const PAYMENT_TRANSITIONS: Record<
  PaymentStateName,
  Partial<Record<PaymentEvent, PaymentStateName>>
> = {
  waiting: { succeeded: 'paid', failed: 'failed' },
  paid: { refunded: 'refunded' },
  failed: {},
  refunded: {},
}

/**
 * The gateway's event that leads into each state: its repeat is idempotent.
 * A refund is staff's own act, not a callback: a second one is refused.
 */
const CALLBACK_INTO: Record<PaymentStateName, PaymentEvent | null> = {
  waiting: null,
  paid: 'succeeded',
  failed: 'failed',
  refunded: null,
}

export type PaymentStep =
  | { kind: 'move'; to: PaymentStateName }
  | { kind: 'same' }
  | { kind: 'refuse'; reason: string }

/** What `event` does to an attempt in `state`. */
export function paymentStep(state: PaymentStateName, event: PaymentEvent): PaymentStep {
  const to = PAYMENT_TRANSITIONS[state][event]
  if (to) return { kind: 'move', to }
  // A refunded payment's success callback repeated late is still the same payment.
  if (CALLBACK_INTO[state] === event || (state === 'refunded' && event === 'succeeded')) {
    return { kind: 'same' }
  }
  return { kind: 'refuse', reason: refusalOf(state, event) }
}

function refusalOf(state: PaymentStateName, event: PaymentEvent): string {
  if (event === 'refunded') {
    return state === 'waiting' || state === 'failed'
      ? 'Вернуть можно только оплаченный заказ.'
      : 'Оплата уже возвращена.'
  }
  return `Платёж уже в состоянии «${PAYMENT_STATE_TITLES[state]}»: результат «${
    event === 'succeeded' ? 'оплачен' : 'не оплачен'
  }» не принят.`
}

/** Orders a customer may pay online: placed and not yet finished. */
const PAYABLE_STATUSES: readonly OrderStatusName[] = ['placed', 'confirmed', 'assembling', 'ready']

export const PAYMENT_UNAVAILABLE_MESSAGE =
  'Онлайн-оплата сейчас недоступна. Оплатите заказ при получении или свяжитесь с менеджером.'

/**
 * null when the customer may start paying this order online; otherwise the
 * Russian reason (409). `paymentStatus` is the order's latest attempt's state
 * (null: none yet). A waiting attempt may be replaced by a new one (the
 * customer left the gateway's page); a second success is refused by the
 * result callback, which then asks the gateway to reject it.
 */
export function payProblem(order: {
  status: OrderStatusName
  paymentStatus: PaymentStateName | null
  total: string | null
}): string | null {
  if (order.status === 'draft') return 'Сначала оформите заказ, затем оплатите его.'
  if (!PAYABLE_STATUSES.includes(order.status)) {
    return 'Этот заказ уже нельзя оплатить онлайн.'
  }
  if (order.paymentStatus === 'paid') return 'Заказ уже оплачен.'
  if (order.paymentStatus === 'refunded') {
    return 'Оплата этого заказа возвращена. Чтобы оплатить снова, свяжитесь с менеджером.'
  }
  if (order.total === null || tiynOf(order.total) === null || tiynOf(order.total)! <= 0) {
    return 'Сумма заказа уточняется менеджером: оплатить онлайн пока нельзя.'
  }
  return null
}

/** The only currency the shop charges in. */
export const PAYMENT_CURRENCY = 'KZT'

const AMOUNT = /^(\d{1,12})(?:\.(\d{1,2}))?$/

/**
 * An amount as the gateway writes it (a point before at most two decimals,
 * no thousands separators: docs «Interaction between the store and
 * Paybox.money») or as the database gives a Decimal, in tiyn; null if it is
 * not such a number.
 */
export function tiynOf(amount: string): number | null {
  const match = AMOUNT.exec(amount.trim())
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** An order total as pg_amount: whole tenge without decimals, else two decimals. */
export function pgAmountOf(total: string): string {
  const tiyn = tiynOf(total)
  if (tiyn === null) throw new Error(`Not an amount: ${total}`)
  const tenge = Math.floor(tiyn / 100)
  const rest = tiyn % 100
  return rest === 0 ? String(tenge) : `${tenge}.${String(rest).padStart(2, '0')}`
}

/**
 * null when a callback's amount and currency are exactly what the attempt
 * asked for; otherwise the reason it is refused (logged, nothing changed).
 */
export function amountProblem(
  expected: { amount: string },
  callback: { amount: string; currency: string }
): string | null {
  if (callback.currency !== PAYMENT_CURRENCY) {
    return `currency ${callback.currency} is not ${PAYMENT_CURRENCY}`
  }
  const paid = tiynOf(callback.amount)
  if (paid === null) return `amount ${callback.amount} is not a number`
  if (paid !== tiynOf(expected.amount)) {
    return `amount ${callback.amount} differs from ${pgAmountOf(expected.amount)}`
  }
  return null
}

/**
 * The order's payment state after one of its attempts moves to `to`: the
 * latest move counts, except that an older attempt failing late does not
 * undo a payment the order already has.
 */
export function orderPaymentStatusAfter(
  current: PaymentStateName | null,
  to: PaymentStateName
): PaymentStateName {
  if (to === 'failed' && (current === 'paid' || current === 'refunded')) return current
  return to
}

/**
 * null when a successful result of a waiting attempt may make the order
 * paid; otherwise why not: the order is paid already (a second payment) or
 * its money was returned. Such a payment is refused (rejected when the
 * gateway lets the shop, else left for staff to refund) and logged.
 */
export function secondPaymentProblem(orderPaymentStatus: PaymentStateName | null): string | null {
  if (orderPaymentStatus === 'paid') return 'the order is already paid'
  if (orderPaymentStatus === 'refunded') return 'the order was refunded'
  return null
}
