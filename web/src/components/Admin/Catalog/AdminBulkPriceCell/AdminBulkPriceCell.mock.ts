import type { AdminCatalogOptionsQuery, BulkPricePreviewQuery } from 'types/graphql'

import { catalogOptions } from 'src/testing/catalogMocks'

export const standard = (): AdminCatalogOptionsQuery => ({ adminCatalogOptions: catalogOptions() })

/** The load failing without a message of the api's own (the cell's fallback text shows). */
export const loadFailure = () => new Error('Сервер недоступен')

/** A preview of `count` products, one row shown: +10 % on «Фильтр F-7», its old price too. */
export const previewOf = (count = 2): BulkPricePreviewQuery => ({
  bulkPricePreview: {
    __typename: 'BulkPricePreview',
    count,
    changed: 1,
    rows: [
      {
        __typename: 'BulkPriceRow',
        id: 8,
        article: 'F-7',
        name: 'Фильтр F-7',
        price: 1000,
        oldPrice: 1200,
        newPrice: 1100,
        newOldPrice: 1320,
      },
    ],
  },
})
