export const schema = gql`
  """
  A catalogue section (SPEC §2): «Акции» is a promo section that lists
  discounted goods of every category.
  """
  type Category {
    id: Int!
    name: String!
    slug: String!
    kind: CategoryKind!
    position: Int!
    isOnMain: Boolean!
    isPopular: Boolean!
    image: String
    description: String!
  }

  enum CategoryKind {
    regular
    promo
  }

  type CategoryPage {
    count: Int!
    page: Int!
    pageSize: Int!
    results: [Category!]!
  }

  type Query {
    "Catalogue sections in display order; the same rules as GET /api/v1/category/."
    categories(isPopular: Boolean, page: Int, pageSize: Int): CategoryPage! @skipAuth
    "Sections shown on the home page, in display order (a plain list); the same as GET /api/v1/category/on_main/."
    categoriesOnMain: [Category!]! @skipAuth
    "One section by its exact name (the /precatalog/{category} address); null when there is none or the name cannot be one (longer than 200 characters, control characters)."
    category(name: String!): Category @skipAuth
  }
`
