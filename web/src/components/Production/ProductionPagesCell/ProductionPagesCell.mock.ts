// The eight production pages as the demo data has them (SPEC §2 "Production sub-pages").
import type { ProductionPagesQuery } from 'types/graphql'

const media = (slug: string) => `/api/media/demo/production/${slug}.svg`

const PAGES: [slug: string, title: string, summary: string][] = [
  [
    'akva-control-cabinet',
    'Шкафы управления Аква-Контроль',
    'Шкафы управления насосами, вентиляцией и котельными собственной разработки.',
  ],
  [
    'automated-heating-points',
    'Автоматизированные тепловые пункты',
    'Индивидуальные и центральные тепловые пункты заводской готовности.',
  ],
  [
    'block-boiler-room',
    'Блочно-модульные котельные',
    'Котельные мощностью от 100 кВт до 10 МВт в транспортабельных модулях.',
  ],
  [
    'energy-resources-accounting-systems',
    'Системы учёта энергоресурсов',
    'Узлы учёта тепла, воды и газа с дистанционной передачей показаний.',
  ],
  [
    'sewage-pumping-stations',
    'Канализационные насосные станции',
    'КНС в стеклопластиковом корпусе производительностью до 2 000 м³/ч.',
  ],
  [
    'stationary-boiler-room',
    'Стационарные котельные',
    'Проектирование, монтаж и реконструкция котельных в отдельно стоящих и встроенных помещениях.',
  ],
  [
    'water-pumping-station',
    'Водонасосные станции',
    'Станции повышения давления и водоснабжения для жилых домов и предприятий.',
  ],
  [
    'water-purification',
    'Водоочистка',
    'Системы водоподготовки для домов, котельных и производств.',
  ],
]

export const standard = (): ProductionPagesQuery => ({
  productionPages: PAGES.map(([slug, title, summary], index) => ({
    __typename: 'ProductionPage' as const,
    id: index + 1,
    slug,
    title,
    titleLang: 'ru' as const,
    summary,
    summaryLang: 'ru' as const,
    // The editor has not uploaded a picture for the last page yet.
    image: index === PAGES.length - 1 ? null : media(slug),
  })),
})

/** No production pages entered yet. */
export const empty = (): ProductionPagesQuery => ({ productionPages: [] })
