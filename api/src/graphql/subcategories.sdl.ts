export const schema = gql`
  "A subcategory of a catalogue section."
  type Subcategory {
    id: Int!
    name: String!
    "The language name is in: kk where the Kazakh text is written and asked for, else ru."
    nameLang: TextLang!
    slug: String!
    categoryId: Int!
    category: Category!
    position: Int!
    "Public address of the picture, or null."
    image: String
  }

  type SubcategoryPage {
    count: Int!
    page: Int!
    pageSize: Int!
    results: [Subcategory!]!
  }

  type Query {
    "Subcategories, optionally of one section (by its name); the same rules as GET /api/v1/subcategory/."
    subcategories(categoryName: String, page: Int, pageSize: Int): SubcategoryPage! @skipAuth
  }
`
