import { handlePaymentCallback } from 'src/modules/payments/callbacks'
import { startFakeGateway } from 'src/modules/payments/providers/fake/fakeGateway'
import { cabinetOf } from 'src/modules/payments/providers/fake/mount'

/**
 * A press on the fake gateway's payment page («Оплатить», «Оформить
 * рассрочку» or «Отказаться»), as the buyer's browser makes it: the form
 * POST to pay.html of the fake at `baseUrl`, the redirect not followed.
 * Shared by the payment tests so that each drives the fake one way.
 */
export async function pressFakePage(
  baseUrl: string,
  redirectUrl: string,
  decision: 'pay' | 'decline' | string
): Promise<{ status: number; location: string }> {
  const customer = new URL(redirectUrl).searchParams.get('customer')!
  const response = await fetch(`${baseUrl}/pay.html`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ customer, decision }).toString(),
    redirect: 'manual',
  })
  return { status: response.status, location: response.headers.get('location') ?? '' }
}

/** The environment as it was before a test set FREEDOM_PAY_* (every payment test's afterEach). */
export function restoreFreedomPayEnv(saved: NodeJS.ProcessEnv) {
  const env = process.env
  for (const name of Object.keys(env)) {
    if (name.startsWith('FREEDOM_PAY_')) delete env[name]
  }
  Object.assign(env, saved)
}

/** The shop the service tests pay at (callbacks and return URLs are on it). */
export const TEST_SHOP = { origin: 'http://shop.test', apiBase: 'http://shop.test/api' }

/**
 * The fake gateway on a port of its own for the payments area's service
 * tests: signed with `key`, its «cabinet» the shop's (as docs/deploy.md sets
 * the real one), and its callbacks handed to the service as the REST edge
 * passes them.
 */
export function startServiceFakeGateway(key: string) {
  return startFakeGateway(
    { merchantId: TEST_MERCHANT, secretKey: key },
    {
      shopOrigin: TEST_SHOP.origin,
      cabinet: cabinetOf(TEST_SHOP),
      fetch: (async (url: string, init: RequestInit) => {
        const outcome = await handlePaymentCallback(
          'freedom_pay',
          {
            endpoint: url.endsWith('/check') ? 'check' : 'result',
            headers: {},
            form: [...new URLSearchParams(String(init.body))],
          },
          TEST_SHOP
        )
        return new Response(outcome.answer.body, { status: outcome.httpStatus })
      }) as typeof fetch,
    }
  )
}

export const TEST_MERCHANT = '100000'

/** FREEDOM_PAY_* pointing at a fake started on its own port (a «real» gateway to the shop). */
export const freedomPayEnvFor = (baseUrl: string, key: string) => ({
  FREEDOM_PAY_MERCHANT_ID: TEST_MERCHANT,
  FREEDOM_PAY_SECRET_KEY: key,
  FREEDOM_PAY_TEST_MODE: '1',
  FREEDOM_PAY_GATEWAY_URL: baseUrl,
})
