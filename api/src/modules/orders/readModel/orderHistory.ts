import { db } from 'src/lib/db'
import { ORDER_STATUS_TITLES } from 'src/lib/domain/orderLifecycle'
import { PAYMENT_STATE_TITLES } from 'src/modules/payments/rules/paymentLifecycle'

/** One move of an order as shoppers and staff read it (GraphQL `Order.history`). */
export interface OrderHistoryEntry {
  fromStatus: string | null
  toStatus: string
  /** The status's title; for a payment event, the payment state's («Оплачен»). */
  toStatusTitle: string
  /** customer, guest, staff, gateway or exchange (1C): who made the move (staff are not named to shoppers). */
  actor: string
  /** Set on a payment event: the payment state it moved the order to. */
  paymentStatus: string | null
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
    toStatusTitle: row.paymentStatus
      ? PAYMENT_STATE_TITLES[row.paymentStatus]
      : ORDER_STATUS_TITLES[row.toStatus],
    actor: row.actorKind,
    paymentStatus: row.paymentStatus,
    comment: row.comment,
    createdAt: row.createdAt,
  }))
}
