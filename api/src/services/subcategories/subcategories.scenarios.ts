import type { Prisma } from '@prisma/client'

// A promo section («Акции») and goods on sale in two sections' subcategories.
export { standard as promo } from 'src/services/brands/brands.scenarios'

export const standard = defineScenario<Prisma.CategoryCreateArgs | Prisma.SubcategoryCreateArgs>({
  category: {
    pumps: { data: { name: 'Насосное оборудование', slug: 'nasosnoe-oborudovanie', position: 4 } },
    boilers: {
      data: { name: 'Котельное оборудование', slug: 'kotelnoe-oborudovanie', position: 3 },
    },
  },
  subcategory: {
    stations: (scenario) => ({
      data: {
        name: 'Насосные станции',
        slug: 'nasosnye-stancii',
        categoryId: scenario.category.pumps.id,
        position: 2,
      },
    }),
    circulation: (scenario) => ({
      data: {
        name: 'Циркуляционные насосы',
        slug: 'cirkulyacionnye-nasosy',
        categoryId: scenario.category.pumps.id,
        position: 1,
        image: 'demo/subcategories/circulation.svg',
      },
    }),
    gas: (scenario) => ({
      data: {
        name: 'Газовые котлы',
        slug: 'gazovye-kotly',
        categoryId: scenario.category.boilers.id,
        position: 2,
      },
    }),
    electric: (scenario) => ({
      data: {
        name: 'Электрокотлы',
        slug: 'elektrokotly',
        categoryId: scenario.category.boilers.id,
        position: 1,
      },
    }),
  },
})
