export const schema = gql`
  "A certificate of the company or of its products (SPEC §2 /about/certificate)."
  type Certificate {
    id: Int!
    "The title in the request's language (Kazakh where written)."
    title: String!
    "The language title is in."
    titleLang: TextLang!
    "The description in the request's language (Kazakh where written)."
    description: String!
    "The language description is in."
    descriptionLang: TextLang!
    "Public address of the certificate's picture."
    image: String!
    "Public address of the full document (PDF), or null."
    file: String
    position: Int!
  }

  type Query {
    "Certificates in display order; the same as GET /api/v1/certificates/."
    certificates: [Certificate!]! @skipAuth
  }
`
