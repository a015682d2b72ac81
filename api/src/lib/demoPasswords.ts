import type { UserRole } from '@prisma/client'

import { db } from './db'
import {
  DEMO_ACCOUNT_EMAILS,
  DEMO_SWITCH,
  demoAccountsAllowed,
  isProduction,
  KNOWN_DEMO_PASSWORDS,
} from './demoData'
import { STAFF_ROLES } from './domain/staffRoles'
import { logger } from './logger'
import { verifyPassword } from './passwords'

/**
 * Accounts that still open with a published demo password (issue «Runs as
 * promised»): the check a production api makes at start, and
 * `yarn rw exec check-demo-passwords`.
 *
 * Only a few accounts are verified — one scrypt hash each, ≈ 0.45 s, two at
 * a time — so start stays fast: the demo e-mails and every active staff
 * account (editor, manager, admin: a handful in a real shop), at start and
 * in the command alike (issue 28 §4: a staff account given the published
 * password by hand was let through). Customers are not checked.
 * Inactive accounts cannot log in and are skipped.
 */

export interface DemoPasswordAccount {
  id: number
  email: string
  role: UserRole
}

export interface DemoPasswordCheck {
  /** How many accounts were verified. */
  checked: number
  found: DemoPasswordAccount[]
}

/**
 * Active accounts among the demo e-mails (and, with `staff`, every active
 * staff account: manager, editor, admin) whose stored hash accepts a known
 * demo password.
 */
export async function findDemoPasswordAccounts({
  staff = false,
}: { staff?: boolean } = {}): Promise<DemoPasswordCheck> {
  const emails = Object.values(DEMO_ACCOUNT_EMAILS)
  const users = await db.user.findMany({
    where: {
      isActive: true,
      OR: [
        { email: { in: emails } },
        // The 1C exchange account opens the catalogue to writes: checked like staff.
        ...(staff ? [{ role: { in: [...STAFF_ROLES, 'exchange' as const] } }] : []),
      ],
    },
    select: { id: true, email: true, role: true, hashedPassword: true, salt: true },
    orderBy: { id: 'asc' },
  })
  const matches = await Promise.all(
    users.map(async (user) => {
      for (const password of KNOWN_DEMO_PASSWORDS) {
        if ((await verifyPassword(password, user)).ok) return true
      }
      return false
    })
  )
  return {
    checked: users.length,
    found: users
      .filter((_, index) => matches[index])
      .map(({ id, email, role }) => ({ id, email, role })),
  }
}

/** What an operator reads when demo passwords are found: which accounts, what to do. */
export function demoPasswordsMessage(found: DemoPasswordAccount[]): string {
  const list = found.map((user) => `  - ${user.email} (${user.role})`).join('\n')
  return [
    `${found.length === 1 ? 'An account still opens' : `${found.length} accounts still open`} ` +
      'with the published demo password:',
    list,
    'A production shop (NODE_ENV=production) does not run with them. Either:',
    '  - deactivate them: yarn rw exec check-demo-passwords --deactivate',
    '  - or give one a new password: yarn rw exec create-admin --email <e-mail> --reset-password',
    '    (it becomes an admin; the password comes from ADMIN_PASSWORD or a prompt)',
    `  - or, if this instance is a public demo, set ${DEMO_SWITCH}=1.`,
  ].join('\n')
}

export class DemoPasswordsError extends Error {
  constructor(readonly found: DemoPasswordAccount[]) {
    super(demoPasswordsMessage(found))
    this.name = 'DemoPasswordsError'
  }
}

/**
 * Call once before the api serves (api/src/server.ts): in production
 * without `SHOP_DEMO=1`, throws `DemoPasswordsError` (which names the
 * accounts and what to do) when a demo account or any active staff account
 * opens with a demo password.
 * Elsewhere it checks nothing; on a declared demo it logs that it is one.
 */
export async function refuseDemoPasswords(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (demoAccountsAllowed(env)) {
    if (isProduction(env)) {
      logger.warn(`${DEMO_SWITCH}=1: a demo instance, demo accounts and their password are allowed`)
    }
    return
  }
  const { found } = await findDemoPasswordAccounts({ staff: true })
  if (found.length) throw new DemoPasswordsError(found)
}

/**
 * For api/src/server.ts, before `createServer`: `refuseDemoPasswords`, and
 * when it refuses, its message on standard error and exit code 1 (no stack
 * trace: the message says what to do).
 */
export async function exitOnDemoPasswords(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    await refuseDemoPasswords(env)
  } catch (error) {
    if (!(error instanceof DemoPasswordsError)) throw error
    console.error(`\n${error.message}\n`)
    process.exit(1)
  }
}

/**
 * Makes the accounts unusable: inactive (login refuses them) and every
 * session ended. (Not through lib/sessions, which needs SESSION_SECRET at
 * import: an operator's shell may not have it.)
 */
export async function deactivateAccounts(accounts: DemoPasswordAccount[]): Promise<number> {
  const ids = accounts.map((account) => account.id)
  const [{ count }] = await db.$transaction([
    db.user.updateMany({ where: { id: { in: ids } }, data: { isActive: false } }),
    db.session.updateMany({
      where: { userId: { in: ids }, revokedAt: null },
      data: { revokedAt: new Date() },
    }),
  ])
  return count
}
