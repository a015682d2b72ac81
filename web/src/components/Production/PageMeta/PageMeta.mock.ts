import type { PageMetaProps } from './PageMeta'

/** The meta of the «Водонасосные станции» production page. */
export const standard = (): PageMetaProps => ({
  title: 'Водонасосные станции',
  description: 'Станции повышения давления и водоснабжения для жилых домов и предприятий.',
  path: '/production/water-pumping-station',
  image: '/api/media/demo/production/water-pumping-station.svg',
  type: 'article',
})
