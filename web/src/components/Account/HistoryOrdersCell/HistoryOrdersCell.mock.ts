import { historyRows, orderPage } from 'src/components/Account/OrderList/OrderList.mock'

export const standard = () => ({ orderHistory: orderPage(historyRows()) })
