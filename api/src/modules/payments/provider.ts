import type { z } from 'zod'

import type { InstallmentTerms } from 'src/lib/domain/installment'

import type { PaymentMethod } from './rules/paymentLifecycle'

/**
 * The port between the shop's payments and an online payment provider
 * (issue 20 part 3, issue 29). The payments area speaks only of attempts,
 * amounts, a redirect and verified callbacks; each provider's wire — its
 * field names, message format, signatures — lives in its own folder under
 * ./providers, which exports one PaymentProviderDefinition and is listed in
 * providers/registry.ts. A second provider is one new folder and one line there.
 *
 * Amounts cross the port as decimal text in tenge (a point before at most
 * two decimals, e.g. `104001.00`, `99.5`): what the database gives and what
 * rules/paymentLifecycle's tiynOf reads; an adapter writes them its own way.
 */

export type { PaymentMethod } from './rules/paymentLifecycle'

/** One attempt to pay an order, as the shop asks a provider to start it. */
export interface AttemptStart {
  /** Only `installment` when the provider's configuration offers installments. */
  method: PaymentMethod
  /** The shop's order, as the provider echoes it back in callbacks (PaymentCallback.orderRef). */
  orderRef: string
  amount: string
  currency: string
  description: string
  /**
   * Where the provider's callbacks go: POST {callbackBaseUrl}/{endpoint}, one
   * URL per entry of the definition's callbackEndpoints (the REST edge serves them).
   */
  callbackBaseUrl: string
  /**
   * Where the provider sends the buyer's browser after paying, or after not
   * paying. A provider whose call for this method takes no addresses sends the
   * buyer to the ones its cabinet names (docs/deploy.md «Online payment»).
   */
  successUrl: string
  failureUrl: string
}

/** A started attempt: the provider's id of it and the page the buyer is sent to. */
export interface StartedAttempt {
  providerPaymentId: string
  redirectUrl: string
}

/** A callback as the REST edge received it, not yet read or trusted. */
export interface CallbackRequest {
  /** The URL's last segment (one of the definition's callbackEndpoints' paths). */
  endpoint: string
  /** Header names in lower case. */
  headers: Readonly<Record<string, string | undefined>>
  /** The application/x-www-form-urlencoded body's fields, in the order sent. */
  form: readonly (readonly [name: string, value: string])[]
}

interface CallbackCommon {
  /** The provider's id of the attempt (Payment.providerPaymentId). */
  providerPaymentId: string
  /** The order the attempt was started for, as AttemptStart.orderRef. */
  orderRef: string
  amount: string
  currency: string
  /**
   * Whether refusing this callback stops the payment: the provider does not
   * take the money, or returns it. A check may always be refused; a result
   * only when the provider says so — otherwise the money stays taken and the
   * shop must refund it itself.
   */
  canReject: boolean
}

/** A callback verified as the provider's, in the shop's words. */
export type PaymentCallback =
  /** May this payment go ahead? (asked before the buyer is charged). */
  | (CallbackCommon & { kind: 'check' })
  /** The attempt's outcome: the money was taken, or not. */
  | (CallbackCommon & { kind: 'result'; outcome: 'succeeded' | 'failed' })

/** A JSON value: what the shop keeps of a callback. */
export type JsonValue =
  | string
  | number
  | boolean
  | null
  | readonly JsonValue[]
  | { readonly [key: string]: JsonValue }

export type CallbackVerdict =
  /** `record`: the call as sent, kept on the payment for disputes (Payment.lastCallback). */
  | { ok: true; callback: PaymentCallback; record: { readonly [key: string]: JsonValue } }
  /** Not the provider's, or not understood: `reason` for the log, with the attempt's id if read. */
  | { ok: false; reason: string; providerPaymentId?: string }

/** The shop's answer to a callback: accepted, refused (stop or return the payment), or not understood. */
export type CallbackAnswerStatus = 'ok' | 'rejected' | 'error'

/** An answer in the provider's own format. */
export interface ProviderAnswer {
  contentType: string
  body: string
}

/** What the payments area asks of a provider, once its settings are read. */
export interface PaymentProvider {
  /** Asks for the attempt's payment page; throws PaymentGatewayError when the provider cannot. */
  startAttempt(attempt: AttemptStart): Promise<StartedAttempt>
  /** Reads and verifies a callback; never throws on bad input. */
  readCallback(request: CallbackRequest): CallbackVerdict
  /** The answer the provider expects to this callback. */
  answerCallback(
    request: CallbackRequest,
    status: CallbackAnswerStatus,
    description: string
  ): ProviderAnswer
  /** Returns a paid attempt's whole amount; throws PaymentGatewayError when the provider refuses. */
  refund(attempt: { providerPaymentId: string; amount: string; currency: string }): Promise<void>
}

/** One callback URL of a provider, as the REST edge serves and documents it. */
export interface CallbackEndpoint {
  /** The URL's last segment: POST /api/v1/payment/{slug}/{path}. */
  path: string
  summary: string
  description: string
  /** The form the provider posts (documentation: the adapter reads and verifies it). */
  form: z.ZodType
  /** The 200 answer's description, when it is XML. */
  xml?: { description: string }
}

export type ProviderConfiguration =
  | {
      available: true
      /** The provider for the shop at `origin` (a gateway given as a path is on that origin). */
      connect(shop: { origin: string }): Promise<PaymentProvider>
      /** The amounts its installments take, or null when the shop's contract has none. */
      installment: InstallmentTerms | null
    }
  | { available: false; reason: string }

/** What one provider folder exports. */
export interface PaymentProviderDefinition {
  /** Stored on Payment.provider: never renamed once attempts carry it. */
  readonly name: string
  /** How staff know it (its cabinet, where a refund can also be made by hand). */
  readonly title: string
  /** The callback URLs' segment: /api/v1/payment/{slug}/… */
  readonly slug: string
  readonly callbackEndpoints: readonly CallbackEndpoint[]
  /** Reads its own settings from the environment: how to connect, or why it cannot. */
  configure(env: NodeJS.ProcessEnv): ProviderConfiguration
}

/** The gateway could not be reached or refused a request (its words stay in the log). */
export class PaymentGatewayError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PaymentGatewayError'
  }
}
