export const schema = gql`
  "A shop as the Kaspi.kz price list names it."
  type AdminKaspiShop {
    shopId: Int!
    name: String!
    city: String!
    "The point of sale's id in the Kaspi cabinet (PP1 …); null — the shop is not on Kaspi."
    kaspiStoreId: String
    "The city's KATO code (Атырау 231010000)."
    katoCode: String
  }

  "A section or a brand to choose from."
  type AdminKaspiChoice {
    id: Int!
    name: String!
  }

  "Products left out of the price list for one reason."
  type AdminKaspiLeftOut {
    "inactive, not_selected, no_price, price_on_request, invalid_sku, no_stock"
    reason: String!
    label: String!
    count: Int!
  }

  "The Kaspi.kz price list's settings and what it lists now (admins)."
  type AdminKaspiScreen {
    merchantId: String!
    company: String!
    token: String
    "all, sections, brands or flagged"
    listing: String!
    categoryIds: [Int!]!
    brandIds: [Int!]!
    shops: [AdminKaspiShop!]!
    sectionChoices: [AdminKaspiChoice!]!
    brandChoices: [AdminKaspiChoice!]!
    "The list's path at the site's root, with the secret when one is set."
    feedPath: String!
    listed: Int!
    leftOut: [AdminKaspiLeftOut!]!
    "What keeps Kaspi from taking the list, in words."
    problems: [String!]!
  }

  input AdminKaspiShopInput {
    shopId: Int!
    kaspiStoreId: String
    katoCode: String
  }

  input AdminKaspiSettingsInput {
    merchantId: String!
    company: String!
    token: String
    listing: String!
    categoryIds: [Int!]
    brandIds: [Int!]
    shops: [AdminKaspiShopInput!]
  }

  type Query {
    "The Kaspi.kz price list's settings and counts (admins)."
    adminKaspi: AdminKaspiScreen! @requireAuth(roles: ["admin"])
  }

  type Mutation {
    "Saves the Kaspi.kz price list's settings and the shops' points of sale (admins)."
    saveAdminKaspi(input: AdminKaspiSettingsInput!): AdminKaspiScreen!
      @requireAuth(roles: ["admin"])
  }
`
