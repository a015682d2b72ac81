export const schema = gql`
  "A way to pay for an order («Наличными при получении», …)."
  type PaymentType {
    id: Int!
    name: String!
    "on_receipt (cash or card when handed over), invoice (bank transfer against an invoice), online (card through the gateway) or installment (the gateway bank's installment)."
    kind: String!
    description: String!
    "The name on Kazakh pages (issue 33); empty where the shop has not written one: show name."
    nameKk: String!
    "The description on Kazakh pages; empty where the shop has not written one: show description."
    descriptionKk: String!
    position: Int!
  }

  type Query {
    "Active payment types in display order; the same as GET /api/v1/paymentTypes/."
    paymentTypes: [PaymentType!]! @skipAuth
  }
`
