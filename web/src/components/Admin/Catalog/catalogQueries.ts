import type {
  AdminCatalogOptionsQuery,
  AdminCatalogOptionsQueryVariables,
  AdminProductQuery,
} from 'types/graphql'

import type { TypedDocumentNode } from '@redwoodjs/web'

/** Sections with subsections, brands and shops: the catalogue forms' and filters' choices. */
export const CATALOG_OPTIONS_FIELDS = gql`
  fragment AdminCatalogOptionsFields on AdminCatalogOptions {
    categories {
      id
      name
      subcategories {
        id
        name
      }
    }
    brands {
      id
      name
    }
    shops {
      id
      name
    }
    priceTypes {
      id
      code
      name
      isRetail
    }
  }
`

/**
 * A product as the edit screen holds it. The save answers with all of it: an
 * answer with only the new version (updatedAt) reached the cache before the
 * new values, and the form, which takes a new version's values, showed the
 * old price after a successful save.
 */
export const ADMIN_PRODUCT_FIELDS = gql`
  fragment AdminProductEditFields on AdminProduct {
    id
    article
    name
    slug
    description
    nameKk
    descriptionKk
    price
    oldPrice
    isActive
    isPopular
    isNew
    onKaspi
    kaspiSku
    categoryId
    subcategoryId
    brandId
    updatedAt
    attributes {
      name
      nameKk
      value
    }
    stock {
      shopId
      shopName
      count
    }
    pictures {
      id
      file
      url
      alt
    }
    typePrices {
      priceTypeId
      price
      breaks {
        minQuantity
        price
      }
    }
  }
`

export const CATALOG_OPTIONS_QUERY: TypedDocumentNode<
  AdminCatalogOptionsQuery,
  AdminCatalogOptionsQueryVariables
> = gql`
  query AdminCatalogOptionsQuery {
    adminCatalogOptions {
      ...AdminCatalogOptionsFields
    }
  }
  ${CATALOG_OPTIONS_FIELDS}
`

export type CatalogOptions = AdminCatalogOptionsQuery['adminCatalogOptions']
export type EditedProduct = AdminProductQuery['adminProduct']
