import type { Order, Prisma } from '@prisma/client'

import {
  statusStamps,
  transitionEffects,
  transitionProblem,
  type OrderActor,
  type OrderEffect,
  type OrderStatusName,
} from 'src/lib/domain/orderLifecycle'
import { normalizeKzPhone } from 'src/lib/domain/phone'
import { ConflictError } from 'src/lib/errors'
import { enqueueCrmLead, enqueueLetter } from 'src/lib/outbox'
import {
  crmOrderOf,
  customerCancelStaffLetter,
  orderConfirmationLetter,
  orderPlacedNews,
  ordersLinkOf,
  ordersMailbox,
  orderStepLetter,
  orderStepNews,
  staffOrderLetter,
} from 'src/modules/orders/rules/orderLetters'
import { notifyUser } from 'src/services/notifications/notifications'

import { loadOrderFacts, type OrderFacts } from '../readModel/orderFacts'

import { orderLinksOf } from './guestAccess'
import { moveReservations } from './stockReservations'

/**
 * The one step that changes an order's status (issue 17 §4). Bound to the
 * lifecycle table of domain/orderLifecycle: it refuses a move the table does
 * not give this actor (409), writes the status and its timestamps, records
 * the move in OrderHistory and queues the move's effects — all in the
 * caller's transaction, so a move and what follows it are stored together or
 * not at all. Nothing else writes `status`, `statusChangedAt`, `placedAt` or
 * `cancelledAt`.
 *
 * The caller locks the order row first (orderAccess.lockOwnOrder or
 * lockOrderForStaff); the write is still conditional on the status it read,
 * so a move made meanwhile by a path that did not lock is a 409, not lost.
 */

export const CONCURRENT_CHANGE_MESSAGE =
  'Заказ только что изменили. Обновите страницу и повторите действие.'

export interface OrderMove {
  to: OrderStatusName
  actor: OrderActor
  /** The account that moves it (customer or staff); null for a guest. */
  actorId: number | null
  comment?: string
  /** The address a guest's request came from: the CRM lead keeps it. */
  client?: { ip: string }
  /**
   * Placing checks the stock and refuses a line short of it (409), unless
   * the order is a guest's operator order, whose quantities the operator
   * confirms by phone: it holds what is free.
   */
  stock?: 'refuse' | 'hold-what-is-free'
}

export async function transitionOrder(
  tx: Prisma.TransactionClient,
  order: Pick<Order, 'id' | 'status'>,
  move: OrderMove
): Promise<void> {
  const problem = transitionProblem(order.status, move.to, move.actor)
  if (problem) throw new ConflictError(problem)
  const { count } = await tx.order.updateMany({
    where: { id: order.id, status: order.status },
    data: { status: move.to, ...statusStamps(move.to, new Date()) },
  })
  if (count === 0) throw new ConflictError(CONCURRENT_CHANGE_MESSAGE)
  // Placing holds the stock (an operator order holds what is free), closing frees it.
  await moveReservations(tx, order.id, move.to, move.stock ?? 'refuse')
  const history = await tx.orderHistory.create({
    data: {
      orderId: order.id,
      fromStatus: order.status,
      toStatus: move.to,
      actorKind: move.actor,
      actorId: move.actorId,
      comment: move.comment ?? '',
    },
  })
  const moved = await loadMoved(tx, order.id, history.id)
  const effects = transitionEffects({
    to: move.to,
    actor: move.actor,
    hasAccount: moved.userId !== null,
  })
  for (const effect of effects) await EFFECTS[effect](tx, moved, move)
}

interface MovedOrder {
  id: number
  /** The move's row in the order's history: one letter per move, however often it is retried. */
  historyId: number
  number: string
  status: OrderStatusName
  userId: number | null
  /** The order's facts (readModel/orderFacts), loaded once and only by effects that tell them. */
  facts: () => Promise<OrderFacts>
}

async function loadMoved(
  tx: Prisma.TransactionClient,
  id: number,
  historyId: number
): Promise<MovedOrder> {
  const row = await tx.order.findUniqueOrThrow({
    where: { id },
    select: { id: true, number: true, status: true, userId: true },
  })
  let facts: Promise<OrderFacts> | undefined
  return { ...row, historyId, facts: () => (facts ??= loadOrderFacts(id, tx)) }
}

/** One confirmation letter per order, however often placing is retried. */
const confirmationKey = (orderId: number) => `order-confirmation:${orderId}`

/** One letter to the orders mailbox per order, likewise. */
const staffLetterKey = (orderId: number) => `order-staff-letter:${orderId}`

const EFFECTS: Record<
  OrderEffect,
  (tx: Prisma.TransactionClient, order: MovedOrder, move: OrderMove) => Promise<unknown>
> = {
  // In the account's language, like its letters.
  'owner-notified-placed': async (tx, moved) => {
    const order = await moved.facts()
    await notifyUser(
      {
        userId: moved.userId!,
        kind: 'order_placed',
        ...orderPlacedNews(order),
        link: ordersLinkOf(order),
      },
      tx
    )
  },

  // The account's notification tells the same news as the letter.
  'owner-notified-status': async (tx, moved, move) => {
    const order = await moved.facts()
    const news = orderStepNews(order, move)
    await notifyUser(
      {
        userId: moved.userId!,
        kind: 'order_status',
        title: news.title,
        ...(news.body ? { body: news.body } : {}),
        link: ordersLinkOf(order),
      },
      tx
    )
  },

  'confirmation-letter': async (tx, moved) => {
    const order = await moved.facts()
    if (!order.letterTo) return
    await enqueueLetter(
      tx,
      orderConfirmationLetter(order.letterTo, order, orderLinksOf(order)),
      confirmationKey(order.id)
    )
  },

  // Account or guest, the buyer reads each step that matters in a letter (issue 30 §2).
  'status-letter': async (tx, moved, move) => {
    const order = await moved.facts()
    if (!order.letterTo) return
    await enqueueLetter(
      tx,
      orderStepLetter(order.letterTo, order, move, orderLinksOf(order)),
      `order-step:${moved.historyId}`
    )
  },

  'staff-cancel-letter': async (tx, moved) => {
    const order = await moved.facts()
    await enqueueLetter(
      tx,
      customerCancelStaffLetter(ordersMailbox(), order),
      `order-cancel-staff:${order.id}`
    )
  },

  'staff-letter': async (tx, moved) => {
    const order = await moved.facts()
    await enqueueLetter(tx, staffOrderLetter(ordersMailbox(), order), staffLetterKey(order.id))
  },

  // The order's lead (a Bitrix24 deal through the outbox, exactly once per
  // lead): the buyer by the facts' one rule, the order as the facts tell it.
  'crm-lead': async (tx, moved, move) => {
    const order = await moved.facts()
    const { buyer } = order
    const lead = await tx.callbackLead.create({
      data: {
        source: buyer.kind === 'guest' ? 'guest_order' : 'account_order',
        username: buyer.name,
        // The lead keeps the phone as stored elsewhere (E.164); the facts show it masked.
        phone: buyer.phone ? (normalizeKzPhone(buyer.phone) ?? '') : '',
        email: buyer.email,
        comment: order.comment,
        agreement: order.privacyPolicyAccepted,
        orderId: order.id,
        ip: move.client?.ip ?? null,
      },
    })
    await enqueueCrmLead(tx, lead.id, crmOrderOf(order))
  },
}
