export const schema = gql`
  type SearchProduct {
    id: Int!
    name: String!
    "The language the name (and the pictures' alt) is in: Kazakh where written, on a Kazakh request."
    nameLang: TextLang!
    article: String!
    "The viewer's price, as products() gives it; 0 or -1 means on request."
    currentPrice: Float!
    lastPrice: Float
    "The first picture, if any."
    images: [ProductImage!]!
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

  "How many goods, sections, subsections and brands match in all (each group shows the first few)."
  type CatalogSearchCounts {
    products: Int!
    categories: Int!
    subcategories: Int!
    brands: Int!
  }

  "Search results grouped by kind (SPEC §2 Search)."
  type CatalogSearchResult {
    "The first page of products(filter: {search}) in its relevance order."
    products: [SearchProduct!]!
    categories: [SearchCategory!]!
    subcategories: [SearchSubcategory!]!
    brands: [SearchBrand!]!
    counts: CatalogSearchCounts!
    "The query as searched when not as typed (yfcjc, носос → насос; грундфос → Grundfos); null otherwise or when nothing was found."
    correctedQuery: String
  }

  type Query {
    "What the search box shows as the shopper types; the same engine as products(search:)."
    catalogSearchResults(query: String!): CatalogSearchResult! @skipAuth
    "The query as searched when not as typed (as catalogSearchResults.correctedQuery), without fetching goods."
    catalogSearchCorrection(query: String!): String @skipAuth
  }
`
