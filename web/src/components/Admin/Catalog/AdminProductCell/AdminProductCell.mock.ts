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

/** A pump whose editors wrote its Kazakh name, description and a characteristic's name. */
export const kazakh = (): AdminProductQuery => ({
  adminProduct: pumpProduct({
    nameKk: 'NS-100 сорғы станциясы',
    descriptionKk: 'Саяжай мен үйге арналған.',
    attributes: [
      {
        __typename: 'AdminProductAttribute',
        name: 'Мощность, кВт',
        nameKk: 'Қуаты, кВт',
        value: '0,75',
      },
    ],
  }),
  adminCatalogOptions: catalogOptions(),
})
