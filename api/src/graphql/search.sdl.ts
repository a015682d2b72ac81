export const schema = gql`
  type SearchProduct {
    id: Int!
    name: String!
    article: String!
  }

  type SearchCategory {
    id: Int!
    name: String!
  }

  type SearchSubcategory {
    id: Int!
    name: String!
    categoryName: String!
  }

  type SearchBrand {
    id: Int!
    name: String!
  }

  "Search results grouped by kind (SPEC §2 Search)."
  type CatalogSearchResult {
    products: [SearchProduct!]!
    categories: [SearchCategory!]!
    subcategories: [SearchSubcategory!]!
    brands: [SearchBrand!]!
  }

  type Query {
    "What the search box shows as the shopper types; the same engine as products(search:)."
    catalogSearchResults(query: String!): CatalogSearchResult! @skipAuth
  }
`
