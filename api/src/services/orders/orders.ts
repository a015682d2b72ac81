import type { MutationResolvers, QueryResolvers } from 'types/graphql'

import { graphqlClient } from 'src/lib/clientIp'
import { installmentProblem } from 'src/lib/domain/installment'
import { parseInput } from 'src/lib/input'
import { completedByFieldResolvers } from 'src/lib/resolverTypes'
import { inRequestLocale } from 'src/lib/textLocale'
import { viewerIdOrNull } from 'src/lib/viewer'
import type { OrderLineView, OrderView } from 'src/modules/orders'
import { deleteMyOrder, getMyOrder, listMyOrders, searchMyOrders } from 'src/modules/orders'
import { historyOfOrder } from 'src/modules/orders'
import { checkoutCart as checkoutCartStep } from 'src/modules/orders'
import {
  addOrderItems,
  copyItemsFromOrder,
  copyOrder,
  createDraftOrder,
  removeOrderItems,
  setOrderItemQuantity,
} from 'src/modules/orders'
import {
  checkoutAsGuest as checkoutAsGuestStep,
  findGuestOrder,
  findGuestOrderByKey,
  placeGuestOrder,
} from 'src/modules/orders'
import { placeOrder } from 'src/modules/orders'
import { changeOrderStatus } from 'src/modules/orders'
import { cartCheckoutInput, guestCheckoutInput } from 'src/modules/orders/rules/checkout'
import {
  addOrderItemsInput,
  draftOrderInput,
  orderItemQuantityInput,
  orderStatusInput,
  placeOrderInput,
  removeOrderItemsInput,
} from 'src/modules/orders/rules/draftOrder'
import { guestOrderInput, guestOrderLookupInput } from 'src/modules/orders/rules/guestOrder'
import {
  installmentTerms,
  onlinePaymentAvailable,
  refundCancelledOrderPayment,
} from 'src/modules/payments'
import { payProblem } from 'src/modules/payments/rules/paymentLifecycle'

/**
 * Orders on GraphQL (issue «Commerce», SPEC §3 "Order", §4 "Order lifecycle",
 * §7 Orders): each resolver parses its arguments with the use case's one
 * input schema (the REST body and the account pages use the same) and calls
 * the step module that owns the use case — guest checkout, drafts, placing,
 * the customer's own orders, the staff's status changes. Every status change
 * goes through ./transition.
 */

export const currentOrders: QueryResolvers['currentOrders'] = (args) =>
  completedByFieldResolvers(listMyOrders('current', args))
export const draftOrders: QueryResolvers['draftOrders'] = (args) =>
  completedByFieldResolvers(listMyOrders('drafts', args))
export const orderHistory: QueryResolvers['orderHistory'] = (args) =>
  completedByFieldResolvers(listMyOrders('history', args))
export const searchOrders: QueryResolvers['searchOrders'] = (args) =>
  completedByFieldResolvers(searchMyOrders(args))
export const order: QueryResolvers['order'] = ({ id }) => completedByFieldResolvers(getMyOrder(id))
export const guestOrder: QueryResolvers['guestOrder'] = ({ order, phone }) =>
  completedByFieldResolvers(
    findGuestOrder(parseInput(guestOrderLookupInput, { order, phone }), graphqlClient())
  )
export const guestOrderByKey: QueryResolvers['guestOrderByKey'] = ({ key }) =>
  completedByFieldResolvers(findGuestOrderByKey(key, graphqlClient()))
export const checkoutAsGuest: MutationResolvers['checkoutAsGuest'] = ({ input }) =>
  completedByFieldResolvers(
    checkoutAsGuestStep(parseInput(guestCheckoutInput, input), graphqlClient(), installmentTerms())
  )
export const submitGuestOrder: MutationResolvers['submitGuestOrder'] = ({ input }) =>
  completedByFieldResolvers(placeGuestOrder(parseInput(guestOrderInput, input), graphqlClient()))
export const createOrderDraft: MutationResolvers['createOrderDraft'] = ({ items, comment }) =>
  completedByFieldResolvers(createDraftOrder(parseInput(draftOrderInput, { items, comment })))
export const addItemsToOrder: MutationResolvers['addItemsToOrder'] = ({ orderId, items }) =>
  completedByFieldResolvers(addOrderItems(orderId, parseInput(addOrderItemsInput, { items })))
export const changeOrderItemQuantity: MutationResolvers['changeOrderItemQuantity'] = ({
  orderId,
  itemId,
  quantity,
}) =>
  completedByFieldResolvers(
    setOrderItemQuantity(orderId, itemId, parseInput(orderItemQuantityInput, { quantity }))
  )
export const deleteOrderItems: MutationResolvers['deleteOrderItems'] = ({ orderId, itemIds }) =>
  completedByFieldResolvers(
    removeOrderItems(orderId, parseInput(removeOrderItemsInput, { itemIds }))
  )
export const placeDraftOrder: MutationResolvers['placeDraftOrder'] = ({ id, shop, comment }) =>
  completedByFieldResolvers(placeOrder(id, parseInput(placeOrderInput, { shop, comment })))
export const checkoutCart: MutationResolvers['checkoutCart'] = ({ input }) =>
  completedByFieldResolvers(
    checkoutCartStep(parseInput(cartCheckoutInput, input), installmentTerms())
  )
export const removeOrder: MutationResolvers['removeOrder'] = ({ id }) =>
  completedByFieldResolvers(deleteMyOrder(id, refundCancelledOrderPayment))
export const copyOrderToDraft: MutationResolvers['copyOrderToDraft'] = ({ id }) =>
  completedByFieldResolvers(copyOrder(id))
export const copyOrderItemsInto: MutationResolvers['copyOrderItemsInto'] = ({ id, otherId }) =>
  completedByFieldResolvers(copyItemsFromOrder(id, otherId))
export const setOrderStatus: MutationResolvers['setOrderStatus'] = ({ id, status, comment }) =>
  completedByFieldResolvers(
    changeOrderStatus(
      id,
      parseInput(orderStatusInput, { status, comment }),
      refundCancelledOrderPayment
    )
  )

/** An order's moves, oldest first (only on orders the caller may read). */
export const Order = {
  history: (_args: unknown, { root }: { root: OrderView }) => historyOfOrder(root.id),
  // A guest pays from the order's own page, which the key opens (guestAccess).
  canPayOnline: (_args: unknown, { root }: { root: OrderView & { guestKey?: string } }) =>
    canPayOnline(root),
  // The bounds apply to what is paid: the goods and the delivery fee (amountDue).
  canPayInInstallments: (_args: unknown, { root }: { root: OrderView & { guestKey?: string } }) =>
    canPayOnline(root) &&
    installmentProblem(root.hasUnpriced ? null : root.fulfilment.amountDue, installmentTerms()) ===
      null,
}

function canPayOnline(root: OrderView & { guestKey?: string }) {
  return (
    (!root.isGuest || Boolean(root.guestKey)) &&
    onlinePaymentAvailable() &&
    payProblem({
      status: root.status,
      paymentStatus: root.paymentStatus,
      total: root.hasUnpriced ? null : root.total.toFixed(2),
    }) === null
  )
}

/** Per-shop counts in order lines are for logged-in callers (SPEC §6). */
export const OrderLine = {
  // A line refers to the product (no name is copied at placing): its name in
  // the request's language, as the cart named it. The documents of an order
  // (invoice, 1C, the staff's letters) are not GraphQL views: they stay Russian.
  product: (_args: unknown, { root }: { root: OrderLineView }) =>
    inRequestLocale(root.product, ['name', 'description']),
  allCount: (_args: unknown, { root }: { root: OrderLineView }) =>
    viewerIdOrNull() === null ? null : root.allCount,
}
