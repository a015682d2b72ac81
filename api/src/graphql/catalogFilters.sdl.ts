export const schema = gql`
  type NumberBounds {
    min: Float!
    max: Float!
  }

  type CharacteristicFilter {
    "The characteristic's Russian name: the key the products' filters take."
    name: String!
    "The name to show, in the request's language (Kazakh where written)."
    title: String!
    "The language title is in."
    titleLang: TextLang!
    unit: String
    "range — numeric values with min/max; values — a list to choose from"
    kind: String!
    min: Float
    max: Float
    values: [String!]!
    productCount: Int!
  }

  type FilterSubcategory {
    id: Int!
    name: String!
    categoryName: String!
  }

  type CatalogFilters {
    subcategory: FilterSubcategory
    price: NumberBounds
    width: NumberBounds
    height: NumberBounds
    length: NumberBounds
    characteristics: [CharacteristicFilter!]!
  }

  type Query {
    "What a catalogue page can filter by, for a subsection (name or id) or all goods."
    catalogFilterOptions(subCategory: String): CatalogFilters! @skipAuth
  }
`
