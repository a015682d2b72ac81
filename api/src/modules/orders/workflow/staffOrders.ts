import type { Order, Prisma } from '@prisma/client'

import { recordAudit } from 'src/lib/audit'
import { db } from 'src/lib/db'
import type { OrderStatusName } from 'src/lib/domain/orderLifecycle'
import { requireOrderStaff } from 'src/lib/staffAccess'
import type { OrderStatusInput } from 'src/modules/orders/rules/draftOrder'

import { loadView, type OrderView } from '../readModel/orderFacts'

import { lockPlacedOrder } from './orderAccess'
import type { RefundCancelledOrder } from './refundPort'
import { transitionOrder } from './transition'

/**
 * A staff member's move of a locked order: the lifecycle's one transition
 * (which records the history and tells the owner) and its audit entry, in
 * the caller's transaction. Every staff status change goes through here.
 */
export async function moveAsStaff(
  tx: Prisma.TransactionClient,
  order: Pick<Order, 'id' | 'status'>,
  move: { to: OrderStatusName; comment: string; staffId: number }
): Promise<void> {
  await transitionOrder(tx, order, {
    to: move.to,
    actor: 'staff',
    actorId: move.staffId,
    comment: move.comment,
  })
  await recordAudit(tx, {
    action: 'order.transition',
    entity: 'order',
    entityId: order.id,
    before: { status: order.status },
    after: { status: move.to, comment: move.comment },
  })
}

/**
 * PATCH /order/{id}/status/: the shop moves an order along the lifecycle
 * table (confirmed → assembling → ready → completed, or cancelled) with an
 * optional comment; an illegal move is 409 in Russian, the same status again
 * answers the order as it is. The transition records it and tells the owner.
 * A draft is 404: it is the shopper's, not the shop's (its lines and files too).
 */
export async function changeOrderStatus(
  id: number,
  input: OrderStatusInput,
  refundCancelledOrderPayment: RefundCancelledOrder
): Promise<OrderView> {
  const staffId = requireOrderStaff()
  const moved = await db.$transaction(async (tx) => {
    const order = await lockPlacedOrder(tx, id)
    if (order.status !== input.status) {
      await moveAsStaff(tx, order, { to: input.status, comment: input.comment, staffId })
    }
    return loadView(id, tx)
  })
  await refundIfCancelledPaid(moved, staffId, refundCancelledOrderPayment)
  return loadView(id)
}

/**
 * After a staff cancel is committed, a paid order's payment goes back
 * through the provider (the payments area's refund, handed in by the edge:
 * refundPort; issue 28 §1).
 */
export async function refundIfCancelledPaid(
  order: Pick<OrderView, 'id' | 'status' | 'paymentStatus'>,
  staffId: number,
  refundCancelledOrderPayment: RefundCancelledOrder
) {
  if (order.status === 'cancelled' && order.paymentStatus === 'paid') {
    await refundCancelledOrderPayment(order.id, { actor: 'staff', actorId: staffId })
  }
}
