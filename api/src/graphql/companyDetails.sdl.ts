export const schema = gql`
  "A customer's company: the buyer a «Счёт на оплату» names (issue 20)."
  type CompanyDetails {
    legalName: String!
    "БИН or ИИН, 12 digits."
    bin: String!
    legalAddress: String!
    "KZ IBAN, 20 characters, no spaces."
    iban: String!
    bankName: String!
    "The bank's БИК (SWIFT-style, 8 or 11 characters)."
    bik: String!
    "Код бенефициара, two digits (e.g. 17)."
    kbe: String!
    updatedAt: DateTime!
  }

  "Every field is required; spaces in БИН, IBAN and БИК are forgiven."
  input CompanyDetailsInput {
    legalName: String
    bin: String
    legalAddress: String
    iban: String
    bankName: String
    bik: String
    kbe: String
  }

  type Query {
    "The logged-in customer's company details, or null."
    myCompany: CompanyDetails @requireAuth
    "A customer's company details (managers, admins), or null."
    adminCustomerCompany(userId: Int!): CompanyDetails @requireAuth(roles: ["manager", "admin"])
  }

  type Mutation {
    "Creates or replaces the logged-in customer's company details."
    saveMyCompany(input: CompanyDetailsInput!): CompanyDetails! @requireAuth
    "Removes the logged-in customer's company details."
    deleteMyCompany: Boolean! @requireAuth
  }
`
