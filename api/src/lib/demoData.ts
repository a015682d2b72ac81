/**
 * The demo data's accounts and the switch that allows them.
 *
 * `yarn rw exec seed` creates six accounts (two customers; editor, manager,
 * admin, and 1C's exchange account) with one published password (README, scripts/demo). They
 * belong to development and to a demo
 * instance only: a production shop (NODE_ENV=production) refuses to seed
 * them and refuses to start while one of them still has that password
 * (lib/demoPasswords.ts), unless the demo switch `SHOP_DEMO=1` says that
 * this instance is a demo (`npm start`, and the test run, which serves the
 * production build to the Playwright journeys, set it).
 *
 * The published password itself is kernel data (domain/demoPasswordList):
 * domain/passwordRules.ts, which the web bundles too, refuses it.
 */

export { DEMO_PASSWORD, KNOWN_DEMO_PASSWORDS } from './domain/demoPasswordList'

/** The demo accounts by their part (scripts/demo/content.ts gives them names and groups). */
export const DEMO_ACCOUNT_EMAILS = {
  retail: 'retail@akvatoria.kz',
  wholesale: 'opt@akvatoria.kz',
  editor: 'editor@akvatoria.kz',
  manager: 'manager@akvatoria.kz',
  admin: 'admin@akvatoria.kz',
  /** 1C's «Обмен с сайтом» account (role exchange). */
  exchange: '1c@akvatoria.kz',
} as const

export const DEMO_SWITCH = 'SHOP_DEMO'

/** `SHOP_DEMO` is 1, true, on or yes: this instance is a demo (or a test run). */
export function isDemoInstance(env: NodeJS.ProcessEnv = process.env): boolean {
  return /^(1|true|on|yes)$/i.test((env[DEMO_SWITCH] ?? '').trim())
}

export const isProduction = (env: NodeJS.ProcessEnv = process.env) => env.NODE_ENV === 'production'

/** Demo accounts may exist: outside production, or on a declared demo instance. */
export function demoAccountsAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return !isProduction(env) || isDemoInstance(env)
}
