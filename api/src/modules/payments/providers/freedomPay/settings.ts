import { parseInstallmentTerms, type InstallmentTerms } from '../../../../lib/domain/installment'

/**
 * Freedom Pay's settings, from the environment only (docs/deploy.md):
 * FREEDOM_PAY_MERCHANT_ID, FREEDOM_PAY_SECRET_KEY, FREEDOM_PAY_TEST_MODE and
 * FREEDOM_PAY_GATEWAY_URL; FREEDOM_PAY_INSTALLMENT_MIN and _MAX turn the
 * installment on (issue 34 §2) with the bounds of the shop's contract. .env.defaults points the gateway at the shop's
 * own fake (FREEDOM_PAY_GATEWAY_URL=/api/fake-gateway), so `npm start` and
 * the demo pay without credentials. The fake's key is not a setting: each
 * instance generates its own and keeps it in the database (fake/key.ts), so
 * FREEDOM_PAY_SECRET_KEY is not read for it. In production (not the demo)
 * the fake means «not configured», and online payment is unavailable (the
 * pay button hidden, the endpoint 503).
 */

/** Where the api serves the fake gateway (api/src/server.ts), as the browser reaches it. */
export const FAKE_GATEWAY_PATH = '/api/fake-gateway'

export interface FreedomPaySettings {
  merchantId: string
  /** '' for the fake gateway: its key is the instance's own (fake/key.ts). */
  secretKey: string
  testMode: boolean
  /** An absolute URL, or FAKE_GATEWAY_PATH (resolved against the shop's own origin). */
  gatewayUrl: string
  /** The shop's own fake gateway is configured. */
  fake: boolean
  /** Installment bounds in tenge; null: the shop offers no installment. */
  installment: InstallmentTerms | null
  /** Why FREEDOM_PAY_INSTALLMENT_* were set but not taken (logged), else null. */
  installmentProblem: string | null
}

/** The demo's bounds on the fake gateway (a common 0-0-12 product's; docs/deploy.md). */
export const FAKE_INSTALLMENT_TERMS: InstallmentTerms = { min: 6_000, max: 2_000_000 }

/**
 * The installment's bounds: both settings, or — on the fake gateway only — the
 * demo's. A real gateway without them offers no installment: the service is
 * a separate contract with Freedom Pay's bank, never assumed.
 */
function installmentOf(env: NodeJS.ProcessEnv, fake: boolean) {
  const min = env.FREEDOM_PAY_INSTALLMENT_MIN?.trim() ?? ''
  const max = env.FREEDOM_PAY_INSTALLMENT_MAX?.trim() ?? ''
  if (!min && !max) return { installment: fake ? FAKE_INSTALLMENT_TERMS : null, problem: null }
  const terms = parseInstallmentTerms(min, max)
  return 'problem' in terms
    ? { installment: null, problem: `FREEDOM_PAY_INSTALLMENT_MIN/MAX: ${terms.problem}` }
    : { installment: terms, problem: null }
}

export type FreedomPaySettingsRead =
  | { available: true; freedomPay: FreedomPaySettings }
  | { available: false; reason: string }

/** Production without SHOP_DEMO: a real shop, where the fake gateway must never take money. */
export const isRealProduction = (env: NodeJS.ProcessEnv) =>
  env.NODE_ENV === 'production' && env.SHOP_DEMO !== '1'

export function freedomPaySettings(env: NodeJS.ProcessEnv = process.env): FreedomPaySettingsRead {
  const merchantId = env.FREEDOM_PAY_MERCHANT_ID?.trim() ?? ''
  const secretKey = env.FREEDOM_PAY_SECRET_KEY?.trim() ?? ''
  const gatewayUrl = (env.FREEDOM_PAY_GATEWAY_URL?.trim() ?? '').replace(/\/+$/, '')
  const fake = gatewayUrl === FAKE_GATEWAY_PATH
  if (!merchantId || !gatewayUrl || (!fake && !secretKey)) {
    return { available: false, reason: 'FREEDOM_PAY_* settings are not set' }
  }
  if (fake && isRealProduction(env)) {
    return { available: false, reason: 'production is configured with the fake gateway' }
  }
  if (!fake && !/^https?:\/\/[^/]+/.test(gatewayUrl)) {
    return { available: false, reason: 'FREEDOM_PAY_GATEWAY_URL is not an http(s) URL' }
  }
  if (isRealProduction(env) && !gatewayUrl.startsWith('https://')) {
    return { available: false, reason: 'FREEDOM_PAY_GATEWAY_URL must be https in production' }
  }
  const testMode = /^(1|true|on|yes)$/i.test(env.FREEDOM_PAY_TEST_MODE?.trim() ?? '')
  const { installment, problem } = installmentOf(env, fake)
  return {
    available: true,
    freedomPay: {
      merchantId,
      secretKey: fake ? '' : secretKey,
      testMode,
      gatewayUrl,
      fake,
      installment,
      installmentProblem: problem,
    },
  }
}

/** Whether the api serves the fake gateway's pages: never in a real production. */
export const servesFakeGateway = (env: NodeJS.ProcessEnv = process.env) => {
  const settings = freedomPaySettings(env)
  return settings.available && settings.freedomPay.fake
}
