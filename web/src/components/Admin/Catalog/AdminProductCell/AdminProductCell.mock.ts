import type { AdminProductQuery } from 'types/graphql'

import { catalogOptions, pumpProduct } from 'src/testing/catalogMocks'

/** A pump with a characteristic, stock in one shop and two pictures. */
export const standard = (): AdminProductQuery => ({
  adminProduct: pumpProduct(),
  adminCatalogOptions: catalogOptions(),
})

/** A product on sale, with no pictures, characteristics or subsection. */
export const bare = (): AdminProductQuery => ({
  adminProduct: pumpProduct({ oldPrice: 65000, pictures: [], attributes: [], subcategoryId: null }),
  adminCatalogOptions: catalogOptions(),
})
