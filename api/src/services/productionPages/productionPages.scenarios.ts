import type { Prisma } from '@prisma/client'

export const standard = defineScenario<Prisma.ProductionPageCreateArgs>({
  productionPage: {
    water: {
      data: {
        slug: 'water-pumping-station',
        title: 'Водонасосные станции',
        summary: 'Станции повышения давления',
        body: 'Текст',
        image: 'demo/production/water-pumping-station.svg',
        gallery: ['demo/production/water-pumping-station-2.svg'],
        position: 7,
      },
    },
    cabinet: {
      data: {
        slug: 'akva-control-cabinet',
        title: 'Шкафы управления Аква-Контроль',
        body: 'Текст',
        position: 1,
      },
    },
    boiler: {
      data: {
        slug: 'block-boiler-room',
        title: 'Блочно-модульные котельные',
        body: 'Текст',
        position: 3,
      },
    },
  },
})
