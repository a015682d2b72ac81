export const schema = gql`
  "A product in the back office's list (prices in tenge as the editor names them)."
  type AdminProductRow {
    id: Int!
    article: String!
    name: String!
    "What the shopper pays; 0 — «Цену уточняйте у менеджера»."
    price: Float!
    "Struck-through old price (above price), or null."
    oldPrice: Float
    "Units in all shops together (a shop's negative count is none)."
    stockTotal: Int!
    isActive: Boolean!
    isPopular: Boolean!
    isNew: Boolean!
    categoryName: String!
    subcategoryName: String
    brandName: String
    pictureUrl: String
    updatedAt: DateTime!
  }

  type AdminProductPage {
    items: [AdminProductRow!]!
    count: Int!
    page: Int!
    pageSize: Int!
  }

  input AdminProductListInput {
    page: Int
    pageSize: Int
    "name, article, price, updatedAt"
    sort: String
    "asc, desc"
    direction: String
    "Part of the name or article."
    search: String
    categoryId: Int
    subcategoryId: Int
    brandId: Int
    "yes, no; absent — either."
    active: String
    popular: String
    isNew: String
    "in, out; absent — either."
    stock: String
  }

  input AdminProductFilterInput {
    search: String
    categoryId: Int
    subcategoryId: Int
    brandId: Int
    active: String
    popular: String
    isNew: String
    stock: String
  }

  type AdminOption {
    id: Int!
    name: String!
  }

  type AdminCategoryOption {
    id: Int!
    name: String!
    subcategories: [AdminOption!]!
  }

  "A price type as the product form lists it; retail's one-piece price is the product's own."
  type AdminPriceTypeOption {
    id: Int!
    code: String!
    name: String!
    isRetail: Boolean!
  }

  "The choices of the catalogue's forms and filters."
  type AdminCatalogOptions {
    categories: [AdminCategoryOption!]!
    brands: [AdminOption!]!
    shops: [AdminOption!]!
    "In the shop's order."
    priceTypes: [AdminPriceTypeOption!]!
  }

  "From minQuantity pieces on, a piece costs price (tenge)."
  type AdminPriceBreak {
    minQuantity: Int!
    price: Float!
  }

  "A product's prices of one type."
  type AdminProductTypePrice {
    priceTypeId: Int!
    "The one-piece price; null — none (retail applies; always null for retail itself)."
    price: Float
    "Quantity breaks («от N шт»), ascending."
    breaks: [AdminPriceBreak!]!
  }

  type AdminProductAttribute {
    name: String!
    "The name on Kazakh pages; '' — the Russian one is shown."
    nameKk: String!
    value: String!
  }

  type AdminProductStock {
    shopId: Int!
    shopName: String!
    count: Int!
  }

  type AdminProductPicture {
    id: Int!
    "Path in the media store."
    file: String!
    url: String!
    alt: String!
  }

  "A product as the edit screen shows it; updatedAt is the version a save must name."
  type AdminProduct {
    id: Int!
    article: String!
    name: String!
    slug: String!
    description: String!
    "Kazakh name and description; '' — the Russian ones are shown."
    nameKk: String!
    descriptionKk: String!
    price: Float!
    oldPrice: Float
    isActive: Boolean!
    isPopular: Boolean!
    isNew: Boolean!
    "Listed on Kaspi.kz when the price list lists flagged products."
    onKaspi: Boolean!
    "Kaspi's card SKU when it differs from the article."
    kaspiSku: String
    categoryId: Int!
    subcategoryId: Int
    brandId: Int
    updatedAt: DateTime!
    attributes: [AdminProductAttribute!]!
    "Every shop, 0 where the product has none."
    stock: [AdminProductStock!]!
    "In the order the shop shows them; the first is the main picture."
    pictures: [AdminProductPicture!]!
    "Every price type, in the shop's order."
    typePrices: [AdminProductTypePrice!]!
  }

  input AdminProductAttributeInput {
    name: String!
    "The name on Kazakh pages; '' — the Russian one; absent — left as stored."
    nameKk: String
    value: String!
  }

  input AdminProductStockInput {
    shopId: Int!
    count: Int!
  }

  input AdminPriceBreakInput {
    "2 … 100 000"
    minQuantity: Int!
    "Tenge, above 0."
    price: Float!
  }

  input AdminProductTypePriceInput {
    priceTypeId: Int!
    "Tenge above 0, or null — none (retail applies). Must be null for retail."
    price: Float
    breaks: [AdminPriceBreakInput!]
  }

  "A new product (no id) or an edit of the version updatedAt."
  input AdminProductInput {
    id: Int
    updatedAt: String
    article: String!
    name: String!
    description: String
    "Kazakh twins: '' — the Russian text is shown; absent — left as stored."
    nameKk: String
    descriptionKk: String
    price: Float
    oldPrice: Float
    isActive: Boolean!
    isPopular: Boolean!
    isNew: Boolean!
    "Absent — left as stored."
    onKaspi: Boolean
    "'' — none; absent — left as stored."
    kaspiSku: String
    categoryId: Int!
    subcategoryId: Int
    brandId: Int
    attributes: [AdminProductAttributeInput!]
    stock: [AdminProductStockInput!]
    "The types whose prices and breaks are replaced; absent — all stay as stored."
    typePrices: [AdminProductTypePriceInput!]
  }

  input AdminPictureAddInput {
    productId: Int!
    "The path POST /api/v1/admin/media/ answered."
    file: String!
    alt: String
  }

  input AdminPictureMoveInput {
    pictureId: Int!
    "up, down"
    direction: String!
  }

  input AdminPictureDeleteInput {
    pictureId: Int!
  }

  input BulkPriceInput {
    filter: AdminProductFilterInput!
    "percent, amount"
    mode: String!
    "up, down"
    direction: String!
    "Percent or tenge, above 0."
    value: Float!
    "Apply only: the preview's count; a different set is refused (409)."
    expectedCount: Int
  }

  type BulkPriceRow {
    id: Int!
    article: String!
    name: String!
    price: Float!
    oldPrice: Float
    newPrice: Float!
    newOldPrice: Float
  }

  type BulkPricePreview {
    "Products the filter selects."
    count: Int!
    "Of them, those whose price changes (on-request prices are left alone)."
    changed: Int!
    "The first rows, old → new."
    rows: [BulkPriceRow!]!
  }

  type BulkPriceResult {
    count: Int!
    changed: Int!
  }

  type Query {
    "The back office's product list (catalogue staff)."
    adminProducts(input: AdminProductListInput): AdminProductPage!
      @requireAuth(roles: ["editor", "admin"])
    "One product to edit (catalogue staff)."
    adminProduct(id: Int!): AdminProduct! @requireAuth(roles: ["editor", "admin"])
    "Sections, brands and shops for the catalogue's forms (catalogue staff)."
    adminCatalogOptions: AdminCatalogOptions! @requireAuth(roles: ["editor", "admin"])
    "What a bulk price change would do (catalogue staff)."
    bulkPricePreview(input: BulkPriceInput!): BulkPricePreview!
      @requireAuth(roles: ["editor", "admin"])
  }

  type Mutation {
    "Creates a product or saves an edit; a stale edit is 409 with the fresh product."
    saveAdminProduct(input: AdminProductInput!): AdminProduct!
      @requireAuth(roles: ["editor", "admin"])
    addAdminProductPicture(input: AdminPictureAddInput!): AdminProduct!
      @requireAuth(roles: ["editor", "admin"])
    moveAdminProductPicture(input: AdminPictureMoveInput!): AdminProduct!
      @requireAuth(roles: ["editor", "admin"])
    deleteAdminProductPicture(input: AdminPictureDeleteInput!): AdminProduct!
      @requireAuth(roles: ["editor", "admin"])
    "Applies a bulk price change in one transaction (catalogue staff)."
    applyBulkPrice(input: BulkPriceInput!): BulkPriceResult!
      @requireAuth(roles: ["editor", "admin"])
  }
`
