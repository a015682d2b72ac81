import type { Order, Prisma } from '@prisma/client'

import { userDisplayName } from 'src/lib/domain/displayName'
import {
  accountOrdersLink,
  ORDER_STATUS_TITLES,
  statusStamps,
  transitionEffects,
  transitionProblem,
  type OrderActor,
  type OrderEffect,
  type OrderStatusName,
} from 'src/lib/domain/orderLifecycle'
import { formatKzPhone } from 'src/lib/domain/phone'
import { ConflictError } from 'src/lib/errors'
import { enqueueCrmLead, enqueueLetter } from 'src/lib/outbox'
import {
  orderConfirmationLetter,
  ordersMailbox,
  staffOrderLetter,
  type OrderLetterSummary,
} from 'src/modules/orders/rules/orderLetters'
import { notifyUser } from 'src/services/notifications/notifications'

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
  // Placing holds the stock (a guest's operator order holds what is free), closing frees it.
  await moveReservations(
    tx,
    order.id,
    move.to,
    move.actor === 'guest' ? 'hold-what-is-free' : 'refuse'
  )
  await tx.orderHistory.create({
    data: {
      orderId: order.id,
      fromStatus: order.status,
      toStatus: move.to,
      actorKind: move.actor,
      actorId: move.actorId,
      comment: move.comment ?? '',
    },
  })
  const moved = await loadMoved(tx, order.id)
  const effects = transitionEffects({
    to: move.to,
    actor: move.actor,
    hasAccount: moved.userId !== null,
  })
  for (const effect of effects) await EFFECTS[effect](tx, moved, move)
}

const loadMoved = (tx: Prisma.TransactionClient, id: number) =>
  tx.order.findUniqueOrThrow({
    where: { id },
    include: {
      shop: true,
      paymentType: { select: { name: true } },
      user: {
        select: { email: true, lastName: true, firstName: true, middleName: true, phone: true },
      },
      items: {
        include: { product: { select: { article: true, name: true } } },
        orderBy: { id: 'asc' },
      },
    },
  })

type MovedOrder = Awaited<ReturnType<typeof loadMoved>>

/** The letter's view of an order: its lines at the prices fixed when placed. */
function letterSummary(order: MovedOrder): OrderLetterSummary {
  return {
    number: order.number,
    comment: order.comment,
    shop: order.shop ? { name: order.shop.name, address: order.shop.address } : null,
    // What the checkout fixed; orders placed otherwise hold pickup and no payment type.
    fulfilment: {
      method: order.fulfilment,
      city: order.deliveryCity,
      address: order.deliveryAddress,
      preferredTime: order.deliveryTime,
      fee: order.deliveryFee === null ? null : Number(order.deliveryFee),
      paymentType: order.paymentType?.name ?? null,
    },
    lines: order.items.map((line) => ({
      article: line.product.article,
      name: line.product.name,
      quantity: line.quantity,
      price: line.price === null ? null : String(line.price),
    })),
  }
}

/** One confirmation letter per order, however often placing is retried. */
const confirmationKey = (orderId: number) => `order-confirmation:${orderId}`

/** One letter to the orders mailbox per order, likewise. */
const staffLetterKey = (orderId: number) => `order-staff-letter:${orderId}`

/** Who placed it, as staff and the CRM see them: the guest's form or the account's profile. */
function buyerOf(order: MovedOrder) {
  if (order.user) {
    // The checkout's contact is whom to call; the profile stands in for older orders.
    return {
      kind: 'account' as const,
      name: order.contactName || userDisplayName(order.user),
      phone: order.contactPhone || order.user.phone || null,
      email: order.contactEmail || order.user.email,
    }
  }
  return {
    kind: 'guest' as const,
    name: order.guestName ?? '',
    phone: order.guestPhone ?? null,
    email: order.guestEmail ?? null,
  }
}

const EFFECTS: Record<
  OrderEffect,
  (tx: Prisma.TransactionClient, order: MovedOrder, move: OrderMove) => Promise<unknown>
> = {
  'owner-notified-placed': (tx, order) =>
    notifyUser(
      {
        userId: order.userId!,
        kind: 'order_placed',
        title: `Заказ ${order.number} оформлен`,
        body: 'Менеджер свяжется с вами, чтобы подтвердить наличие и сроки.',
        link: accountOrdersLink(order.status),
      },
      tx
    ),

  'owner-notified-status': (tx, order, move) =>
    notifyUser(
      {
        userId: order.userId!,
        kind: 'order_status',
        title: `Заказ ${order.number}: ${ORDER_STATUS_TITLES[order.status].toLowerCase()}`,
        ...(move.comment ? { body: move.comment } : {}),
        link: accountOrdersLink(order.status),
      },
      tx
    ),

  'confirmation-letter': async (tx, order) => {
    const to = order.user?.email ?? order.guestEmail
    if (!to) return
    const guestLookup =
      order.userId === null && order.guestPhone
        ? { guestLookup: { phone: formatKzPhone(order.guestPhone) } }
        : {}
    await enqueueLetter(
      tx,
      orderConfirmationLetter(to, { ...letterSummary(order), ...guestLookup }),
      confirmationKey(order.id)
    )
  },

  'staff-letter': (tx, order) => {
    const buyer = buyerOf(order)
    return enqueueLetter(
      tx,
      staffOrderLetter(ordersMailbox(), {
        ...letterSummary(order),
        customer: { ...buyer, phone: buyer.phone ? formatKzPhone(buyer.phone) : null },
      }),
      staffLetterKey(order.id)
    )
  },

  // The order's lead (a Bitrix24 deal through the outbox, exactly once per
  // lead): a guest's from the checkout form, an account's from its profile.
  'crm-lead': async (tx, order, move) => {
    const buyer = buyerOf(order)
    const lead = await tx.callbackLead.create({
      data: {
        source: buyer.kind === 'guest' ? 'guest_order' : 'account_order',
        username: buyer.name,
        phone: buyer.phone ?? '',
        email: buyer.email,
        comment: order.comment,
        agreement: order.privacyPolicyAccepted,
        orderId: order.id,
        ip: move.client?.ip ?? null,
      },
    })
    await enqueueCrmLead(tx, lead.id)
  },
}
