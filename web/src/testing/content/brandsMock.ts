// Brands as the demo catalogue has them (scripts/demo/catalog.ts), by name.
const brand = (
  id: number,
  name: string,
  country: string,
  description: string,
  website: string | null,
  logo = true
) => ({
  __typename: 'Brand' as const,
  id,
  name,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  logo: logo ? `/api/media/demo/brands/${name.toLowerCase()}.svg` : null,
  country,
  description,
  descriptionLang: 'ru' as const,
  website,
  isFeatured: ['Grundfos', 'Wilo', 'Baxi', 'Valtec', 'Grohe'].includes(name),
})

export const BRANDS = [
  brand(
    3,
    'Baxi',
    'Италия',
    'Итальянские газовые котлы для квартир и частных домов: настенные, напольные и конденсационные.',
    'https://www.baxi.ru'
  ),
  brand(
    6,
    'Danfoss',
    'Дания',
    'Автоматика тепловых пунктов, балансировочные клапаны, терморегуляторы и теплосчётчики.',
    'https://www.danfoss.com'
  ),
  brand(
    1,
    'Grundfos',
    'Дания',
    'Крупнейший в мире производитель насосов: циркуляционные, скважинные, канализационные и повысительные насосы для дома и промышленности.',
    'https://www.grundfos.com'
  ),
  brand(
    11,
    'Джилекс',
    'Россия',
    'Российские насосы и насосные станции для водоснабжения частных домов и дач.',
    null,
    false
  ),
  brand(
    5,
    'Valtec',
    'Италия',
    'Арматура, фитинги, коллекторы и счётчики воды для систем отопления и водоснабжения.',
    'https://valtec.ru'
  ),
  brand(
    2,
    'Wilo',
    'Германия',
    'Немецкие насосы и насосные системы для отопления, водоснабжения и водоотведения с энергоэффективными двигателями.',
    'https://wilo.com'
  ),
]
