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
    "The language of the account's letters and notifications: ru or kk."
    locale: String!
    "The contact of the customer's latest placed order with a phone (checkout prefill); null: none."
    lastOrderContact: OrderContact
  }

  "Whom the shop called about an order."
  type OrderContact {
    name: String!
    "E.164, e.g. +77011234567."
    phone: String!
    email: String!
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
