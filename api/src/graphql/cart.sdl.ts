export const schema = gql`
  "A line of the shopper's server cart."
  type CartLine {
    product: Product!
    quantity: Int!
    "The viewer's unit price at this quantity (quantity breaks); 0 or less: on request."
    unitPrice: Float!
    "null when the price is on request."
    lineTotal: Float
    "«В наличии {N} товаров» when the line asks for more than all shops hold (as drafts say), else null."
    stockMessage: String
  }

  type Cart {
    lines: [CartLine!]!
    "Sum of quantities (the header badge)."
    count: Int!
    "Sum of the priced lines."
    total: Float!
    hasUnpriced: Boolean!
    "Articles a merge skipped (unknown or no longer sold)."
    skipped: [String!]
  }

  type Query {
    myCart: Cart! @requireAuth
    "A guest's browser cart priced by the server (same lines, totals and stock rules); at most 200 lines."
    guestCart(items: [OrderLineInput!]!): Cart! @skipAuth
  }

  type Mutation {
    "No quantity: +1 (first add sets 1); an integer sets it; below 1 removes the line."
    addToCart(article: String!, quantity: Int): Cart! @requireAuth
    removeFromCart(article: String!): Cart! @requireAuth
    clearCart: Cart! @requireAuth
    "The guest's local cart at login: each line keeps the larger quantity."
    mergeCart(items: [OrderLineInput!]!): Cart! @requireAuth
  }
`
