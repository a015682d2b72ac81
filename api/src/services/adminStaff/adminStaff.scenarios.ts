import type { Prisma } from '@prisma/client'
import { TEST_ACCOUNT as USER } from 'testing/scenarioRows'

const FAR = new Date('2099-01-01T00:00:00Z')

/** One account of every role; the manager has two live sessions. */
export const standard = defineScenario<Prisma.UserCreateArgs>({
  user: {
    customer: { data: { ...USER, email: 'aigerim@example.kz' } },
    manager: {
      data: {
        ...USER,
        email: 'manager@example.kz',
        role: 'manager',
        emailConfirmedAt: new Date('2026-01-01T00:00:00Z'),
        sessions: {
          create: [
            {
              id: 'manager-session-1',
              expiresAt: FAR,
              createdAt: new Date('2026-11-20T08:00:00Z'),
            },
            {
              id: 'manager-session-2',
              expiresAt: FAR,
              createdAt: new Date('2026-11-24T08:00:00Z'),
            },
          ],
        },
      },
    },
    editor: { data: { ...USER, email: 'editor@example.kz', role: 'editor' } },
    admin: { data: { ...USER, email: 'admin@example.kz', role: 'admin' } },
  },
})

export type StandardScenario = typeof standard
