import { draftRows, orderPage } from 'src/components/Account/OrderList/OrderList.mock'

export const standard = () => ({ draftOrders: orderPage(draftRows()) })
