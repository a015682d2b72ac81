import type { Prisma, User } from '@prisma/client'

import type { ScenarioData } from '@redwoodjs/testing/api'

// Anna placed two orders (the later one's contact is hers to reuse) and keeps a draft;
// Boris never placed one.
export const standard = defineScenario<Prisma.UserCreateArgs | Prisma.OrderCreateArgs>({
  user: {
    anna: {
      data: { email: 'anna@example.kz', hashedPassword: 'x', salt: '', firstName: 'Анна' },
    },
    boris: {
      data: { email: 'boris@example.kz', hashedPassword: 'x', salt: '', firstName: 'Борис' },
    },
  },
  order: {
    older: (s) => ({
      data: {
        number: 'T-000001',
        status: 'completed',
        userId: s.user.anna.id,
        placedAt: new Date('2026-10-01T10:00:00Z'),
        contactName: 'Анна С.',
        contactPhone: '+77010000001',
        contactEmail: 'old@example.kz',
      },
    }),
    latest: (s) => ({
      data: {
        number: 'T-000002',
        status: 'placed',
        userId: s.user.anna.id,
        placedAt: new Date('2026-11-20T10:00:00Z'),
        contactName: 'Анна Сериккызы',
        contactPhone: '+77010000002',
        contactEmail: 'anna@example.kz',
      },
    }),
    draft: (s) => ({
      data: {
        number: 'T-000003',
        status: 'draft',
        userId: s.user.anna.id,
        contactPhone: '+77019999999',
      },
    }),
  },
})

export type StandardScenario = ScenarioData<User, 'user'>
