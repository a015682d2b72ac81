import type { AdminDashboardQuery } from 'types/graphql'

/** A morning in the shop: a few orders, four leads nobody has called back yet, two letters stuck. */
export const standard = (): AdminDashboardQuery => ({
  adminDashboard: {
    __typename: 'AdminDashboard' as const,
    ordersToday: 7,
    awaitingConfirmation: 3,
    leadsNotHandled: 4,
    failedMessages: 2,
    outOfStock: 14,
    paidButCancelled: 0,
    paidButCancelledOrders: [],
    ordersShortOfStock: [],
  },
})

/** The gateway refused to return a cancelled order's payment (issue 28 §1). */
export const refundRefused = (): AdminDashboardQuery => ({
  adminDashboard: {
    ...standard().adminDashboard,
    paidButCancelled: 1,
    paidButCancelledOrders: [
      { __typename: 'AdminDashboardOrder' as const, id: 42, number: 'A-001042' },
    ],
  },
})

/** An import lowered the stock under two placed orders' holds. */
export const shortOfStock = (): AdminDashboardQuery => ({
  adminDashboard: {
    ...standard().adminDashboard,
    ordersShortOfStock: [
      { __typename: 'AdminDashboardOrder' as const, id: 41, number: 'A-001041' },
      { __typename: 'AdminDashboardOrder' as const, id: 57, number: 'A-001057' },
    ],
  },
})

/** Nothing waits: every count is zero. */
export const quiet = (): AdminDashboardQuery => ({
  adminDashboard: {
    ...standard().adminDashboard,
    ordersToday: 0,
    awaitingConfirmation: 0,
    leadsNotHandled: 0,
    failedMessages: 0,
    outOfStock: 0,
    paidButCancelled: 0,
  },
})
