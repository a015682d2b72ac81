import { currentRows, orderPage } from 'src/components/Account/OrderList/OrderList.mock'

export const standard = () => ({ currentOrders: orderPage(currentRows()) })

/** The second of three pages. */
export const paged = () => ({ currentOrders: orderPage(currentRows(), 2, 45) })
