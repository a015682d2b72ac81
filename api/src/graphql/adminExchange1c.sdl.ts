export const schema = gql`
  "1C's exchange account (role exchange): it opens /api/1c/exchange only."
  type AdminExchangeAccount {
    id: Int!
    email: String!
    isActive: Boolean!
    createdAt: DateTime!
  }

  "An exchange account just made or given a new password: the password is shown once."
  type AdminExchangeAccountSaved {
    id: Int!
    email: String!
    password: String!
    created: Boolean!
  }

  type AdminCatalogExchangeFile {
    name: String!
    bytes: Int!
  }

  "One catalogue exchange with 1C («Обмен с 1С»)."
  type AdminCatalogExchange {
    id: Int!
    startedAt: DateTime!
    finishedAt: DateTime
    userEmail: String!
    "running, success or failure."
    status: String!
    files: [AdminCatalogExchangeFile!]!
    created: Int!
    updated: Int!
    hidden: Int!
    remarks: [String!]!
    errors: [String!]!
  }

  type AdminCatalogExchangePage {
    items: [AdminCatalogExchange!]!
    total: Int!
    page: Int!
    pageSize: Int!
  }

  type Query {
    "1C's exchange accounts (admins)."
    adminExchangeAccounts: [AdminExchangeAccount!]! @requireAuth(roles: ["admin"])
    "The log of catalogue exchanges with 1C, newest first (catalogue staff)."
    adminCatalogExchanges(page: Int, pageSize: Int): AdminCatalogExchangePage!
      @requireAuth(roles: ["editor", "admin"])
  }

  type Mutation {
    "Creates 1C's exchange account or gives it a new random password, shown once (admins)."
    saveAdminExchangeAccount(email: String!): AdminExchangeAccountSaved!
      @requireAuth(roles: ["admin"])
  }
`
