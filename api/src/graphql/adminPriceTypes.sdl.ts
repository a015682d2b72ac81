export const schema = gql`
  "A price type in the admin's list."
  type AdminPriceType {
    id: Int!
    "Stable key; retail's («retail») never changes."
    code: String!
    name: String!
    "The shop's own prices (the product's «Цена»): cannot be deleted."
    isRetail: Boolean!
    "Products with a price of the type (retail: those not «on request»)."
    productCount: Int!
    "Customer groups that see the type."
    groupCount: Int!
  }

  "A customer group and the type its customers see."
  type AdminCustomerGroupPriceType {
    id: Int!
    name: String!
    title: String!
    "null — «Розничная»."
    priceTypeId: Int
    customerCount: Int!
  }

  type AdminPriceTypesScreen {
    priceTypes: [AdminPriceType!]!
    groups: [AdminCustomerGroupPriceType!]!
  }

  "A new type (no id) or a rename."
  input AdminPriceTypeInput {
    id: Int
    code: String!
    name: String!
  }

  input AdminPriceTypeDeleteInput {
    id: Int!
  }

  input AdminGroupPriceTypeInput {
    groupId: Int!
    "null — «Розничная»."
    priceTypeId: Int
  }

  type Query {
    "Price types and customer groups' types (admins)."
    adminPriceTypes: AdminPriceTypesScreen! @requireAuth(roles: ["admin"])
  }

  type Mutation {
    "Creates or renames a price type (admins)."
    saveAdminPriceType(input: AdminPriceTypeInput!): AdminPriceTypesScreen!
      @requireAuth(roles: ["admin"])
    "Deletes a price type with its prices; retail cannot be deleted (admins)."
    deleteAdminPriceType(input: AdminPriceTypeDeleteInput!): AdminPriceTypesScreen!
      @requireAuth(roles: ["admin"])
    "Sets the type a customer group sees (admins)."
    setAdminGroupPriceType(input: AdminGroupPriceTypeInput!): AdminPriceTypesScreen!
      @requireAuth(roles: ["admin"])
  }
`
