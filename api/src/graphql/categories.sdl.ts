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
    "The language name is in: kk where the Kazakh text is written and asked for, else ru."
    nameLang: TextLang!
    "The language description is in: kk where the Kazakh text is written and asked for, else ru."
    descriptionLang: TextLang!
  }

  """
  The language of a text of goods or content (issue 33): a request asks for
  Kazakh with Accept-Language: kk or ?lang=kk on /graphql and gets the Kazakh
  text where one is written, the Russian one (ru) elsewhere.
  """
  enum TextLang {
    ru
    kk
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
