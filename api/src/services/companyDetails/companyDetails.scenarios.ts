import type { Prisma } from '@prisma/client'
import { TEST_ACCOUNT } from 'testing/scenarioRows'

/** Aigerim has her company's details; Daniyar has none; a manager and an editor work the shop. */
export const standard = defineScenario<Prisma.UserCreateArgs>({
  user: {
    aigerim: {
      data: {
        ...TEST_ACCOUNT,
        email: 'aigerim@example.kz',
        firstName: 'Айгерим',
        company: {
          create: {
            legalName: 'ТОО «Аква Строй»',
            bin: '971240001315',
            legalAddress: 'г. Атырау, ул. Сатпаева, 1',
            iban: 'KZ86125KZT5004100100',
            bankName: 'АО «Народный банк Казахстана»',
            bik: 'HSBKKZKX',
            kbe: '17',
          },
        },
      },
    },
    daniyar: { data: { ...TEST_ACCOUNT, email: 'daniyar@example.kz', firstName: 'Данияр' } },
    manager: { data: { ...TEST_ACCOUNT, email: 'manager@example.kz', role: 'manager' } },
    editor: { data: { ...TEST_ACCOUNT, email: 'editor@example.kz', role: 'editor' } },
  },
})

export type StandardScenario = typeof standard
