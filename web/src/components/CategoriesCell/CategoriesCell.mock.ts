// Realistic data shared by the cell's stories and tests.
import type { CategoriesQuery, CategoryKind } from 'types/graphql'

const categories: {
  id: number
  name: string
  slug: string
  kind: CategoryKind
  image: string | null
}[] = [
  {
    id: 1,
    name: 'Акции',
    slug: 'akcii',
    kind: 'promo',
    image: '/api/media/demo/categories/akcii.svg',
  },
  {
    id: 2,
    name: 'Инженерная сантехника',
    slug: 'inzhenernaya-santehnika',
    kind: 'regular',
    image: null,
  },
  { id: 3, name: 'Сантехника', slug: 'santehnika', kind: 'regular', image: null },
  {
    id: 4,
    name: 'Котельное оборудование',
    slug: 'kotelnoe-oborudovanie',
    kind: 'regular',
    image: null,
  },
  {
    id: 5,
    name: 'Насосное оборудование',
    slug: 'nasosnoe-oborudovanie',
    kind: 'regular',
    image: null,
  },
  {
    id: 6,
    name: 'Мебель для ванных комнат',
    slug: 'mebel-dlya-vannyh-komnat',
    kind: 'regular',
    image: null,
  },
  { id: 7, name: 'Баки и емкости', slug: 'baki-i-emkosti', kind: 'regular', image: null },
]

export const standard = (): CategoriesQuery => ({
  categories: {
    __typename: 'CategoryPage' as const,
    count: categories.length,
    results: categories.map((category) => ({
      __typename: 'Category' as const,
      nameLang: 'ru' as const,
      ...category,
    })),
  },
})

export const empty = (): CategoriesQuery => ({
  categories: { __typename: 'CategoryPage' as const, count: 0, results: [] },
})
