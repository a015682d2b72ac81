export const schema = gql`
  "The owner's own changes (SPEC §3); absent fields stay as they are."
  input UpdateProfileInput {
    lastName: String
    firstName: String
    middleName: String
    "Kazakh number in any form (8…, 7…, +7…, +7 (701) 234 56 78); stored as +7XXXXXXXXXX. Empty clears it."
    phone: String
    "«Язык писем»: ru or kk, the language of the account's letters and notifications."
    locale: String
  }

  type Mutation {
    "Changes the logged-in user's names and phone; never e-mail, role or groups."
    updateMyProfile(input: UpdateProfileInput!): UserInfo! @requireAuth
    "Changes the password after checking the current one; every other session ends."
    changeMyPassword(currentPassword: String!, newPassword: String!): Boolean! @requireAuth
  }
`
