import { db } from 'src/lib/db'
import { ORDER_STATUS_TITLES } from 'src/lib/domain/orderLifecycle'

/** One move of an order as shoppers and staff read it (GraphQL `Order.history`). */
export interface OrderHistoryEntry {
  fromStatus: string | null
  toStatus: string
  toStatusTitle: string
  /** customer, guest or staff: who made the move (staff are not named to shoppers). */
  actor: string
  comment: string
  createdAt: Date
}

/**
 * The moves of an order, oldest first. Only reached through an order the
 * caller may already read (their own, a guest's by phone, or staff's).
 */
export async function historyOfOrder(orderId: number): Promise<OrderHistoryEntry[]> {
  const rows = await db.orderHistory.findMany({
    where: { orderId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  })
  return rows.map((row) => ({
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    toStatusTitle: ORDER_STATUS_TITLES[row.toStatus],
    actor: row.actorKind,
    comment: row.comment,
    createdAt: row.createdAt,
  }))
}
