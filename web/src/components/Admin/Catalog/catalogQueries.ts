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
