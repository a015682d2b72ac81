export const schema = gql`
  "A shop of the company (SPEC §3 Shop): where orders are picked up and stock is kept."
  type Shop {
    id: Int!
    name: String!
    "The name shown to guests («Магазин в Атырау»)."
    nameForGuest: String!
    "Whether a guest may choose this shop in the operator order form."
    isCanOrderByGuest: Boolean!
    city: String!
    "Nested as in the old site's API: shop.address.address."
    address: ShopAddress!
    phone: String
    workingHours: String!
    position: Int!
  }

  type ShopAddress {
    "Street address."
    address: String!
    city: String!
  }

  type Query {
    "Shops in display order; the same as GET /api/v1/shop/."
    shops(isCanOrderByGuest: Boolean): [Shop!]! @skipAuth
  }
`
