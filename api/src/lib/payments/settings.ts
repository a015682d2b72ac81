/**
 * Online payment settings, from the environment only (docs/deploy.md):
 * FREEDOM_PAY_MERCHANT_ID, FREEDOM_PAY_SECRET_KEY, FREEDOM_PAY_TEST_MODE and
 * FREEDOM_PAY_GATEWAY_URL. .env.defaults points them at the shop's own fake
 * gateway (lib/payments/fake), so `npm start` and the demo pay without
 * credentials. Its key is committed, hence public: in production (not the
 * demo) the fake gateway or its key mean «not configured», and online
 * payment is unavailable (the pay button hidden, the endpoint 503).
 */

/** Where the api serves the fake gateway (api/src/server.ts), as the browser reaches it. */
export const FAKE_GATEWAY_PATH = '/api/fake-gateway'
/** The fake gateway's key: committed in .env.defaults, so never a real one. */
export const FAKE_GATEWAY_SECRET_KEY = 'fake-gateway-key-not-a-secret'

export interface FreedomPaySettings {
  merchantId: string
  secretKey: string
  testMode: boolean
  /** An absolute URL, or FAKE_GATEWAY_PATH (resolved against the shop's own origin). */
  gatewayUrl: string
  /** The shop's own fake gateway is configured. */
  fake: boolean
}

export type PaymentSettings =
  | { available: true; freedomPay: FreedomPaySettings }
  | { available: false; reason: string }

/** Production without SHOP_DEMO: a real shop, where the fake gateway must never take money. */
export const isRealProduction = (env: NodeJS.ProcessEnv) =>
  env.NODE_ENV === 'production' && env.SHOP_DEMO !== '1'

export function paymentSettings(env: NodeJS.ProcessEnv = process.env): PaymentSettings {
  const merchantId = env.FREEDOM_PAY_MERCHANT_ID?.trim() ?? ''
  const secretKey = env.FREEDOM_PAY_SECRET_KEY?.trim() ?? ''
  const gatewayUrl = (env.FREEDOM_PAY_GATEWAY_URL?.trim() ?? '').replace(/\/+$/, '')
  if (!merchantId || !secretKey || !gatewayUrl) {
    return { available: false, reason: 'FREEDOM_PAY_* settings are not set' }
  }
  const fake = gatewayUrl === FAKE_GATEWAY_PATH || secretKey === FAKE_GATEWAY_SECRET_KEY
  if (fake && isRealProduction(env)) {
    return { available: false, reason: 'production is configured with the fake gateway' }
  }
  if (gatewayUrl !== FAKE_GATEWAY_PATH && !/^https?:\/\/[^/]+/.test(gatewayUrl)) {
    return { available: false, reason: 'FREEDOM_PAY_GATEWAY_URL is not an http(s) URL' }
  }
  if (isRealProduction(env) && !gatewayUrl.startsWith('https://')) {
    return { available: false, reason: 'FREEDOM_PAY_GATEWAY_URL must be https in production' }
  }
  const testMode = /^(1|true|on|yes)$/i.test(env.FREEDOM_PAY_TEST_MODE?.trim() ?? '')
  return { available: true, freedomPay: { merchantId, secretKey, testMode, gatewayUrl, fake } }
}

/** Whether the api serves the fake gateway's pages: never in a real production. */
export const servesFakeGateway = (env: NodeJS.ProcessEnv = process.env) => {
  const settings = paymentSettings(env)
  return settings.available && settings.freedomPay.fake
}
