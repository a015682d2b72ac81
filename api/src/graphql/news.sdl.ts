export const schema = gql`
  "A news item or promotion (SPEC §2 /about/news)."
  type News {
    id: Int!
    title: String!
    "The language title is in: kk where the Kazakh text is written and asked for, else ru."
    titleLang: TextLang!
    slug: String!
    summary: String!
    "The language summary is in: kk where the Kazakh text is written and asked for, else ru."
    summaryLang: TextLang!
    "Text in Markdown."
    body: String!
    "The language body is in: kk where the Kazakh text is written and asked for, else ru."
    bodyLang: TextLang!
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
