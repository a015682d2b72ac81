/**
 * The payments area's interface: paying an order online, the providers'
 * verified callbacks, refunds. Providers live in ./providers, one folder
 * each, behind the port of ./provider.ts; its pure rules (./rules) are public too.
 */
export { payGuestOrder, payOrder, startGuestOrderPayment, startOrderPayment } from './attempts'
export { handlePaymentCallback } from './callbacks'
export { recordPaidOutside, type PaidOutside } from './paymentMoves'
export type {
  CallbackEndpoint,
  CallbackRequest,
  PaymentMethod,
  PaymentProviderDefinition,
} from './provider'
export { mountFakeGateway } from './providers/fake/mount'
export { PAYMENT_PROVIDERS } from './providers/registry'
export { refundCancelledOrderPayment, refundOrderPayment } from './refunds'
export { installmentTerms, onlinePaymentAvailable } from './settings'
