import fc from 'fast-check'

import { PaymentGatewayError, type CallbackRequest } from '../../provider'

import { createFreedomPay } from './freedomPay'
import {
  fieldsOf,
  fieldValue,
  hasValidSignature,
  parseXmlFields,
  signFields,
  toXml,
  type PgFields,
} from './signature'

/**
 * Freedom Pay's adapter in the shop's words: its signed forms read into the
 * neutral callback (or a refusal), the shop's answers written as its signed
 * XML, and the attempt and refund asked of the gateway in its fields.
 */

const KEY = 'adapter-test-key'
const SETTINGS = {
  merchantId: '100000',
  secretKey: KEY,
  testMode: true,
  gatewayUrl: 'https://api.freedompay.test',
  fake: false,
  installment: { min: 6_000, max: 2_000_000 },
  installmentProblem: null,
}
const provider = createFreedomPay(SETTINGS, { origin: 'http://shop.test' })

const FIELDS = {
  pg_order_id: '42',
  pg_payment_id: '987654',
  pg_amount: '104001',
  pg_currency: 'KZT',
  pg_salt: 'salt-1',
}

const callback = (endpoint: string, form: PgFields): CallbackRequest => ({
  endpoint,
  headers: {},
  form: form as [string, string][],
})
const signed = (script: string, record: Record<string, string>, key = KEY) =>
  signFields(script, fieldsOf(record), key)

describe('Freedom Pay callbacks read into the neutral callback', () => {
  it('a result: the outcome, and whether the shop may still refuse it (pg_can_reject)', () => {
    const paid = signed('result', { ...FIELDS, pg_result: '1', pg_can_reject: '1' })
    expect(provider.readCallback(callback('result', paid))).toEqual({
      ok: true,
      callback: {
        kind: 'result',
        outcome: 'succeeded',
        canReject: true,
        providerPaymentId: '987654',
        orderRef: '42',
        amount: '104001',
        currency: 'KZT',
      },
      // Kept for disputes exactly as sent, signature included.
      record: Object.fromEntries(paid),
    })
    const declined = signed('result', { ...FIELDS, pg_result: '0' })
    expect(provider.readCallback(callback('result', declined))).toMatchObject({
      ok: true,
      callback: { kind: 'result', outcome: 'failed', canReject: false },
    })
  })

  it('a check, which the shop may always refuse (it comes before the charge)', () => {
    expect(provider.readCallback(callback('check', signed('check', FIELDS)))).toMatchObject({
      ok: true,
      callback: { kind: 'check', canReject: true, providerPaymentId: '987654', orderRef: '42' },
    })
  })

  it('refuses what is not the gateway’s, naming the payment it claims for the log', () => {
    const result = { ...FIELDS, pg_result: '1' }
    const refusal = (request: CallbackRequest) => provider.readCallback(request)
    expect(refusal(callback('result', signed('result', result, 'other-key')))).toEqual({
      ok: false,
      reason: 'bad signature',
      providerPaymentId: '987654',
    })
    // Signed for the check script, sent to the result URL.
    expect(refusal(callback('result', signed('check', result)))).toMatchObject({
      ok: false,
      reason: 'bad signature',
    })
    const twice = signFields('result', [...fieldsOf(result), ['pg_result', '0']], KEY)
    expect(refusal(callback('result', twice))).toMatchObject({ reason: 'repeated fields' })
    const malformed = signed('result', { ...result, pg_order_id: '4x2' })
    expect(refusal(callback('result', malformed))).toMatchObject({ reason: 'malformed fields' })
    expect(refusal(callback('result', signed('result', FIELDS)))).toMatchObject({
      reason: 'malformed fields',
    })
    expect(refusal(callback('refund', signed('refund', result)))).toMatchObject({
      ok: false,
      reason: 'no callback refund',
    })
    expect(refusal(callback('result', []))).toEqual({ ok: false, reason: 'bad signature' })
  })

  it('never throws on whatever form comes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('result', 'check', 'other'),
        fc.array(fc.tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 })), {
          maxLength: 10,
        }),
        (endpoint, form) => provider.readCallback(callback(endpoint, form)).ok === false
      )
    )
  })
})

describe('the shop’s answers, in the gateway’s format', () => {
  it('signed XML with the status and words, signed with the callback script’s name', () => {
    const answer = provider.answerCallback(callback('check', []), 'rejected', 'Заказ отменён.')
    expect(answer.contentType).toBe('application/xml; charset=utf-8')
    const fields = parseXmlFields(answer.body)!
    expect(fieldValue(fields, 'pg_status')).toBe('rejected')
    expect(fieldValue(fields, 'pg_description')).toBe('Заказ отменён.')
    expect(hasValidSignature('check', fields, KEY)).toBe(true)
    expect(hasValidSignature('result', fields, KEY)).toBe(false)
  })
})

/** The gateway as a fetch stub: every request's script and fields, answered by `answer`. */
function gateway(answer: (script: string) => Response | Promise<Response>) {
  const calls: { url: string; fields: PgFields }[] = []
  const fetchStub = (async (url: string, init: RequestInit) => {
    calls.push({ url, fields: [...new URLSearchParams(String(init.body))] as PgFields })
    return answer(new URL(url).pathname.split('/').pop()!)
  }) as typeof fetch
  return { calls, fetchStub }
}

const signedXml = (script: string, record: Record<string, string>, key = KEY) =>
  new Response(toXml(signFields(script, fieldsOf({ ...record, pg_salt: 'g' }), key)))

const ATTEMPT = {
  method: 'card' as const,
  orderRef: '42',
  amount: '104001.00',
  currency: 'KZT',
  description: 'Оплата заказа A-000042',
  callbackBaseUrl: 'https://shop.test/api/v1/payment/freedom-pay',
  successUrl: 'https://shop.test/order?id=42&payment=success',
  failureUrl: 'https://shop.test/order?id=42&payment=failure',
}

describe('an attempt and a refund asked of the gateway', () => {
  it('init_payment.php with the amount written short and one callback URL per script', async () => {
    const { calls, fetchStub } = gateway((script) =>
      signedXml(script, {
        pg_status: 'ok',
        pg_payment_id: '555',
        pg_redirect_url: 'https://pay.test/p?c=1',
      })
    )
    const started = await createFreedomPay(SETTINGS, {
      origin: 'https://shop.test',
      fetch: fetchStub,
    }).startAttempt(ATTEMPT)
    expect(started).toEqual({ providerPaymentId: '555', redirectUrl: 'https://pay.test/p?c=1' })
    const [init] = calls
    expect(init.url).toBe('https://api.freedompay.test/init_payment.php')
    expect(hasValidSignature('init_payment.php', init.fields, KEY)).toBe(true)
    expect(Object.fromEntries(init.fields)).toMatchObject({
      pg_merchant_id: '100000',
      pg_order_id: '42',
      pg_amount: '104001',
      pg_currency: 'KZT',
      pg_result_url: 'https://shop.test/api/v1/payment/freedom-pay/result',
      pg_check_url: 'https://shop.test/api/v1/payment/freedom-pay/check',
      pg_success_url: ATTEMPT.successUrl,
      pg_failure_url: ATTEMPT.failureUrl,
      pg_testing_mode: '1',
    })
  })

  it('installment/init with only its documented fields, signed with the script name «init»', async () => {
    const { calls, fetchStub } = gateway((script) =>
      signedXml(script, {
        pg_status: 'ok',
        pg_payment_id: '831338051',
        pg_redirect_url: 'https://customer.freedompay.test/pay.html?customer=abc',
        pg_type: 'init',
      })
    )
    const started = await createFreedomPay(SETTINGS, {
      origin: 'https://shop.test',
      fetch: fetchStub,
    }).startAttempt({ ...ATTEMPT, method: 'installment' })
    expect(started).toEqual({
      providerPaymentId: '831338051',
      redirectUrl: 'https://customer.freedompay.test/pay.html?customer=abc',
    })
    const [init] = calls
    expect(init.url).toBe('https://api.freedompay.test/v1/merchant/100000/installment/init')
    expect(hasValidSignature('init', init.fields, KEY)).toBe(true)
    expect(init.fields.map(([name]) => name).sort()).toEqual([
      'pg_amount',
      'pg_description',
      'pg_merchant_id',
      'pg_order_id',
      'pg_salt',
      'pg_sig',
    ])
    expect(Object.fromEntries(init.fields)).toMatchObject({
      pg_merchant_id: '100000',
      pg_order_id: '42',
      pg_amount: '104001',
    })
  })

  it('refuses an installment answer without a payment page, as a card one', async () => {
    const { fetchStub } = gateway((script) => signedXml(script, { pg_status: 'ok' }))
    const error = await createFreedomPay(SETTINGS, {
      origin: 'https://shop.test',
      fetch: fetchStub,
    })
      .startAttempt({ ...ATTEMPT, method: 'installment' })
      .catch((failure) => failure)
    expect(error).toBeInstanceOf(PaymentGatewayError)
    expect(error.message).toMatch(/installment\/init: no pg_payment_id/)
  })

  it('a gateway given as a path is on the shop’s own origin (the fake)', async () => {
    const { calls, fetchStub } = gateway((script) =>
      signedXml(script, { pg_status: 'ok', pg_payment_id: '1', pg_redirect_url: 'http://x.test/' })
    )
    await createFreedomPay(
      { ...SETTINGS, gatewayUrl: '/api/fake-gateway' },
      { origin: 'http://localhost:8910/', fetch: fetchStub }
    ).startAttempt(ATTEMPT)
    expect(calls[0].url).toBe('http://localhost:8910/api/fake-gateway/init_payment.php')
  })

  it('refuses answers that are not the gateway’s «ok»', async () => {
    const cases: [() => Response | Promise<Response>, RegExp][] = [
      [() => signedXml('init_payment.php', { pg_status: 'error', pg_error_code: '101' }), /101/],
      [
        () =>
          signedXml(
            'init_payment.php',
            { pg_status: 'ok', pg_payment_id: '1', pg_redirect_url: 'https://p.test/' },
            'not-the-key'
          ),
        /signature/,
      ],
      [() => new Response('<html>oops</html>'), /not XML/],
      [() => new Response('', { status: 502 }), /HTTP 502/],
      [() => Promise.reject(new TypeError('fetch failed')), /no connection/],
      [
        () =>
          signedXml('init_payment.php', {
            pg_status: 'ok',
            pg_payment_id: '1',
            pg_redirect_url: 'javascript:alert(1)',
          }),
        /not an http/,
      ],
      [() => signedXml('init_payment.php', { pg_status: 'ok', pg_payment_id: 'x' }), /pg_payment/],
    ]
    for (const [answer, reason] of cases) {
      const { fetchStub } = gateway(answer)
      const started = createFreedomPay(SETTINGS, { origin: 'https://shop.test', fetch: fetchStub })
        .startAttempt(ATTEMPT)
        .catch((error) => error)
      const error = await started
      expect(error).toBeInstanceOf(PaymentGatewayError)
      expect(error.message).toMatch(reason)
    }
  })

  it('revoke.php with the whole amount, written short', async () => {
    const { calls, fetchStub } = gateway((script) => signedXml(script, { pg_status: 'ok' }))
    await createFreedomPay(SETTINGS, { origin: 'https://shop.test', fetch: fetchStub }).refund({
      providerPaymentId: '555',
      amount: '99.50',
      currency: 'KZT',
    })
    expect(calls[0].url).toBe('https://api.freedompay.test/revoke.php')
    expect(Object.fromEntries(calls[0].fields)).toMatchObject({
      pg_merchant_id: '100000',
      pg_payment_id: '555',
      pg_refund_amount: '99.50',
    })
  })
})
