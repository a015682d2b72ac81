import type { PgFields } from 'src/modules/payments/providers/freedomPay/signature'

/**
 * What the shop needs of an online payment provider (issue 20 part 3). The
 * services speak only to this; Freedom Pay (freedomPay.ts) is the first.
 */

/** A payment page the shop asks the gateway for. */
export interface PaymentInit {
  /** The shop's order id, echoed back in callbacks. */
  orderId: number
  /** pg_amount-style text: tenge with a point, e.g. 15000 or 99.50. */
  amount: string
  description: string
  /** Where the gateway calls back (server to server) and sends the browser. */
  resultUrl: string
  checkUrl: string
  successUrl: string
  failureUrl: string
}

export interface InitAnswer {
  providerPaymentId: string
  redirectUrl: string
}

export type CallbackKind = 'result' | 'check'

/** A callback read and verified: its fields as the shop acts on them. */
export interface VerifiedCallback {
  orderId: string
  providerPaymentId: string
  amount: string
  currency: string
  /** result only: true paid, false not; null for check. */
  succeeded: boolean | null
  /** Whether the gateway lets the shop refuse this payment (pg_can_reject = 1). */
  canReject: boolean
}

export type CallbackVerdict =
  | { ok: true; callback: VerifiedCallback }
  | { ok: false; reason: string }

/** The shop's answer to a callback: accepted, refused, or not understood. */
export type CallbackAnswerStatus = 'ok' | 'rejected' | 'error'

export interface ProviderAnswer {
  contentType: string
  body: string
}

export interface PaymentProvider {
  /** Stored on Payment.provider. */
  readonly name: string
  /** Asks the gateway for a payment page; throws PaymentGatewayError when it cannot. */
  init(request: PaymentInit): Promise<InitAnswer>
  /** Checks a callback's signature and reads it; never throws on bad input. */
  verifyCallback(kind: CallbackKind, fields: PgFields): CallbackVerdict
  /** Returns `amount` of a paid payment; throws PaymentGatewayError when the gateway refuses. */
  refund(payment: { providerPaymentId: string; amount: string }): Promise<void>
  /** The signed answer the gateway expects to a callback. */
  answer(kind: CallbackKind, status: CallbackAnswerStatus, description: string): ProviderAnswer
}

/** The gateway could not be reached or refused a request (its words stay in the log). */
export class PaymentGatewayError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PaymentGatewayError'
  }
}
