export const schema = gql`
  "A way to pay for an order («Наличными при получении», …)."
  type PaymentType {
    id: Int!
    name: String!
    description: String!
    position: Int!
  }

  type Query {
    "Active payment types in display order; the same as GET /api/v1/paymentTypes/."
    paymentTypes: [PaymentType!]! @skipAuth
  }
`
