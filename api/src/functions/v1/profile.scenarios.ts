import type { Prisma } from '@prisma/client'

/** 'Пароль-для-тестов-1' at today's cost (a fixed salt, so no hash runs at load). */
export const PASSWORD = 'Пароль-для-тестов-1'
const hashedPassword =
  'scrypt$ln=17,r=8,p=1$aYPSl8slDXRLECtJiXtajQ$4JW7R43uW7YjOMWeCu0hu4nMUfvZ1q5CJ/Xs09HllDGQrClfgEpAW4voZzYmfmOPLHaUA95RW4zOmYBXILhvZQ'

export const standard = defineScenario<Prisma.CustomerGroupCreateArgs | Prisma.UserCreateArgs>({
  customerGroup: { b2c: { data: { name: 'b2c', title: 'Розничные покупатели' } } },
  user: {
    anna: (s) => ({
      data: {
        email: 'anna@example.kz',
        hashedPassword,
        salt: '',
        lastName: 'Сериккызы',
        firstName: 'Анна',
        phone: '+77010000001',
        emailConfirmedAt: new Date(),
        groups: { create: [{ groupId: s.customerGroup.b2c.id, position: 0 }] },
      },
    }),
    boris: {
      data: {
        email: 'boris@example.kz',
        hashedPassword,
        salt: '',
        firstName: 'Борис',
        emailConfirmedAt: new Date(),
      },
    },
  },
})
