import type { Category, Prisma } from '@prisma/client'

import type { ScenarioData } from '@redwoodjs/testing/api'

export const standard = defineScenario<Prisma.CategoryCreateArgs>({
  category: {
    promo: { data: { name: 'Акции', slug: 'akcii', kind: 'promo', position: 0, isOnMain: true } },
    pumps: {
      data: {
        name: 'Насосное оборудование',
        slug: 'nasosnoe-oborudovanie',
        position: 4,
        isPopular: true,
      },
    },
    plumbing: { data: { name: 'Сантехника', slug: 'santehnika', position: 2, isPopular: true } },
    tanks: { data: { name: 'Баки и емкости', slug: 'baki-i-emkosti', position: 6 } },
    boilers: {
      data: { name: 'Котельное оборудование', slug: 'kotelnoe-oborudovanie', position: 3 },
    },
  },
})

export type StandardScenario = ScenarioData<Category, 'category'>

/** Sections of the home page: two flagged, out of insertion order. */
export const onMain = defineScenario<Prisma.CategoryCreateArgs>({
  category: {
    pumps: {
      data: {
        name: 'Насосное оборудование',
        slug: 'nasosnoe-oborudovanie',
        position: 4,
        isOnMain: true,
      },
    },
    tanks: { data: { name: 'Баки и емкости', slug: 'baki-i-emkosti', position: 6 } },
    plumbing: {
      data: { name: 'Сантехника', slug: 'santehnika', position: 2, isOnMain: true },
    },
  },
})
