import type { Prisma } from '@prisma/client'

/** The exchange account the imports are recorded for. */
export const standard = defineScenario<Prisma.UserCreateArgs>({
  user: {
    exchange: {
      data: {
        email: '1c-worker@test.kz',
        hashedPassword: 'unused',
        salt: '',
        role: 'exchange',
        emailConfirmedAt: new Date(),
      },
    },
  },
})

export type StandardScenario = typeof standard
