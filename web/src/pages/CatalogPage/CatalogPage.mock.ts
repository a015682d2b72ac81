// Answers for the listing's queries: the filter panel's facets (CatalogFacetsQuery).
import type { CatalogFacetsQuery } from 'types/graphql'

export const facets = (): CatalogFacetsQuery => ({
  categories: {
    __typename: 'CategoryPage' as const,
    results: [
      { __typename: 'Category' as const, id: 2, name: 'Инженерная сантехника' },
      { __typename: 'Category' as const, id: 4, name: 'Котельное оборудование' },
      { __typename: 'Category' as const, id: 5, name: 'Насосное оборудование' },
    ],
  },
  subcategories: {
    __typename: 'SubcategoryPage' as const,
    results: [
      { __typename: 'Subcategory' as const, id: 31, name: 'Циркуляционные насосы' },
      { __typename: 'Subcategory' as const, id: 32, name: 'Скважинные насосы' },
    ],
  },
  brands: [
    { __typename: 'Brand' as const, id: 3, name: 'Wilo' },
    { __typename: 'Brand' as const, id: 4, name: 'Grundfos' },
    { __typename: 'Brand' as const, id: 5, name: 'DAB' },
  ],
  priceLimits: { __typename: 'PriceLimits' as const, minPrice: 35000, maxPrice: 219000 },
})
