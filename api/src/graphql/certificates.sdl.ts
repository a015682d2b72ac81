export const schema = gql`
  "A certificate of the company or of its products (SPEC §2 /about/certificate)."
  type Certificate {
    id: Int!
    title: String!
    description: String!
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
