import type { Prisma } from '@prisma/client'

import { hashPassword as dbAuthHash } from '@redwoodjs/auth-dbauth-api'

import { DEMO_ACCOUNT_EMAILS, DEMO_PASSWORD } from './demoData'

// dbAuth's format, as earlier seeds stored the demo password (cheap to make here).
const demo = () => {
  const [hashedPassword, salt] = dbAuthHash(DEMO_PASSWORD)
  return { hashedPassword, salt, emailConfirmedAt: new Date() }
}
const other = () => {
  const [hashedPassword, salt] = dbAuthHash('Другой-пароль-2026')
  return { hashedPassword, salt, emailConfirmedAt: new Date() }
}
const inAWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000)

export const standard = defineScenario<Prisma.UserCreateArgs>({
  user: {
    // Seeded and never changed: found.
    editor: () => ({
      data: {
        email: DEMO_ACCOUNT_EMAILS.editor,
        role: 'editor',
        ...demo(),
        sessions: { create: [{ id: 'demo-editor-session', expiresAt: inAWeek() }] },
      },
    }),
    // Its password was changed: fine.
    retail: () => ({ data: { email: DEMO_ACCOUNT_EMAILS.retail, ...other() } }),
    // Inactive: cannot log in, not reported.
    wholesale: () => ({
      data: { email: DEMO_ACCOUNT_EMAILS.wholesale, role: 'vip', isActive: false, ...demo() },
    }),
    // The seeded admin, never changed: found at start too.
    admin: () => ({ data: { email: DEMO_ACCOUNT_EMAILS.admin, role: 'admin', ...demo() } }),
    // The seeded manager with a password of its own: fine.
    manager: () => ({ data: { email: DEMO_ACCOUNT_EMAILS.manager, role: 'manager', ...other() } }),
    // Staff outside the demo e-mails: only the command's staff check looks.
    cashier: () => ({ data: { email: 'kassa@akvatoria.kz', role: 'manager', ...demo() } }),
    // A customer is never checked (one hash per account: start stays fast).
    customer: () => ({ data: { email: 'aigerim@example.kz', ...demo() } }),
  },
})
