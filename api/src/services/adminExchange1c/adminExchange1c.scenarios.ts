import type { Prisma } from '@prisma/client'

export const standard = defineScenario<Prisma.UserCreateArgs | Prisma.CatalogExchangeCreateArgs>({
  user: {
    admin: { data: { email: 'admin@test.kz', hashedPassword: 'x', salt: '', role: 'admin' } },
    editor: { data: { email: 'editor@test.kz', hashedPassword: 'x', salt: '', role: 'editor' } },
    customer: { data: { email: 'anna@test.kz', hashedPassword: 'x', salt: '' } },
  },
  catalogExchange: {
    done: {
      data: {
        userEmail: '1c@test.kz',
        status: 'success',
        files: [{ name: 'import.xml', bytes: 10 }],
        created: 2,
      },
    },
  },
})

export type StandardScenario = typeof standard
