import type { Prisma } from '@prisma/client'

import { hashPassword as dbAuthHash } from '@redwoodjs/auth-dbauth-api'

// dbAuth 8.9's own (weaker) format, as older accounts have it: login upgrades it.
const [hashedPassword, salt] = dbAuthHash('Пароль-для-тестов-1')

export const standard = defineScenario<Prisma.CustomerGroupCreateArgs | Prisma.UserCreateArgs>({
  customerGroup: { b2c: { data: { name: 'b2c', title: 'Розничные покупатели' } } },
  user: {
    anna: (s) => ({
      data: {
        email: 'anna@example.kz',
        hashedPassword,
        salt,
        lastName: 'Сериккызы',
        firstName: 'Анна',
        emailConfirmedAt: new Date(),
        groups: { create: [{ groupId: s.customerGroup.b2c.id, position: 0 }] },
      },
    }),
    fresh: {
      data: { email: 'fresh@example.kz', hashedPassword, salt },
    },
  },
})
