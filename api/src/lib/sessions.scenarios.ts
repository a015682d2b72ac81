import type { Prisma } from '@prisma/client'

export const standard = defineScenario<Prisma.UserCreateArgs>({
  user: {
    anna: { data: { email: 'anna@example.kz', hashedPassword: 'x', salt: '' } },
    boris: { data: { email: 'boris@example.kz', hashedPassword: 'x', salt: '' } },
  },
})
