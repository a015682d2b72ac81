import { randomBytes } from 'node:crypto'

import { amountText } from 'src/modules/payments/rules/paymentLifecycle'

import {
  PaymentGatewayError,
  type CallbackRequest,
  type CallbackVerdict,
  type PaymentProvider,
} from '../../provider'

import { paymentCheckInput, paymentResultInput } from './callbackFields'
import type { FreedomPaySettings } from './settings'
import {
  fieldValue,
  hasValidSignature,
  parseXmlFields,
  scriptNameOf,
  signFields,
  toXml,
  type PgFields,
} from './signature'

/**
 * Freedom Pay (formerly PayBox) behind the shop's payment port, from its
 * public documentation:
 * - init_payment.php (paybox.ru/documentation/merchant-api/priemplatezhei;
 *   docs.freedompay.uz/api-13679480): form fields pg_merchant_id,
 *   pg_order_id, pg_amount, pg_currency, pg_description, pg_salt, the
 *   callback and return URLs, pg_request_method, pg_testing_mode, pg_sig;
 *   answered in XML with pg_status, pg_payment_id, pg_redirect_url, pg_salt,
 *   pg_sig;
 * - result and check callbacks (docs.freedompay.kz/api-12007677 «Result
 *   notify», …/doc-833008 «Check request»): form fields pg_order_id,
 *   pg_payment_id, pg_amount, pg_currency, pg_result (result), pg_can_reject,
 *   pg_salt, pg_sig …; answered in XML with pg_status ok | rejected | error,
 *   pg_description, pg_salt, pg_sig signed with the callback script's name;
 * - revoke.php (refund: pg_merchant_id, pg_payment_id, pg_refund_amount):
 *   named in the issue; no public page found to confirm its fields;
 * - installment/init (freedompay.kz/docs-en/merchant-api/installment): POST
 *   v1/merchant/{id}/installment/init with pg_merchant_id, pg_order_id,
 *   pg_amount, pg_description and pg_salt only, signed with the script name
 *   `init`; answered like init_payment.php (pg_payment_id, pg_redirect_url,
 *   pg_type init). It takes no callback or return URLs: the gateway uses
 *   those of the merchant's cabinet, which docs/deploy.md asks to set to the
 *   shop's. The bank pays the shop the whole amount, so the result callback,
 *   the history and revoke.php are the card payment's.
 * Every message is signed by the pg_sig rule (signature.ts).
 */

export const GATEWAY_TIMEOUT_MS = 15_000

/** The installment's init, below the gateway's base (its signature names the script `init`). */
export const installmentInitPath = (merchantId: string) =>
  `v1/merchant/${encodeURIComponent(merchantId)}/installment/init`

/** The random pg_salt every message carries (Latin letters and digits). */
export const newSalt = () => randomBytes(12).toString('hex')

/**
 * The shop's callback URLs end with these segments (…/result, …/check): a
 * callback's signature names its script by that segment, and so does the answer.
 */
export const CALLBACK_SCRIPTS = ['result', 'check'] as const
export type CallbackScript = (typeof CALLBACK_SCRIPTS)[number]

const isCallbackScript = (endpoint: string): endpoint is CallbackScript =>
  (CALLBACK_SCRIPTS as readonly string[]).includes(endpoint)

interface Options {
  /** The shop's public origin: resolves a gateway URL given as a path (the fake gateway). */
  origin: string
  fetch?: typeof fetch
}

/** Reads a result or check callback's form: its signature first, then the fields the shop acts on. */
export function readFreedomPayCallback(
  request: CallbackRequest,
  secretKey: string
): CallbackVerdict {
  const fields = request.form.map(([name, value]) => [name, value]) as PgFields
  const providerPaymentId = fieldValue(fields, 'pg_payment_id')
  const refused = (reason: string): CallbackVerdict => ({
    ok: false,
    reason,
    ...(providerPaymentId === undefined ? {} : { providerPaymentId }),
  })
  const script = request.endpoint
  if (!isCallbackScript(script)) return refused(`no callback ${script}`)
  if (!hasValidSignature(script, fields, secretKey)) return refused('bad signature')
  // Signed fields of one name twice: which one counts would be a guess.
  const names = fields.map(([name]) => name)
  if (new Set(names).size !== names.length) return refused('repeated fields')
  const record = Object.fromEntries(fields) as Record<string, string>
  const parsed = (script === 'result' ? paymentResultInput : paymentCheckInput).safeParse(record)
  if (!parsed.success) return refused('malformed fields')
  const data = parsed.data as Record<string, string | undefined>
  const common = {
    providerPaymentId: data.pg_payment_id!,
    orderRef: data.pg_order_id!,
    amount: data.pg_amount!,
    currency: data.pg_currency!,
  }
  return {
    ok: true,
    record,
    callback:
      script === 'result'
        ? {
            ...common,
            kind: 'result',
            outcome: data.pg_result === '1' ? 'succeeded' : 'failed',
            // «rejected» makes the gateway return the money only when it says it may.
            canReject: data.pg_can_reject === '1',
          }
        : // A check comes before the charge: «rejected» always stops it.
          { ...common, kind: 'check', canReject: true },
  }
}

/** The signed XML answer to a callback, signed with its script's name. */
export function freedomPayAnswer(
  request: CallbackRequest,
  status: string,
  description: string,
  secretKey: string
) {
  const fields = signFields(
    request.endpoint,
    [
      ['pg_status', status],
      ['pg_description', description],
      ['pg_salt', newSalt()],
    ],
    secretKey
  )
  return { contentType: 'application/xml; charset=utf-8', body: toXml(fields) }
}

export function createFreedomPay(settings: FreedomPaySettings, options: Options): PaymentProvider {
  const doFetch = options.fetch ?? fetch
  const base = settings.gatewayUrl.startsWith('/')
    ? `${options.origin.replace(/\/+$/, '')}${settings.gatewayUrl}`
    : settings.gatewayUrl

  /**
   * POSTs a signed form to `path` (below the gateway's base; its last segment
   * is the script the signature names) and returns its verified XML answer's fields.
   */
  async function call(path: string, fields: PgFields): Promise<PgFields> {
    const script = scriptNameOf(path)
    const signed = signFields(script, [...fields, ['pg_salt', newSalt()]], settings.secretKey)
    let text: string
    try {
      const response = await doFetch(`${base}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(signed as [string, string][]).toString(),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      })
      text = await response.text()
      if (!response.ok) throw new PaymentGatewayError(`${script}: HTTP ${response.status}`)
    } catch (error) {
      if (error instanceof PaymentGatewayError) throw error
      const reason = (error as Error).name === 'TimeoutError' ? 'no answer' : 'no connection'
      throw new PaymentGatewayError(`${script}: ${reason}`)
    }
    const answer = parseXmlFields(text)
    if (!answer) throw new PaymentGatewayError(`${script}: the answer is not XML`)
    const status = fieldValue(answer, 'pg_status')
    if (status !== 'ok') {
      const code = fieldValue(answer, 'pg_error_code') ?? ''
      const words = fieldValue(answer, 'pg_error_description') ?? ''
      throw new PaymentGatewayError(`${script}: ${status ?? 'no status'} ${code} ${words}`.trim())
    }
    // Documented: answers are signed too; an unsigned «ok» is not the gateway's.
    if (!hasValidSignature(script, answer, settings.secretKey)) {
      throw new PaymentGatewayError(`${script}: the answer's signature is wrong`)
    }
    return answer
  }

  /** The started attempt from an init answer: its id (digits) and an http(s) page. */
  function startedOf(path: string, answer: PgFields) {
    const providerPaymentId = fieldValue(answer, 'pg_payment_id')
    const redirectUrl = fieldValue(answer, 'pg_redirect_url')
    if (!providerPaymentId || !/^\d+$/.test(providerPaymentId) || !redirectUrl) {
      throw new PaymentGatewayError(`${path}: no pg_payment_id or pg_redirect_url`)
    }
    if (!/^https?:\/\//.test(redirectUrl)) {
      throw new PaymentGatewayError(`${path}: pg_redirect_url is not an http(s) URL`)
    }
    return { providerPaymentId, redirectUrl }
  }

  return {
    async startAttempt(attempt) {
      if (attempt.method === 'installment') {
        const path = installmentInitPath(settings.merchantId)
        const answer = await call(path, [
          ['pg_merchant_id', settings.merchantId],
          ['pg_order_id', attempt.orderRef],
          ['pg_amount', amountText(attempt.amount)],
          ['pg_description', attempt.description],
        ])
        return startedOf(path, answer)
      }
      const callbackUrl = (script: CallbackScript) => `${attempt.callbackBaseUrl}/${script}`
      const answer = await call('init_payment.php', [
        ['pg_merchant_id', settings.merchantId],
        ['pg_order_id', attempt.orderRef],
        ['pg_amount', amountText(attempt.amount)],
        ['pg_currency', attempt.currency],
        ['pg_description', attempt.description],
        ['pg_result_url', callbackUrl('result')],
        ['pg_check_url', callbackUrl('check')],
        ['pg_request_method', 'POST'],
        ['pg_success_url', attempt.successUrl],
        ['pg_failure_url', attempt.failureUrl],
        ['pg_success_url_method', 'GET'],
        ['pg_failure_url_method', 'GET'],
        ['pg_language', 'ru'],
        ['pg_testing_mode', settings.testMode ? '1' : '0'],
      ])
      return startedOf('init_payment.php', answer)
    },

    readCallback: (request) => readFreedomPayCallback(request, settings.secretKey),

    answerCallback: (request, status, description) =>
      freedomPayAnswer(request, status, description, settings.secretKey),

    async refund(attempt) {
      await call('revoke.php', [
        ['pg_merchant_id', settings.merchantId],
        ['pg_payment_id', attempt.providerPaymentId],
        ['pg_refund_amount', amountText(attempt.amount)],
      ])
    },
  }
}
