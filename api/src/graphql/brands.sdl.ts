export const schema = gql`
  "A manufacturer whose goods the shop sells."
  type Brand {
    id: Int!
    name: String!
    slug: String!
    "One of the featured brands of the catalogue page."
    isFeatured: Boolean!
    "Public address of the logo, or null."
    logo: String
    description: String!
    "The language description is in: kk where the Kazakh text is written and asked for, else ru."
    descriptionLang: TextLang!
    country: String
    website: String
  }

  type Query {
    """
    Brands having active goods, optionally in a section and/or subcategory,
    and, with search, among the goods the catalogue's search finds there;
    ordering is name, +name (default) or -name. The same rules as
    GET /api/v1/brands/ (a plain list; REST has no search).
    """
    brands(
      categoryName: String
      subcategoryName: String
      ordering: String
      search: String
    ): [Brand!]! @skipAuth
    "One brand; NOT_FOUND when there is none (GET /api/v1/brands/{id}/)."
    brand(id: Int!): Brand! @skipAuth
  }
`
