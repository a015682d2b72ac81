export const schema = gql`
  type AdminCustomerGroup {
    name: String!
    title: String!
  }

  "A customer account as the back office shows it."
  type AdminCustomer {
    id: Int!
    email: String!
    lastName: String!
    firstName: String!
    middleName: String!
    phone: String
    role: String!
    "The role vip (SPEC §3)."
    vip: Boolean!
    "The customer group: the first group's name (b2c: retail, wholesale)."
    group: String
    groups: [AdminCustomerGroup!]!
    isActive: Boolean!
    emailConfirmed: Boolean!
    createdAt: DateTime!
    "The version an edit is based on."
    updatedAt: DateTime!
  }

  type AdminCustomerOrder {
    id: Int!
    number: String!
    status: String!
    total: String
    placedAt: DateTime
  }

  type AdminCustomerDetail {
    id: Int!
    email: String!
    lastName: String!
    firstName: String!
    middleName: String!
    phone: String
    role: String!
    vip: Boolean!
    group: String
    groups: [AdminCustomerGroup!]!
    isActive: Boolean!
    emailConfirmed: Boolean!
    createdAt: DateTime!
    updatedAt: DateTime!
    "Placed orders, newest first (at most 100)."
    orders: [AdminCustomerOrder!]!
  }

  type AdminCustomerPage {
    items: [AdminCustomer!]!
    total: Int!
    page: Int!
    pageSize: Int!
  }

  input ChangeCustomerGroupInput {
    id: Int
    "b2c or wholesale."
    group: String
    vip: Boolean
    "The updatedAt the screen showed."
    updatedAt: String
  }

  type Query {
    "Customers by e-mail, name or phone (managers, admins)."
    adminCustomers(
      page: Int
      pageSize: Int
      sort: String
      direction: String
      search: String
    ): AdminCustomerPage! @requireAuth(roles: ["manager", "admin"])
    "One customer with their orders (managers, admins)."
    adminCustomer(id: Int!): AdminCustomerDetail! @requireAuth(roles: ["manager", "admin"])
  }

  type Mutation {
    "Sets a customer's group and vip flag (managers, admins)."
    changeAdminCustomerGroup(input: ChangeCustomerGroupInput!): AdminCustomerDetail!
      @requireAuth(roles: ["manager", "admin"])
  }
`
