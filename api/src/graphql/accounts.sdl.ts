export const schema = gql`
  type CustomerGroupRef {
    name: String!
    title: String!
  }

  "SPEC §3 User info: the first group is the customer group (b2c = retail)."
  type UserInfo {
    id: Int!
    email: String!
    lastName: String!
    firstName: String!
    middleName: String!
    phone: String
    role: String!
    groups: [CustomerGroupRef!]!
    "The prices this customer sees (their group's type); null: retail."
    priceType: PriceTypeRef
    emailConfirmed: Boolean!
  }

  type PriceTypeRef {
    code: String!
    name: String!
  }

  type Query {
    "The logged-in user (login check)."
    me: UserInfo! @requireAuth
  }
`
