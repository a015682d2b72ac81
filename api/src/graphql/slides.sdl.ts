export const schema = gql`
  """
  A picture of the home page sliders: the carousel, the marketing slider or
  the product slider (SPEC §7 /carousel, /slider/marketings, /slider/product).
  """
  type Slide {
    id: Int!
    kind: SlideKind!
    title: String!
    "The language title is in: kk where the Kazakh text is written and asked for, else ru."
    titleLang: TextLang!
    subtitle: String!
    "The language subtitle is in: kk where the Kazakh text is written and asked for, else ru."
    subtitleLang: TextLang!
    "Public address of the picture."
    image: String!
    "Where the slide leads, a path of the site or an external address."
    link: String
    position: Int!
    "The product a product slide shows; null on other slides."
    product: SlideProduct
  }

  enum SlideKind {
    carousel
    marketing
    product
  }

  "What a product slide shows of its product (prices in tenge)."
  type SlideProduct {
    id: Int!
    article: String!
    name: String!
    "The language name is in: kk where the Kazakh text is written and asked for, else ru."
    nameLang: TextLang!
    slug: String!
    price: Float!
    currentPrice: Float!
    lastPrice: Float
    "Public address of the product's first image, or null."
    image: String
  }

  type Query {
    "Active slides of one kind in display order; the same rules as GET /api/v1/carousel, /slider/marketings, /slider/product."
    slides(kind: SlideKind!): [Slide!]! @skipAuth
  }
`
