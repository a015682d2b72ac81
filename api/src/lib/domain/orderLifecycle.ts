/**
 * The order lifecycle (SPEC §4 "Order lifecycle"), as one table: which status
 * may follow which, and who may make the move. Pure; the order services ask
 * it before every change and turn a refusal into 409 (ConflictError).
 *
 *   draft ──place──▶ placed ─▶ confirmed ─▶ assembling ─▶ ready ─▶ completed
 *                      │           │             │          │
 *                      └───────────┴──▶ cancelled ◀──────────┘
 *
 * A customer places their draft and may cancel an order the shop has not yet
 * confirmed; a guest's operator order is placed at once; every later move is
 * the shop's (staff: see domain/staffRoles). A draft is not cancelled but
 * deleted (see `removalOf`). Every move is made by services/orders/transition,
 * which stamps it (`statusStamps`), records it and queues its effects
 * (`transitionEffects`) in the transaction of the move.
 */
export const ORDER_STATUSES = [
  'draft',
  'placed',
  'confirmed',
  'assembling',
  'ready',
  'completed',
  'cancelled',
] as const

export type OrderStatusName = (typeof ORDER_STATUSES)[number]

/** `exchange`: 1C's posted documents (modules/exchange), which make the shop's moves. */
export type OrderActor = 'customer' | 'guest' | 'staff' | 'exchange'

/** Who makes the shop's moves: its staff, and 1C reporting what the office did. */
const SHOP = ['staff', 'exchange'] as const

/** What shoppers read for each status (account tabs, letters, notifications). */
export const ORDER_STATUS_TITLES: Record<OrderStatusName, string> = {
  draft: 'Черновик',
  placed: 'Оформлен',
  confirmed: 'Подтверждён',
  assembling: 'Собирается',
  ready: 'Готов к выдаче',
  completed: 'Выполнен',
  cancelled: 'Отменён',
}

/** from → to → who may make the move. Anything absent is illegal. */
export const ORDER_TRANSITIONS: Record<
  OrderStatusName,
  Partial<Record<OrderStatusName, readonly OrderActor[]>>
> = {
  draft: { placed: ['customer', 'guest'] },
  placed: { confirmed: SHOP, cancelled: ['customer', ...SHOP] },
  confirmed: { assembling: SHOP, cancelled: SHOP },
  assembling: { ready: SHOP, cancelled: SHOP },
  ready: { completed: SHOP, cancelled: SHOP },
  completed: {},
  cancelled: {},
}

export const isOrderStatus = (value: unknown): value is OrderStatusName =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)

export function canTransition(
  from: OrderStatusName,
  to: OrderStatusName,
  actor: OrderActor
): boolean {
  return ORDER_TRANSITIONS[from][to]?.includes(actor) ?? false
}

/**
 * null when `actor` may move an order from `from` to `to`; otherwise the
 * Russian reason the edges answer with 409.
 */
export function transitionProblem(
  from: OrderStatusName,
  to: OrderStatusName,
  actor: OrderActor
): string | null {
  if (canTransition(from, to, actor)) return null
  if (from === to) return `Заказ уже в статусе «${ORDER_STATUS_TITLES[to]}».`
  if (ORDER_TRANSITIONS[from][to]) {
    return to === 'cancelled'
      ? 'Заказ уже подтверждён магазином: отменить его можно, позвонив менеджеру.'
      : `Перевести заказ в статус «${ORDER_STATUS_TITLES[to]}» может только магазин.`
  }
  return `Нельзя перевести заказ из статуса «${ORDER_STATUS_TITLES[from]}» в статус «${ORDER_STATUS_TITLES[to]}».`
}

/**
 * What the button that makes a move says (the back office's order page): the
 * one that confirms a placed order is «Подтвердить», after which the status
 * reads «Подтверждён».
 */
export const ORDER_ACTION_LABELS: Record<OrderStatusName, string> = {
  draft: 'Вернуть в черновик',
  placed: 'Оформить',
  confirmed: 'Подтвердить',
  assembling: 'Начать сборку',
  ready: 'Готов к выдаче',
  completed: 'Выдан покупателю',
  cancelled: 'Отменить заказ',
}

/**
 * A delivery order's last two steps are the courier's (issue 30 §2): «ready»
 * reads «Передан курьеру» and «completed» «Доставлен» — for the shopper, in
 * letters and on the staff's buttons. A pickup reads the table above.
 */
export type OrderWay = 'pickup' | 'delivery'

const DELIVERY_WORDS: Partial<Record<OrderStatusName, string>> = {
  ready: 'Передан курьеру',
  completed: 'Доставлен',
}

export function orderStatusTitle(status: OrderStatusName, way: OrderWay): string {
  return (way === 'delivery' && DELIVERY_WORDS[status]) || ORDER_STATUS_TITLES[status]
}

export function orderActionLabel(to: OrderStatusName, way: OrderWay): string {
  return (way === 'delivery' && DELIVERY_WORDS[to]) || ORDER_ACTION_LABELS[to]
}

/** The moves `actor` may make from `status`, in the table's order (the buttons to show). */
export function movesFrom(status: OrderStatusName, actor: OrderActor): OrderStatusName[] {
  return ORDER_STATUSES.filter((to) => canTransition(status, to, actor))
}

/** Items, files and file fills change only while the order is a draft. */
export const isEditable = (status: OrderStatusName) => status === 'draft'

export const NOT_EDITABLE_MESSAGE =
  'Изменять состав можно только у черновика заказа. Скопируйте заказ, чтобы собрать новый.'

/**
 * What `DELETE /order/{id}/` does to an order of this status: a draft is
 * deleted, an order not yet confirmed is cancelled, anything else is refused
 * (the reason, for 409).
 */
export function removalOf(
  status: OrderStatusName
): { kind: 'delete' } | { kind: 'cancel' } | { kind: 'refuse'; reason: string } {
  if (status === 'draft') return { kind: 'delete' }
  const reason = transitionProblem(status, 'cancelled', 'customer')
  return reason === null ? { kind: 'cancel' } : { kind: 'refuse', reason }
}

/**
 * Open orders: placed and not yet finished (completed or cancelled). Only
 * they hold their stock, take an online payment (the pay button and the
 * provider's check ask this same rule) and are the account's current orders.
 */
export const OPEN_ORDER_STATUSES = [
  'placed',
  'confirmed',
  'assembling',
  'ready',
] as const satisfies readonly OrderStatusName[]

export const isOpenOrder = (status: OrderStatusName) =>
  (OPEN_ORDER_STATUSES as readonly OrderStatusName[]).includes(status)

/** The account tabs (SPEC §2): current, drafts, history. */
export const ORDER_GROUPS = {
  current: OPEN_ORDER_STATUSES,
  drafts: ['draft'],
  history: ['completed', 'cancelled'],
} as const satisfies Record<string, readonly OrderStatusName[]>

/** The timestamps a move to `to` sets besides `statusChangedAt`. */
export function statusStamps(
  to: OrderStatusName,
  now: Date
): { statusChangedAt: Date; placedAt?: Date; cancelledAt?: Date } {
  return {
    statusChangedAt: now,
    ...(to === 'placed' ? { placedAt: now } : {}),
    ...(to === 'cancelled' ? { cancelledAt: now } : {}),
  }
}

/**
 * What follows a move, queued in its transaction (delivery happens later, by
 * the outbox):
 * - `owner-notified-placed`: the account's «Заказ … оформлен» notification;
 * - `confirmation-letter`: the buyer's letter with the lines (a guest's with
 *   the code to look the order up);
 * - `staff-letter`: the shop's orders mailbox (ORDERS_EMAIL) hears of every
 *   placed order, guest or account (issue 18);
 * - `crm-lead`: every placed order goes to the CRM as a lead (a deal in
 *   Bitrix24): a guest's from the checkout form, an account's from its
 *   profile;
 * - `owner-notified-status`: the account hears of every move the shop makes;
 * - `status-letter`: the buyer (account or guest) gets a letter at each step
 *   that matters to them (BUYER_LETTER_STATUSES: confirmed, ready — handed
 *   to the courier for a delivery —, completed and a cancel by the shop);
 * - `staff-cancel-letter`: the orders mailbox hears of a buyer's own cancel.
 * A customer's own cancellation tells the customer nothing: they made it.
 */
export type OrderEffect =
  | 'owner-notified-placed'
  | 'confirmation-letter'
  | 'staff-letter'
  | 'crm-lead'
  | 'owner-notified-status'
  | 'status-letter'
  | 'staff-cancel-letter'

/** The shop's moves the buyer gets a letter about (assembling is the shop's own step). */
export const BUYER_LETTER_STATUSES = [
  'confirmed',
  'ready',
  'completed',
  'cancelled',
] as const satisfies readonly OrderStatusName[]

export function transitionEffects(move: {
  to: OrderStatusName
  actor: OrderActor
  hasAccount: boolean
}): OrderEffect[] {
  if (move.to === 'placed') {
    return move.hasAccount
      ? ['owner-notified-placed', 'confirmation-letter', 'staff-letter', 'crm-lead']
      : ['crm-lead', 'confirmation-letter', 'staff-letter']
  }
  // 1C's moves are the shop's: the buyer hears of them as of a manager's.
  if (move.actor === 'staff' || move.actor === 'exchange') {
    const letter = (BUYER_LETTER_STATUSES as readonly OrderStatusName[]).includes(move.to)
    return [
      ...(move.hasAccount ? (['owner-notified-status'] as const) : []),
      ...(letter ? (['status-letter'] as const) : []),
    ]
  }
  if (move.to === 'cancelled') return ['staff-cancel-letter']
  return []
}

/** The account page listing an order of this status (the links of notifications). */
export function accountOrdersLink(status: OrderStatusName): string {
  const tab =
    status === 'draft'
      ? 'draftorders'
      : (ORDER_GROUPS.history as readonly OrderStatusName[]).includes(status)
        ? 'historyorders'
        : 'currentorders'
  return `/personal-account?tab=${tab}`
}
