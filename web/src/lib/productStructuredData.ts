import { jsonLdText, productJsonLd } from '@domain/pageMeta'
import { DEFAULT_LOCALE, localePath, type Locale } from '@domain/sitePaths'

import { productPath } from 'src/lib/links'

/** What the product page's schema.org Product (with its Offer) is made of. */
export interface ProductForStructuredData {
  article: string
  name: string
  description: string
  currentPrice: number
  retailPrice?: number | null
  images: { file: string }[]
  brand?: { name: string } | null
  balance: { isAvailable: boolean }[]
}

/**
 * The text of the product page's Product JSON-LD. The public offer is the
 * retail price, whoever looks (a wholesale customer's own price is theirs,
 * not the shop's offer). The web server writes it again when it brings a
 * prerendered page's price up to date (src/lib/productPagePrices.tsx).
 * Its address is the page's own, in the page's language.
 */
export const productStructuredData = (
  product: ProductForStructuredData,
  origin: string,
  locale: Locale = DEFAULT_LOCALE
) =>
  jsonLdText(
    productJsonLd(
      {
        ...product,
        currentPrice: product.retailPrice ?? product.currentPrice,
        inStock: product.balance.some((entry) => entry.isAvailable),
      },
      origin,
      localePath(productPath(product.article), locale)
    )
  )
