export const schema = gql`
  "A question and its answer (the FAQ page and the account tab «Вопросы и ответы»)."
  type FaqEntry {
    id: Int!
    question: String!
    "The language question is in: kk where the Kazakh text is written and asked for, else ru."
    questionLang: TextLang!
    "Plain text; blank lines separate paragraphs."
    answer: String!
    "The language answer is in: kk where the Kazakh text is written and asked for, else ru."
    answerLang: TextLang!
    position: Int!
  }

  """
  An editable text of the site: about, service, delivery, policy, wholesaler,
  contacts (data: phones, e-mail, hours, address, social and messenger links),
  advantages (data.items) and promo_banner (shown until validUntil).
  """
  type ContentBlock {
    key: String!
    title: String!
    "The language title is in: kk where the Kazakh text is written and asked for, else ru."
    titleLang: TextLang!
    body: String!
    "The language body is in: kk where the Kazakh text is written and asked for, else ru."
    bodyLang: TextLang!
    data: JSON
    validUntil: DateTime
    "False once validUntil has passed: the web hides an expired promo."
    isActive: Boolean!
    updatedAt: DateTime!
  }

  type Query {
    faqEntries: [FaqEntry!]! @skipAuth
    "One block by key; NOT_FOUND when there is none."
    contentBlock(key: String!): ContentBlock! @skipAuth
    "A block the page frame shows (promo banner, contacts, advantages); null while nobody wrote it, so a new shop's pages still prerender."
    siteBlock(key: String!): ContentBlock @skipAuth
  }
`
