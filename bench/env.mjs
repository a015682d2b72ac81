/* eslint-env node, es2022 */
// What every benchmark needs from the shop's settings: values from the
// environment, then .env, then .env.defaults, and the environment of a
// production-mode shop started on the seeded demo database.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export function configured(name) {
  // eslint-disable-next-line @redwoodjs/process-env-computed
  if (process.env[name]) return process.env[name]
  for (const file of ['.env', '.env.defaults']) {
    const full = path.join(ROOT, file)
    if (!fs.existsSync(full)) continue
    const line = fs.readFileSync(full, 'utf8').match(new RegExp(`^\\s*${name}\\s*=\\s*(.+)$`, 'm'))
    if (line) return line[1].trim().replace(/^(['"])(.*)\1$/, '$2')
  }
  return ''
}

/**
 * A production-mode shop on the seeded demo database: SHOP_DEMO (its demo
 * accounts are expected) and a SESSION_SECRET, a throw-away one when none is
 * configured (production refuses to start without; a fresh clone has none).
 */
export function benchShopEnv(extra = {}) {
  const databaseUrl = configured('DATABASE_URL')
  if (!databaseUrl) throw new Error('DATABASE_URL is not set (environment, .env or .env.defaults)')
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: configured('SESSION_SECRET') || crypto.randomBytes(48).toString('base64'),
    SHOP_DEMO: '1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // A production api refuses to start without its public address.
    SITE_URL: configured('SITE_URL') || `http://localhost:${extra.WEB_PORT || 8910}`,
    ...extra,
  }
}
