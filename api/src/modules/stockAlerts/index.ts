/**
 * The stock alerts area's interface (issue 34 §3, «Сообщить о поступлении»):
 * a shopper's request and its cancels, the arrival sweep the outbox worker
 * runs, and the views of the account and the back office. Its pure rules
 * (./rules) are public too and shared with the web.
 */
export {
  askForArrival,
  cancelMyStockAlert,
  cancelStockAlertByToken,
  notifyArrivals,
  type StockAlertRequester,
} from './workflow/stockAlerts'
export {
  mostWaitedProducts,
  myStockAlerts,
  waitingForProduct,
  type MyStockAlertView,
  type WaitedProduct,
} from './readModel/stockAlertView'
