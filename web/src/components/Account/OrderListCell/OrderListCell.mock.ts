import type { OrderListKind } from 'src/components/Account/OrderList/OrderList'
import {
  currentRows,
  draftRows,
  historyRows,
  orderPage,
} from 'src/components/Account/OrderList/OrderList.mock'

const ROWS: Record<OrderListKind, typeof currentRows> = {
  current: currentRows,
  drafts: draftRows,
  history: historyRows,
}

/** A list's first page as the api answers it (under the cell's `orders` alias). */
export const standard = (kind: OrderListKind) => ({ orders: orderPage(ROWS[kind]()) })

/** The second of three pages. */
export const paged = (kind: OrderListKind) => ({ orders: orderPage(ROWS[kind](), 2, 45) })

/** Nothing in the list. */
export const empty = () => ({ orders: orderPage([]) })
