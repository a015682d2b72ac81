import type { Prisma } from '@prisma/client'

export const standard = defineScenario<Prisma.UserCreateArgs>({
  user: {
    admin: {
      data: { email: 'audit-admin@akvatoria.kz', hashedPassword: 'x', salt: 'x', role: 'admin' },
    },
  },
})

export type StandardScenario = typeof standard
