export const schema = gql`
  "A shop of the company (SPEC §3 Shop): where orders are picked up and stock is kept."
  type Shop {
    id: Int!
    name: String!
    "The name shown to guests («Магазин в Атырау»), in the request's language where written."
    nameForGuest: String!
    "The language nameForGuest is in: ru or kk."
    nameForGuestLang: String!
    "Whether a guest may choose this shop in the operator order form."
    isCanOrderByGuest: Boolean!
    city: String!
    "Nested as in the old site's API: shop.address.address."
    address: ShopAddress!
    phone: String
    "Opening hours, in the request's language where written."
    workingHours: String!
    "The language workingHours is in: ru or kk."
    workingHoursLang: String!
    position: Int!
  }

  type ShopAddress {
    "Street address, in the request's language where written."
    address: String!
    "The language address is in."
    addressLang: TextLang!
    city: String!
  }

  type Query {
    "Shops in display order; the same as GET /api/v1/shop/."
    shops(isCanOrderByGuest: Boolean): [Shop!]! @skipAuth
  }
`
