import type { Prisma } from '@prisma/client'

export const standard = defineScenario<Prisma.ObjectTypeCreateArgs | Prisma.ProjectCreateArgs>({
  objectType: {
    homes: { data: { name: 'Частные дома', slug: 'chastnye-doma', position: 4 } },
    housing: {
      data: {
        name: 'Жилые комплексы',
        nameKk: 'Тұрғын үй кешендері',
        slug: 'zhilye-kompleksy',
        position: 1,
      },
    },
    industry: { data: { name: 'Промышленные объекты', slug: 'promyshlennye-obekty', position: 2 } },
  },
  project: {
    nursaya: (scenario) => ({
      data: {
        title: 'Тепловой пункт ЖК «Нурсая»',
        titleKk: '«Нұрсая» ТК жылу пункті',
        slug: 'zhk-nursaya-teplovoy-punkt',
        typeId: scenario.objectType.housing.id,
        location: 'Атырау',
        client: 'ТОО «Нурсая Строй»',
        year: 2026,
        images: ['demo/objects/nursaya-1.svg', 'demo/objects/nursaya-2.svg'],
        position: 1,
      },
    }),
    kaspiy: (scenario) => ({
      data: {
        title: 'Насосная станция ЖК «Каспий»',
        slug: 'zhk-kaspiy-nasosnaya-stanciya',
        typeId: scenario.objectType.housing.id,
        location: 'Актау',
        position: 2,
      },
    }),
    kns: (scenario) => ({
      data: {
        title: 'КНС промзоны Тендык',
        slug: 'kns-promzona-tendyk',
        typeId: scenario.objectType.industry.id,
        location: 'Атырау',
        position: 3,
      },
    }),
    balausa: (scenario) => ({
      data: {
        title: 'Частный дом в мкр. Балауса',
        slug: 'chastnyy-dom-balausa',
        typeId: scenario.objectType.homes.id,
        location: 'Атырау',
        position: 4,
      },
    }),
  },
})
