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

export const standard = (): SubcategoriesQuery => ({
  subcategories: {
    __typename: 'SubcategoryPage' as const,
    count: subcategories.length,
    results: subcategories.map((item) => ({ __typename: 'Subcategory' as const, ...item })),
  },
})

export const empty = (): SubcategoriesQuery => ({
  subcategories: { __typename: 'SubcategoryPage' as const, count: 0, results: [] },
})
