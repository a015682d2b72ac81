export const schema = gql`
  type AccountNotice {
    detail: String!
  }

  "A password set by a letter's link: the notice, and whether the account works the shop (the page then leads to /admin)."
  type PasswordSetNotice {
    detail: String!
    backOffice: Boolean!
  }

  input RegisterAccountInput {
    email: String!
    password: String!
    lastName: String
    firstName: String
    middleName: String
    "The page's language (ru, kk): the letters are written in it. Left out: Russian, or the account's as it is."
    locale: String
  }

  type Mutation {
    "A retail (b2c) account; the answer is the same for a known address."
    registerAccount(input: RegisterAccountInput!): AccountNotice! @skipAuth
    confirmAccountEmail(token: String!): AccountNotice! @skipAuth
    resendAccountConfirmation(email: String!): AccountNotice! @skipAuth
    requestAccountPasswordReset(email: String!): AccountNotice! @skipAuth
    "Sets a new password by the letter's token; every session of the user ends."
    resetAccountPassword(token: String!, newPassword: String!): PasswordSetNotice! @skipAuth
  }
`
