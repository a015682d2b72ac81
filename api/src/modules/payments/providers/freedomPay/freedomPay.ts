import { randomBytes } from 'node:crypto'

import {
  fieldValue,
  hasValidSignature,
  parseXmlFields,
  signFields,
  toXml,
  type PgFields,
} from 'src/modules/payments/providers/freedomPay/signature'
import { paymentCheckInput, paymentResultInput } from 'src/modules/payments/rules/paymentInput'
import { PAYMENT_CURRENCY } from 'src/modules/payments/rules/paymentLifecycle'

import { PaymentGatewayError, type CallbackKind, type PaymentProvider } from '../../provider'
import type { FreedomPaySettings } from '../../settings'

/**
 * Freedom Pay (formerly PayBox), from its public documentation:
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
 *   named in the issue; no public page found to confirm its fields.
 * Every message is signed by the pg_sig rule (domain/freedomPaySignature).
 */
export const FREEDOM_PAY = 'freedom_pay'

export const GATEWAY_TIMEOUT_MS = 15_000

/** The random pg_salt every message carries (Latin letters and digits). */
export const newSalt = () => randomBytes(12).toString('hex')

/** The script names the shop's callback URLs end with (…/result, …/check): their signatures use them. */
export const CALLBACK_SCRIPTS: Record<CallbackKind, string> = { result: 'result', check: 'check' }

interface Options {
  /** The shop's public origin: resolves a gateway URL given as a path (the fake gateway). */
  origin: string
  fetch?: typeof fetch
}

export function createFreedomPay(settings: FreedomPaySettings, options: Options): PaymentProvider {
  const doFetch = options.fetch ?? fetch
  const base = settings.gatewayUrl.startsWith('/')
    ? `${options.origin.replace(/\/+$/, '')}${settings.gatewayUrl}`
    : settings.gatewayUrl

  /** POSTs a signed form to `script` and returns its verified XML answer's fields. */
  async function call(script: string, fields: PgFields): Promise<PgFields> {
    const signed = signFields(script, [...fields, ['pg_salt', newSalt()]], settings.secretKey)
    let text: string
    try {
      const response = await doFetch(`${base}/${script}`, {
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

  return {
    name: FREEDOM_PAY,

    async init(request) {
      const answer = await call('init_payment.php', [
        ['pg_merchant_id', settings.merchantId],
        ['pg_order_id', String(request.orderId)],
        ['pg_amount', request.amount],
        ['pg_currency', PAYMENT_CURRENCY],
        ['pg_description', request.description],
        ['pg_result_url', request.resultUrl],
        ['pg_check_url', request.checkUrl],
        ['pg_request_method', 'POST'],
        ['pg_success_url', request.successUrl],
        ['pg_failure_url', request.failureUrl],
        ['pg_success_url_method', 'GET'],
        ['pg_failure_url_method', 'GET'],
        ['pg_language', 'ru'],
        ['pg_testing_mode', settings.testMode ? '1' : '0'],
      ])
      const providerPaymentId = fieldValue(answer, 'pg_payment_id')
      const redirectUrl = fieldValue(answer, 'pg_redirect_url')
      if (!providerPaymentId || !/^\d+$/.test(providerPaymentId) || !redirectUrl) {
        throw new PaymentGatewayError('init_payment.php: no pg_payment_id or pg_redirect_url')
      }
      if (!/^https?:\/\//.test(redirectUrl)) {
        throw new PaymentGatewayError('init_payment.php: pg_redirect_url is not an http(s) URL')
      }
      return { providerPaymentId, redirectUrl }
    },

    verifyCallback(kind, fields) {
      if (!hasValidSignature(CALLBACK_SCRIPTS[kind], fields, settings.secretKey)) {
        return { ok: false, reason: 'bad signature' }
      }
      // Signed fields of one name twice: which one counts would be a guess.
      const names = fields.map(([name]) => name)
      if (new Set(names).size !== names.length) return { ok: false, reason: 'repeated fields' }
      const record = Object.fromEntries(fields)
      const parsed = (kind === 'result' ? paymentResultInput : paymentCheckInput).safeParse(record)
      if (!parsed.success) return { ok: false, reason: 'malformed fields' }
      const data = parsed.data as Record<string, string | undefined>
      return {
        ok: true,
        callback: {
          orderId: data.pg_order_id!,
          providerPaymentId: data.pg_payment_id!,
          amount: data.pg_amount!,
          currency: data.pg_currency!,
          succeeded: kind === 'result' ? data.pg_result === '1' : null,
          canReject: data.pg_can_reject === '1',
        },
      }
    },

    async refund(payment) {
      await call('revoke.php', [
        ['pg_merchant_id', settings.merchantId],
        ['pg_payment_id', payment.providerPaymentId],
        ['pg_refund_amount', payment.amount],
      ])
    },

    answer(kind, status, description) {
      const fields = signFields(
        CALLBACK_SCRIPTS[kind],
        [
          ['pg_status', status],
          ['pg_description', description],
          ['pg_salt', newSalt()],
        ],
        settings.secretKey
      )
      return { contentType: 'application/xml; charset=utf-8', body: toXml(fields) }
    },
  }
}
