export const schema = gql`
  "A page of the company's own production (SPEC §2 /production/{id})."
  type ProductionPage {
    id: Int!
    "One of the 8 production slugs, e.g. water-pumping-station."
    slug: String!
    title: String!
    "The language title is in: kk where the Kazakh text is written and asked for, else ru."
    titleLang: TextLang!
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
    position: Int!
  }

  type Query {
    "Production pages in display order; the same as GET /api/v1/production/."
    productionPages: [ProductionPage!]! @skipAuth
    "One production page by numeric id or slug; NOT_FOUND when there is none (GET /api/v1/production/{id}/)."
    productionPage(idOrSlug: String!): ProductionPage! @skipAuth
  }
`
