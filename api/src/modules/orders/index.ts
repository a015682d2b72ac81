/**
 * The orders area's interface to the rest of the api (other areas, GraphQL
 * resolvers, REST, feeds). Its pure rules are public too (./rules, shared
 * with the web); everything else in this folder is its own.
 */
export { renderInvoicePdf } from './invoice/pdf'
export { SupplierRequisitesError } from './invoice/supplier'
export {
  ORDER_PAGE_RULES,
  deleteMyOrder,
  getMyOrder,
  listMyOrders,
  searchMyOrders,
  type OrderGroup,
} from './myOrders'
export { historyOfOrder } from './readModel/orderHistory'
export {
  loadOrderFacts,
  loadOrderFactsMany,
  loadView,
  orderFacts,
  orderInclude,
  toOrderView,
  type OrderFacts,
  type OrderInOneC,
  type OrderLineView,
  type OrderView,
} from './readModel/orderFacts'
export { checkoutCart } from './workflow/checkout'
export {
  addOrderItems,
  copyItemsFromOrder,
  copyOrder,
  createDraftOrder,
  removeOrderItems,
  setOrderItemQuantity,
} from './workflow/drafts'
export {
  checkoutAsGuest,
  findGuestOrder,
  findGuestOrderByKey,
  loadGuestOrderByKey,
  placeGuestOrder,
  type GuestOrderView,
} from './workflow/guestCheckout'
export {
  guestOrderKey,
  orderIdOfGuestKey,
  orderLinksOf,
  orderPageUrl,
} from './workflow/guestAccess'
export { invoicePartiesOf, type InvoiceBuyer } from './workflow/invoiceParties'
export {
  ORDER_NOT_FOUND,
  assertEditable,
  findOwnOrder,
  lockAnyOrder,
  lockOwnDraft,
  lockOwnOrder,
  lockGuestOrder,
  lockPlacedOrder,
  readableOrders,
  writeDraftLines,
} from './workflow/orderAccess'
export { placeOrder } from './workflow/placing'
export type { RefundCancelledOrder } from './workflow/refundPort'
export { changeOrderStatus, moveAsStaff, refundIfCancelledPaid } from './workflow/staffOrders'
export {
  assertReservationCovered,
  availableTotalsOf,
  ordersShortOfStock,
} from './workflow/stockReservations'
export { CONCURRENT_CHANGE_MESSAGE, transitionOrder } from './workflow/transition'
