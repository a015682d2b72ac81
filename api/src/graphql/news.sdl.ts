export const schema = gql`
  "A news item or promotion (SPEC §2 /about/news)."
  type News {
    id: Int!
    title: String!
    slug: String!
    summary: String!
    "Text in Markdown."
    body: String!
    "Public address of the main picture, or null."
    image: String
    "Public addresses of further pictures."
    gallery: [String!]!
    "A promotion («акция») rather than news."
    isPromo: Boolean!
    publishedAt: DateTime!
  }

  type NewsPage {
    count: Int!
    page: Int!
    pageSize: Int!
    results: [News!]!
  }

  type Query {
    "Published news, newest first; the same rules as GET /api/v1/news/."
    newsList(page: Int, pageSize: Int): NewsPage! @skipAuth
    "One published news item; NOT_FOUND otherwise (GET /api/v1/news/{id}/)."
    newsItem(id: Int!): News! @skipAuth
  }
`
