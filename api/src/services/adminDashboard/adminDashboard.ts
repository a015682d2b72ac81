import { db } from 'src/lib/db'
import {
  AWAITING_CONFIRMATION_STATUS,
  isOutOfStock,
  OUTBOX_ATTENTION_STATES,
  PAID_BUT_CANCELLED,
  PAID_BUT_CANCELLED_LISTED,
  shopDay,
} from 'src/lib/domain/adminDashboard'
import { requireStaff } from 'src/lib/staffAccess'
import { countLeadsNotHandled } from 'src/modules/leads'
import { ordersShortOfStock } from 'src/modules/orders'

export interface AdminDashboardCounts {
  ordersToday: number
  awaitingConfirmation: number
  /** Leads nobody has marked «Обработана» (issue 30 §3), whatever the CRM made of them. */
  leadsNotHandled: number
  failedMessages: number
  outOfStock: number
  /** «Оплачен, но отменён — верните оплату»: how many, and the newest by number. */
  paidButCancelled: number
  paidButCancelledOrders: { id: number; number: string }[]
  /** «Не хватает товара под заказ»: active orders whose held units the stock no longer covers. */
  ordersShortOfStock: { id: number; number: string }[]
}

/** The counts at `now`; the resolver passes the clock, tests a fixed one. */
export async function dashboardCounts(now: Date): Promise<AdminDashboardCounts> {
  const today = shopDay(now)
  const [ordersToday, awaitingConfirmation, leadsNotHandled, failedMessages, products] =
    await Promise.all([
      // A draft is the shopper's, not yet an order for the shop: placedAt makes it one.
      db.order.count({ where: { placedAt: { gte: today.from, lt: today.to } } }),
      db.order.count({ where: { status: AWAITING_CONFIRMATION_STATUS } }),
      countLeadsNotHandled(),
      db.outboxMessage.count({ where: { state: { in: [...OUTBOX_ATTENTION_STATES] } } }),
      // The rule is domain/stock's sum, so the counts are read and summed here
      // rather than re-stated in SQL (a catalogue of thousands, counts only).
      db.product.findMany({
        where: { isActive: true },
        select: { stock: { select: { count: true } } },
      }),
    ])
  const [paidButCancelled, paidButCancelledOrders, short] = await Promise.all([
    db.order.count({ where: PAID_BUT_CANCELLED }),
    db.order.findMany({
      where: PAID_BUT_CANCELLED,
      select: { id: true, number: true },
      orderBy: { id: 'desc' },
      take: PAID_BUT_CANCELLED_LISTED,
    }),
    ordersShortOfStock(),
  ])
  return {
    paidButCancelled,
    paidButCancelledOrders,
    ordersShortOfStock: await db.order.findMany({
      where: { id: { in: short.map((order) => order.orderId) } },
      select: { id: true, number: true },
      orderBy: { id: 'asc' },
    }),
    ordersToday,
    awaitingConfirmation,
    leadsNotHandled,
    failedMessages,
    outOfStock: products.filter((product) => isOutOfStock(product.stock)).length,
  }
}

/** GraphQL adminDashboard: the back office's first screen, for every staff role. */
export const adminDashboard = async (): Promise<AdminDashboardCounts> => {
  requireStaff()
  return dashboardCounts(new Date())
}
