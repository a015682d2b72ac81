// The subcategories of «Насосное оборудование», as the demo catalogue has them.
import type { SubcategoriesQuery } from 'types/graphql'

export const CATEGORY = 'Насосное оборудование'

const subcategories: { id: number; name: string; image: string | null }[] = [
  { id: 31, name: 'Циркуляционные насосы', image: '/images/placeholder-category.svg' },
  { id: 32, name: 'Скважинные насосы', image: '/images/placeholder-category.svg' },
  { id: 33, name: 'Насосные станции', image: null },
  { id: 34, name: 'Дренажные насосы', image: null },
  { id: 35, name: 'Канализационные установки', image: null },
  { id: 36, name: 'Повысительные насосы', image: null },
]

const section = (name: string) => ({
  __typename: 'Category' as const,
  id: 4,
  name,
  nameLang: 'ru' as const,
})

export const standard = (): SubcategoriesQuery => ({
  category: section(CATEGORY),
  subcategories: {
    __typename: 'SubcategoryPage' as const,
    count: subcategories.length,
    results: subcategories.map((item) => ({
      __typename: 'Subcategory' as const,
      ...item,
      nameLang: 'ru' as const,
    })),
  },
})

/** A section that exists but has no subcategories yet. */
export const empty = (name = 'Баки и емкости'): SubcategoriesQuery => ({
  category: section(name),
  subcategories: { __typename: 'SubcategoryPage' as const, count: 0, results: [] },
})

/** No section of that name (/precatalog/{anything}): the api answers null. */
export const missing = (): SubcategoriesQuery => ({
  category: null,
  subcategories: { __typename: 'SubcategoryPage' as const, count: 0, results: [] },
})
