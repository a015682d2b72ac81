/**
 * Quantity breaks on the storefront. The rule itself (which break a line
 * reaches, never above retail) is the api's (lib/domain/priceTypes): the api
 * sends each line's unitPrice, and this only names the break behind it. Their
 * words in the page's language: components/PriceBlock/usePriceBreakWords.
 * Pure.
 */
import { isPriced, toTiyn } from '@domain/money'

export interface PriceBreakData {
  minQuantity: number
  price: number
}

/**
 * The break a line of `quantity` pieces is priced by, or null when it pays the
 * single-piece price: the deepest break it reaches, provided the api's unit
 * price is that break's (so the note never contradicts the price shown).
 */
export function breakOfLine(
  line: { quantity: number; unitPrice: number },
  product: { currentPrice: number; priceBreaks?: readonly PriceBreakData[] | null }
): PriceBreakData | null {
  if (!isPriced(line.unitPrice) || toTiyn(line.unitPrice) === toTiyn(product.currentPrice)) {
    return null
  }
  const reached = (product.priceBreaks ?? [])
    .filter((tier) => tier.minQuantity <= line.quantity)
    .sort((a, b) => b.minQuantity - a.minQuantity)[0]
  return reached && toTiyn(reached.price) === toTiyn(line.unitPrice) ? reached : null
}
