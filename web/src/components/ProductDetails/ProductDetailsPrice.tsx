import PriceBlock from 'src/components/PriceBlock/PriceBlock'
import { usePriceBreakWords } from 'src/components/PriceBlock/usePriceBreakWords'
import { useCatalogueT } from 'src/lib/i18n/catalogueSide'
import type { PriceBreakData } from 'src/lib/priceBreaks'

/** What the product page's price part shows: the product query's price fields and the unit. */
export interface ProductPriceData {
  currentPrice: number
  lastPrice?: number | null
  retailPrice?: number | null
  priceTypeName?: string | null
  priceBreaks?: PriceBreakData[] | null
  unit: string
}

/**
 * The product page's price: current, old and discount, retail for reference,
 * and the quantity breaks. One component, because the web server draws it
 * again into a prerendered page when the price changed after the build
 * (src/lib/productPagePrices.tsx): the markup must be exactly what React
 * draws here, or the page would not be adopted.
 */
const ProductDetailsPrice = ({ product }: { product: ProductPriceData }) => {
  const t = useCatalogueT()
  const { breakText } = usePriceBreakWords()
  return (
    <>
      <PriceBlock
        price={product.currentPrice}
        lastPrice={product.lastPrice}
        retailPrice={product.retailPrice}
        priceTypeName={product.priceTypeName}
        size="large"
      />
      {product.priceBreaks?.length ? (
        <section aria-labelledby="price-breaks-title" className="product-details__breaks">
          <h2 id="price-breaks-title">{t('product.priceBreaks')}</h2>
          <ul>
            {product.priceBreaks.map((tier) => (
              <li key={tier.minQuantity}>{breakText(tier, product.unit)}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}

export default ProductDetailsPrice
