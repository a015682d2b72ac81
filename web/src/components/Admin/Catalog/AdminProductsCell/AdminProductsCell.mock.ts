import type { AdminProductsQuery } from 'types/graphql'

import { catalogOptions, productRows } from 'src/testing/catalogMocks'

/** Two products on the first page of two. */
export const standard = (): AdminProductsQuery => ({
  adminProducts: {
    __typename: 'AdminProductPage',
    count: 27,
    page: 1,
    pageSize: 25,
    items: productRows(),
  },
  adminCatalogOptions: catalogOptions(),
})

/** The filter found nothing. */
export const nothingFound = (): AdminProductsQuery => ({
  ...standard(),
  adminProducts: { __typename: 'AdminProductPage', count: 0, page: 1, pageSize: 25, items: [] },
})
