import type { Prisma } from '@prisma/client'

import { hashPassword as dbAuthHash } from '@redwoodjs/auth-dbauth-api'

const [hashedPassword, salt] = dbAuthHash('Старый-пароль-2026')
const inAWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000)

export const standard = defineScenario<Prisma.UserCreateArgs>({
  user: {
    // An unconfirmed customer with two live sessions and an unused recovery link.
    dana: () => ({
      data: {
        email: 'dana@example.kz',
        hashedPassword,
        salt,
        sessions: {
          create: [
            { id: 'admins-session-1', expiresAt: inAWeek() },
            { id: 'admins-session-2', expiresAt: inAWeek() },
          ],
        },
        tokens: {
          create: [{ kind: 'password_reset', tokenHash: 'admins-reset-1', expiresAt: inAWeek() }],
        },
      },
    }),
  },
})
