import type { OrderActor } from 'src/lib/domain/orderLifecycle'

/**
 * How a cancelled order that was paid gets its money back: the payments
 * area's refund. The orders area never imports payments (payments builds on
 * orders); the edge that runs a cancellation hands it in, and the type makes
 * it impossible to forget.
 */
export type RefundCancelledOrder = (
  orderId: number,
  by: { actor: Extract<OrderActor, 'staff' | 'customer'>; actorId: number }
) => Promise<unknown>
