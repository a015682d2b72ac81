/**
 * The payments area's interface: paying an order online, the provider's
 * verified callbacks, refunds. Providers live in ./providers, one folder
 * each; its pure rules (./rules) are public too.
 */
export {
  handlePaymentCallback,
  onlinePaymentAvailable,
  payOrder,
  refundCancelledOrderPayment,
  refundOrderPayment,
  startOrderPayment,
} from './payments'
export type { CallbackKind } from './provider'
export { mountFakeGateway } from './providers/fake/mount'
