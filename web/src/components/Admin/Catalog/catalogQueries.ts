import type {
  AdminCatalogOptionsQuery,
  AdminCatalogOptionsQueryVariables,
  AdminProductQuery,
} from 'types/graphql'

import type { TypedDocumentNode } from '@redwoodjs/web'

/** Sections with subsections, brands and shops: the catalogue forms' choices. */
export const CATALOG_OPTIONS_QUERY: TypedDocumentNode<
  AdminCatalogOptionsQuery,
  AdminCatalogOptionsQueryVariables
> = gql`
  query AdminCatalogOptionsQuery {
    adminCatalogOptions {
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
  }
`

export type CatalogOptions = AdminCatalogOptionsQuery['adminCatalogOptions']
export type EditedProduct = AdminProductQuery['adminProduct']
