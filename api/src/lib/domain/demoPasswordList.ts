/**
 * The demo data's published password (README, scripts/demo): kernel data,
 * because the password rule (passwordRules, shared with the web) refuses it
 * as a real password. lib/demoData.ts gives it to the demo accounts.
 */

/** The demo accounts' password: published, so refused as a real one (`passwordProblems`). */
export const DEMO_PASSWORD = 'Akvatoria-demo-2026'

/** Every password the demo data has ever given its accounts. */
export const KNOWN_DEMO_PASSWORDS: readonly string[] = [DEMO_PASSWORD]
