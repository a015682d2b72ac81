import { db } from 'src/lib/db'
import type { OrderStatusInput } from 'src/lib/domain/draftOrder'
import { requireOrderStaff } from 'src/lib/staffAccess'

import { lockAnyOrder } from './orderAccess'
import { loadView, type OrderView } from './orderView'
import { transitionOrder } from './transition'

/**
 * PATCH /order/{id}/status/: the shop moves an order along the lifecycle
 * table (confirmed → assembling → ready → completed, or cancelled) with an
 * optional comment; an illegal move is 409 in Russian, the same status again
 * answers the order as it is. The transition records it and tells the owner.
 */
export async function changeOrderStatus(id: number, input: OrderStatusInput): Promise<OrderView> {
  const staffId = requireOrderStaff()
  return db.$transaction(async (tx) => {
    const order = await lockAnyOrder(tx, id)
    if (order.status !== input.status) {
      await transitionOrder(tx, order, {
        to: input.status,
        actor: 'staff',
        actorId: staffId,
        comment: input.comment,
      })
    }
    return loadView(id, tx)
  })
}
