export const schema = gql`
  "A product of the catalogue (SPEC §3 Product). Prices in tenge."
  type Product {
    id: Int!
    article: String!
    name: String!
    "The language name is in: kk where the Kazakh text is written and asked for, else ru."
    nameLang: TextLang!
    slug: String!
    description: String!
    "The language description is in: kk where the Kazakh text is written and asked for, else ru."
    descriptionLang: TextLang!
    """
    Base (list) price; 0 or -1 means «Цену уточняйте у менеджера».
    Like every price here it is the viewer's: their customer group's price type.
    """
    price: Float!
    "What the viewer pays for one piece (their price type; retail for guests)."
    currentPrice: Float!
    "Old price, struck through when above currentPrice (retail only)."
    lastPrice: Float
    "The retail price for reference, when the viewer's price type gives another."
    retailPrice: Float
    "Lower unit prices from a quantity on, in the viewer's price type."
    priceBreaks: [PriceBreak!]!
    "The viewer's price type («Розничная», «Оптовая» …)."
    priceTypeName: String!
    isPopular: Boolean!
    isNew: Boolean!
    unit: String!
    category: Category!
    subcategory: Subcategory
    brand: Brand
    images: [ProductImage!]!
    "Total in all shops; null for guests (SPEC §6)."
    quantity: Int
    balance: [BalanceLine!]!
    characteristics: [Characteristic!]!
    createdAt: DateTime!
  }

  "A quantity break: the unit price from minQuantity pieces on."
  type PriceBreak {
    minQuantity: Int!
    price: Float!
  }

  type ProductImage {
    file: String!
    alt: String!
  }

  "Stock of a product in one shop; guests see availability only."
  type BalanceLine {
    shop: Shop!
    isAvailable: Boolean!
    count: Int
  }

  type Characteristic {
    name: String!
    "The language name is in: kk where the Kazakh text is written and asked for, else ru."
    nameLang: TextLang!
    "The value in the reader's language: yes/no words and units in Kazakh on a Kazakh request; the maker's words as written."
    value: String!
    "The language value is in: ru for the maker's Russian words (a Kazakh page marks them lang=ru)."
    valueLang: TextLang!
    unit: String
  }

  type ProductPage {
    count: Int!
    page: Int!
    pageSize: Int!
    results: [Product!]!
  }

  type PriceLimits {
    minPrice: Float
    maxPrice: Float
  }

  input NumberRangeInput {
    min: Float
    max: Float
  }

  "The filters of SPEC §3; categoryName «РАСПРОДАЖА» or a promo section lists discounted goods."
  input ProductFilterInput {
    categoryName: String
    subcategoryName: String
    brandNames: [String!]
    price: NumberRangeInput
    width: NumberRangeInput
    length: NumberRangeInput
    isPopular: Boolean
    isNew: Boolean
    search: String
  }

  type Query {
    "The catalogue listing; ordering as in REST (price, -price, name, created …)."
    products(filter: ProductFilterInput, ordering: String, page: Int, pageSize: Int): ProductPage!
      @skipAuth
    product(article: String!): Product! @skipAuth
    "Active products for up to 30 articles, in the order given; unknown ones are left out (the compare page)."
    productsByArticles(articles: [String!]!): [Product!]! @skipAuth
    newProducts(page: Int, pageSize: Int): ProductPage! @skipAuth
    "Price bounds of the goods the filter selects (its own price bounds aside)."
    priceLimits(filter: ProductFilterInput): PriceLimits! @skipAuth
  }
`
