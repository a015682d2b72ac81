import { isPriced } from '../../../lib/domain/money'
import { isOpenOrder, type OrderStatusName } from '../../../lib/domain/orderLifecycle'

/**
 * Online payment of an order (issue 20 part 3, issue 28 §1), as one table:
 * each attempt (a Payment row) starts `waiting` when the shop asks the
 * gateway for a payment page, becomes `paid` or `failed` by the gateway's
 * signed result callback. A refund takes the paid attempt to `refunding`
 * (committed before the gateway is asked, so a second refund pressed at the
 * same time is refused), then `refunded` when the gateway returns the money,
 * or back to `paid` when it refuses.
 *
 *   waiting ──succeeded──▶ paid ──refundStarted──▶ refunding ──refunded──▶ refunded
 *      └─────failed──────▶ failed    ▲                  │
 *                                    └──refundFailed────┘
 *
 * The gateway repeats a result callback until it hears 200 and wants the
 * same answer each time (docs.freedompay.kz «Result notify»): a repeat of the
 * event that made the state is `same` (answered as before, nothing written);
 * any other event not in the table is refused, logged, and changes nothing.
 * Pure; the payments area asks it before every write.
 */
/** How the buyer pays online: by card, or in installments the provider's bank grants (issue 34 §2). */
export type PaymentMethod = 'card' | 'installment'

export const PAYMENT_STATES = ['waiting', 'paid', 'failed', 'refunding', 'refunded'] as const
export type PaymentStateName = (typeof PAYMENT_STATES)[number]

export type PaymentEvent = 'succeeded' | 'failed' | 'refundStarted' | 'refunded' | 'refundFailed'

export const PAYMENT_EVENTS: readonly PaymentEvent[] = [
  'succeeded',
  'failed',
  'refundStarted',
  'refunded',
  'refundFailed',
]

/** What shoppers and staff read for each state («Оплачен» on the order). */
export const PAYMENT_STATE_TITLES: Record<PaymentStateName, string> = {
  waiting: 'Ожидает оплаты',
  paid: 'Оплачен',
  failed: 'Оплата не прошла',
  refunding: 'Оплата возвращается',
  refunded: 'Оплата возвращена',
}

/** state → event → the state it leads to. Anything absent is refused. */
export const PAYMENT_TRANSITIONS: Record<
  PaymentStateName,
  Partial<Record<PaymentEvent, PaymentStateName>>
> = {
  waiting: { succeeded: 'paid', failed: 'failed' },
  paid: { refundStarted: 'refunding' },
  failed: {},
  refunding: { refunded: 'refunded', refundFailed: 'paid' },
  refunded: {},
}

/**
 * The gateway's event that leads into each state: its repeat is idempotent.
 * A refund is the shop's own act, not a callback: a second one is refused.
 */
const CALLBACK_INTO: Record<PaymentStateName, PaymentEvent | null> = {
  waiting: null,
  paid: 'succeeded',
  failed: 'failed',
  refunding: null,
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
  // A success callback repeated late, while or after its money goes back, is still the same payment.
  if (
    CALLBACK_INTO[state] === event ||
    ((state === 'refunding' || state === 'refunded') && event === 'succeeded')
  ) {
    return { kind: 'same' }
  }
  return { kind: 'refuse', reason: refusalOf(state, event) }
}

export const REFUND_IN_PROGRESS_MESSAGE =
  'Оплата этого заказа уже возвращается. Обновите страницу через минуту.'

function refusalOf(state: PaymentStateName, event: PaymentEvent): string {
  if (event === 'refundStarted' || event === 'refunded' || event === 'refundFailed') {
    if (state === 'refunding') return REFUND_IN_PROGRESS_MESSAGE
    if (state === 'refunded') return 'Оплата уже возвращена.'
    return 'Вернуть можно только оплаченный заказ.'
  }
  return `Платёж уже в состоянии «${PAYMENT_STATE_TITLES[state]}»: результат «${
    event === 'succeeded' ? 'оплачен' : 'не оплачен'
  }» не принят.`
}

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
  // Only an open order takes a payment: the provider's check callback asks the same rule.
  if (!isOpenOrder(order.status)) {
    return 'Этот заказ уже нельзя оплатить онлайн.'
  }
  if (order.paymentStatus === 'paid') return 'Заказ уже оплачен.'
  if (order.paymentStatus === 'refunded' || order.paymentStatus === 'refunding') {
    return 'Оплата этого заказа возвращена. Чтобы оплатить снова, свяжитесь с менеджером.'
  }
  if (order.total === null || tiynOf(order.total) === null || !isPriced(order.total)) {
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

/**
 * An amount in its shortest form: whole tenge without decimals, else two
 * decimals (`15000`, `99.50`), as gateways write it; reads back to the same tiyn.
 */
export function amountText(total: string): string {
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
    return `amount ${callback.amount} differs from ${amountText(expected.amount)}`
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
  const hasMoney = current === 'paid' || current === 'refunding' || current === 'refunded'
  if (to === 'failed' && hasMoney) return current
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
  if (orderPaymentStatus === 'refunding' || orderPaymentStatus === 'refunded') {
    return 'the order was refunded'
  }
  return null
}

/**
 * What the shop does with a successful result for an order that was
 * cancelled meanwhile (the buyer paid on the gateway's page after the
 * cancel): refuse it when the gateway lets the shop (it then returns the
 * money itself), else keep it — the money is there — and return it by a
 * refund. null when the order takes the payment as usual.
 */
export function paymentOfCancelledOrder(
  orderStatus: OrderStatusName,
  canReject: boolean
): 'reject' | 'keep-and-refund' | null {
  if (orderStatus !== 'cancelled') return null
  return canReject ? 'reject' : 'keep-and-refund'
}

/**
 * How long a waiting attempt's payment page is offered again instead of a
 * new one: a buyer who pressed «Оплатить» twice, or came back from the
 * gateway's page, gets the same page. 20 minutes — longer than a card
 * payment takes (3-D Secure included), far shorter than the gateway keeps a
 * page (Freedom Pay's pg_lifetime is a day by default), so a reused page is
 * still alive and an old one is not kept forever.
 */
export const WAITING_ATTEMPT_REUSE_MS = 20 * 60 * 1000

/** New attempts (gateway calls) one order may start in NEW_ATTEMPTS_WINDOW_MS. */
export const NEW_ATTEMPTS_PER_ORDER = 5
export const NEW_ATTEMPTS_WINDOW_MS = 60 * 60 * 1000

export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Слишком много попыток оплатить этот заказ. Попробуйте через час или свяжитесь с менеджером.'

interface AttemptSeen {
  state: PaymentStateName
  amount: string
  redirectUrl: string | null
  createdAt: Date
}

/**
 * The attempt whose page the buyer is sent to again instead of asking the
 * gateway: the newest waiting one for the same amount, with its page, not
 * older than WAITING_ATTEMPT_REUSE_MS. null: a new attempt is needed.
 */
export function reusableAttempt<T extends AttemptSeen>(
  attempts: readonly T[],
  amount: string,
  now: Date
): T | null {
  const fresh = attempts
    .filter(
      (attempt) =>
        attempt.state === 'waiting' &&
        attempt.redirectUrl !== null &&
        tiynOf(attempt.amount) === tiynOf(amount) &&
        now.getTime() - attempt.createdAt.getTime() < WAITING_ATTEMPT_REUSE_MS
    )
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
  return fresh[0] ?? null
}

/**
 * How long an attempt without its page yet counts as being asked for: longer
 * than the shop waits for the gateway (providers/freedomPay's 15 s
 * timeout), so a second press meanwhile does not call the gateway again.
 */
export const PAGE_IN_FLIGHT_MS = 20 * 1000

export const PAGE_IN_FLIGHT_MESSAGE =
  'Страница оплаты уже готовится. Подождите несколько секунд и нажмите «Оплатить онлайн» снова.'

/** Whether a waiting attempt's page is still being asked of the gateway (a second press is 409). */
export function attemptInFlight(attempts: readonly AttemptSeen[], now: Date): boolean {
  return attempts.some(
    (attempt) =>
      attempt.state === 'waiting' &&
      attempt.redirectUrl === null &&
      now.getTime() - attempt.createdAt.getTime() < PAGE_IN_FLIGHT_MS
  )
}

/** null when the order may start one more attempt; otherwise the 429 message. */
export function newAttemptProblem(attempts: readonly { createdAt: Date }[], now: Date) {
  const recent = attempts.filter(
    (attempt) => now.getTime() - attempt.createdAt.getTime() < NEW_ATTEMPTS_WINDOW_MS
  )
  return recent.length >= NEW_ATTEMPTS_PER_ORDER ? TOO_MANY_ATTEMPTS_MESSAGE : null
}

/**
 * Whether an order may be marked paid by money that came outside the site
 * (1C's bank or cash document): null when it may, 'same' when it is paid
 * already, else the Russian reason it is not.
 */
export function paidOutsideProblem(order: {
  status: OrderStatusName
  paymentStatus: PaymentStateName | null
}): null | 'same' | string {
  if (order.paymentStatus === 'paid') return 'same'
  if (order.paymentStatus === 'refunding' || order.paymentStatus === 'refunded') {
    return `Оплата заказа уже в состоянии «${PAYMENT_STATE_TITLES[order.paymentStatus]}»: отметка об оплате не принята.`
  }
  if (order.status === 'draft') return 'Черновик не оплачивают: сначала его оформляют.'
  return null
}
