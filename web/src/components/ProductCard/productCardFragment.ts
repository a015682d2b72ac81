/**
 * What every product tile or row of the shop reads: the catalogue and search
 * lists, the home page's new products, favourites, compare, recently viewed
 * and the cart lines. A price field the cards show is added here (and shown by
 * `ProductCardPrice` in ProductCard.tsx), and every list asks for it.
 *
 * Kept apart from ProductCard.tsx: the cart's documents (ShopState) use it, and
 * the card itself uses the cart.
 */
export const PRODUCT_CARD_PRICE_FIELDS = gql`
  fragment ProductCardPriceFields on Product {
    currentPrice
    lastPrice
    retailPrice
    # The viewer's quantity breaks: a card tells the next one («ещё 3 шт. до цены …»).
    priceBreaks {
      minQuantity
      price
    }
  }
`

export const PRODUCT_CARD_FIELDS = gql`
  fragment ProductCardFields on Product {
    id
    article
    name
    # A Russian fallback on a Kazakh page is marked lang="ru".
    nameLang
    ...ProductCardPriceFields
    images {
      file
      alt
    }
    subcategory {
      name
    }
    balance {
      isAvailable
    }
  }
  ${PRODUCT_CARD_PRICE_FIELDS}
`
