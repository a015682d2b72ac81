import { readFileSync } from 'node:fs'
import path from 'node:path'

import { pressFakePage } from 'testing/fakeGatewayHarness'

import { db } from 'src/lib/db'
import {
  fieldsOf,
  fieldValue,
  hasValidSignature,
  parseXmlFields,
  signFields,
  toXml,
  type PgFields,
} from 'src/modules/payments/providers/freedomPay/signature'

import { PaymentGatewayError } from '../../provider'
import { createFreedomPay } from '../freedomPay/freedomPay'

import { createFakeGateway, startFakeGateway } from './fakeGateway'
import { fakeGatewayKey, forgetFakeGatewayKey } from './key'

const SETTINGS = { merchantId: '100000', secretKey: 'fake-test-key' }

/** What the shop's result and check URLs receive from the fake, answered «ok», signed. */
function shopStub(answerStatus = 'ok') {
  const calls: { url: string; fields: PgFields }[] = []
  const fetchStub = (async (url: string, init: RequestInit) => {
    const fields = [...new URLSearchParams(String(init.body))] as PgFields
    calls.push({ url, fields })
    const script = new URL(url).pathname.split('/').pop()!
    const answer = signFields(
      script,
      fieldsOf({ pg_status: answerStatus, pg_salt: 'x' }),
      SETTINGS.secretKey
    )
    return new Response(toXml(answer))
  }) as typeof fetch
  return { calls, fetchStub }
}

const REQUEST = {
  method: 'card' as const,
  orderRef: '42',
  amount: '15000.50',
  currency: 'KZT',
  description: 'Оплата заказа A-000042',
  callbackBaseUrl: 'http://shop.test/api/v1/payment/freedom-pay',
  successUrl: 'http://shop.test/personal-account?order=42&payment=success',
  failureUrl: 'http://shop.test/personal-account?order=42&payment=failure',
}
const RESULT_URL = `${REQUEST.callbackBaseUrl}/result`
const CHECK_URL = `${REQUEST.callbackBaseUrl}/check`
/** The «cabinet's» URLs the installment's callbacks and return use (no URLs in its init). */
const CABINET = {
  resultUrl: RESULT_URL,
  checkUrl: CHECK_URL,
  successUrl: 'http://shop.test/payment/return?payment=success',
  failureUrl: 'http://shop.test/payment/return?payment=failure',
}
const INSTALLMENT_TERMS = { installment: { min: 6_000, max: 2_000_000 }, installmentProblem: null }

async function withFake(
  answerStatus: string,
  run: (ctx: Awaited<ReturnType<typeof setUp>>) => Promise<void>
) {
  const ctx = await setUp(answerStatus)
  try {
    await run(ctx)
  } finally {
    await ctx.fake.close()
  }
}

async function setUp(answerStatus: string) {
  const shop = shopStub(answerStatus)
  const fake = await startFakeGateway(SETTINGS, {
    fetch: shop.fetchStub,
    shopOrigin: 'http://shop.test',
    cabinet: CABINET,
  })
  const provider = createFreedomPay(
    { ...SETTINGS, testMode: true, gatewayUrl: fake.baseUrl, fake: true, ...INSTALLMENT_TERMS },
    { origin: 'http://shop.test' }
  )
  const press = async (redirectUrl: string, decision: string) =>
    (await pressFakePage(fake.baseUrl, redirectUrl, decision)).location
  return { shop, fake, provider, press }
}

describe('the fake Freedom Pay gateway (on a port of its own)', () => {
  it('signs init, calls check then result signed, and sends the browser back', () =>
    withFake('ok', async ({ shop, fake, provider, press }) => {
      const { providerPaymentId, redirectUrl } = await provider.startAttempt(REQUEST)
      expect(redirectUrl.startsWith(`${fake.baseUrl}/pay.html?customer=`)).toBe(true)

      const page = await (await fetch(redirectUrl)).text()
      expect(page).toContain('15000.50 KZT')
      expect(page).toContain('Отказаться')

      const back = await press(redirectUrl, 'pay')
      expect(back).toBe(`${REQUEST.successUrl}&pg_order_id=42&pg_payment_id=${providerPaymentId}`)
      expect(shop.calls.map((call) => call.url)).toEqual([CHECK_URL, RESULT_URL])
      expect(hasValidSignature('check', shop.calls[0].fields, SETTINGS.secretKey)).toBe(true)
      const result = shop.calls[1].fields
      expect(hasValidSignature('result', result, SETTINGS.secretKey)).toBe(true)
      // The provider reads the fake's callback as it reads the real one.
      const verdict = provider.readCallback({
        endpoint: 'result',
        headers: {},
        form: result as [string, string][],
      })
      expect(verdict).toMatchObject({
        ok: true,
        callback: {
          kind: 'result',
          orderRef: '42',
          providerPaymentId,
          amount: '15000.50',
          currency: 'KZT',
          outcome: 'succeeded',
          canReject: true,
        },
      })

      await provider.refund({ providerPaymentId, amount: '15000.50', currency: 'KZT' })
      await expect(
        provider.refund({ providerPaymentId, amount: '15000.50', currency: 'KZT' })
      ).rejects.toThrow(/4004/)
    }))

  it('takes an installment: init signed «init», the cabinet’s URLs, one monthly sum on its page', () =>
    withFake('ok', async ({ shop, fake, provider, press }) => {
      const started = await provider.startAttempt({ ...REQUEST, method: 'installment' })
      const page = await (await fetch(started.redirectUrl)).text()
      expect(page).toContain('Тестовая рассрочка')
      expect(page).toContain('12 платежей по 1251 KZT')
      expect(page).toContain('Оформить рассрочку')
      const back = await press(started.redirectUrl, 'pay')
      expect(back).toBe(
        `${CABINET.successUrl}&pg_order_id=42&pg_payment_id=${started.providerPaymentId}`
      )
      expect(shop.calls.map((call) => call.url)).toEqual([CHECK_URL, RESULT_URL])
      const verdict = provider.readCallback({
        endpoint: 'result',
        headers: {},
        form: shop.calls[1].fields as [string, string][],
      })
      expect(verdict).toMatchObject({
        ok: true,
        callback: { outcome: 'succeeded', amount: '15000.50', currency: 'KZT' },
      })
      // Returned as a card payment is: revoke.php.
      await provider.refund({
        providerPaymentId: started.providerPaymentId,
        amount: '15000.50',
        currency: 'KZT',
      })
      expect(await fake.gateway.stateOf(started.providerPaymentId)).toBe('refunded')
    }))

  it('refuses an installment for another merchant in the path, or without cabinet URLs', async () => {
    const gateway = createFakeGateway(SETTINGS)
    const body = (merchant: string) =>
      new URLSearchParams(
        signFields(
          'init',
          fieldsOf({
            pg_merchant_id: merchant,
            pg_order_id: '42',
            pg_amount: '15000',
            pg_description: 'x',
            pg_salt: 's',
          }),
          SETTINGS.secretKey
        ) as [string, string][]
      ).toString()
    const ask = async (path: string, cabinet: typeof CABINET | null, merchant = '100000') =>
      parseXmlFields(
        (
          await gateway.handle({
            method: 'POST',
            path,
            query: new URLSearchParams(),
            body: body(merchant),
            baseUrl: 'http://shop.test/api/fake-gateway',
            shopOrigin: 'http://shop.test',
            cabinet,
          })
        ).body
      )!
    expect(fieldValue(await ask('/v1/merchant/1/installment/init', CABINET), 'pg_error_code')).toBe(
      '9999'
    )
    expect(
      fieldValue(await ask('/v1/merchant/100000/installment/init', null), 'pg_error_code')
    ).toBe('1002')
    expect(
      fieldValue(await ask('/v1/merchant/%E0%A4%A/installment/init', CABINET), 'pg_error_code')
    ).toBe('9999')
    expect(
      fieldValue(await ask('/v1/merchant/100000/installment/init', CABINET), 'pg_status')
    ).toBe('ok')
  })

  it('sends a declined or shop-rejected payment to the failure URL, unpaid', () =>
    withFake('rejected', async ({ shop, provider, press }) => {
      const declined = await provider.startAttempt(REQUEST)
      expect(await press(declined.redirectUrl, 'decline')).toMatch(/payment=failure/)
      expect(fieldValue(shop.calls.at(-1)!.fields, 'pg_result')).toBe('0')
      // The shop's check says no: the result is a failure.
      const refused = await provider.startAttempt(REQUEST)
      expect(await press(refused.redirectUrl, 'pay')).toMatch(/payment=failure/)
      await expect(
        provider.refund({
          providerPaymentId: refused.providerPaymentId,
          amount: '15000.50',
          currency: 'KZT',
        })
      ).rejects.toThrow(/4002/)
    }))

  it('refuses requests signed with another key or for another merchant', () =>
    withFake('ok', async ({ fake }) => {
      const forged = createFreedomPay(
        {
          ...SETTINGS,
          secretKey: 'other',
          testMode: true,
          gatewayUrl: fake.baseUrl,
          fake: true,
          ...INSTALLMENT_TERMS,
        },
        { origin: 'http://shop.test' }
      )
      await expect(forged.startAttempt(REQUEST)).rejects.toThrow(PaymentGatewayError)
      const stranger = createFreedomPay(
        {
          ...SETTINGS,
          merchantId: '1',
          testMode: true,
          gatewayUrl: fake.baseUrl,
          fake: true,
          ...INSTALLMENT_TERMS,
        },
        { origin: 'http://shop.test' }
      )
      await expect(stranger.startAttempt(REQUEST)).rejects.toThrow(/9999/)
      const tampered = await fetch(`${fake.baseUrl}/pay.html?customer=abc.def`)
      expect(tampered.status).toBe(404)
    }))

  it('answers in signed XML that the provider checks', () =>
    withFake('ok', async ({ fake }) => {
      const body = new URLSearchParams(
        signFields(
          'init_payment.php',
          fieldsOf({
            pg_merchant_id: '100000',
            pg_order_id: '1',
            pg_amount: '10',
            pg_description: 'x',
            pg_result_url: 'http://shop.test/r',
            pg_salt: 's',
          }),
          SETTINGS.secretKey
        ) as [string, string][]
      )
      const answer = parseXmlFields(
        await (await fetch(`${fake.baseUrl}/init_payment.php`, { method: 'POST', body })).text()
      )!
      expect(fieldValue(answer, 'pg_status')).toBe('ok')
      expect(hasValidSignature('init_payment.php', answer, SETTINGS.secretKey)).toBe(true)
    }))

  it("refuses URLs off the shop's origin: no calls to other hosts, no redirects elsewhere", () =>
    withFake('ok', async ({ provider, shop }) => {
      for (const foreign of [
        { callbackBaseUrl: 'http://127.0.0.1:8911/graphql' },
        { callbackBaseUrl: 'http://localhost:5432' },
        { successUrl: 'https://evil.example/?phish=1' },
        { failureUrl: 'http://shop.test.evil.example/failure' },
      ]) {
        await expect(provider.startAttempt({ ...REQUEST, ...foreign })).rejects.toThrow(/1001/)
      }
      expect(shop.calls).toEqual([])
    }))

  it("shows the shop's text escaped", () =>
    withFake('ok', async ({ provider }) => {
      const { redirectUrl } = await provider.startAttempt({
        ...REQUEST,
        description: '<script>alert(1)</script><a href="https://evil.example">Войти</a>',
      })
      const page = await (await fetch(redirectUrl)).text()
      expect(page).not.toContain('<script>alert')
      expect(page).not.toContain('<a href="https://evil.example"')
      expect(page).toContain('&lt;script&gt;')
    }))
})

describe("the fake gateway's key and memory (issue 28 §1)", () => {
  it('signs with a key generated for this instance and kept in the database, not a committed one', async () => {
    forgetFakeGatewayKey()
    const key = await fakeGatewayKey()
    expect(key).not.toBe('fake-gateway-key-not-a-secret')
    expect(key.length).toBeGreaterThanOrEqual(40)
    // Another process reads the same row; no process invents a second key.
    forgetFakeGatewayKey()
    expect(await fakeGatewayKey()).toBe(key)
    expect(await db.fakeGatewayKey.count()).toBe(1)
    const defaults = readFileSync(path.join(__dirname, '../../../../../../.env.defaults'), 'utf8')
    expect(defaults).not.toMatch(/^FREEDOM_PAY_SECRET_KEY=/m)
  })

  it('two api processes (two fakes) share its payments: paid on one, refunded on the other, once', async () => {
    const shop = shopStub('ok')
    const one = await startFakeGateway(SETTINGS, {
      fetch: shop.fetchStub,
      shopOrigin: 'http://shop.test',
    })
    const other = createFakeGateway(SETTINGS, { fetch: shop.fetchStub })
    try {
      const provider = createFreedomPay(
        { ...SETTINGS, testMode: true, gatewayUrl: one.baseUrl, fake: true, ...INSTALLMENT_TERMS },
        { origin: 'http://shop.test' }
      )
      const { providerPaymentId, redirectUrl } = await provider.startAttempt(REQUEST)
      const customer = new URL(redirectUrl).searchParams.get('customer')!
      const request = (method: string, pathName: string, body = '') => ({
        method,
        path: pathName,
        query: new URLSearchParams(method === 'GET' ? { customer } : {}),
        body,
        baseUrl: one.baseUrl,
        shopOrigin: 'http://shop.test',
        cabinet: null,
      })
      // The page and the press are served by the other process.
      expect((await other.handle(request('GET', '/pay.html'))).status).toBe(200)
      const pressed = await other.handle(
        request('POST', '/pay.html', new URLSearchParams({ customer, decision: 'pay' }).toString())
      )
      expect(pressed.status).toBe(303)
      expect(await one.gateway.stateOf(providerPaymentId)).toBe('paid')
      // A second press of the same page, anywhere, changes nothing.
      const again = await one.gateway.handle(
        request('POST', '/pay.html', new URLSearchParams({ customer, decision: 'pay' }).toString())
      )
      expect(again.status).toBe(409)
      // Five refunds at once through the first process: the money goes back once.
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, () =>
          provider.refund({ providerPaymentId, amount: '15000.50', currency: 'KZT' })
        )
      )
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
      expect(await other.stateOf(providerPaymentId)).toBe('refunded')
    } finally {
      await one.close()
    }
  })
})
