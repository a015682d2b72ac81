/**
 * How quantity breaks read on the storefront. The rule itself (which break a
 * line reaches, never above retail) is the api's (lib/domain/priceTypes): the
 * api sends each line's unitPrice, and this only names the break behind it.
 * Pure.
 */
import { formatTenge, isPriced, toTiyn } from '@domain/money'
import { quantityText, unitLabel } from '@domain/productDisplay'
import { nextBreakFor } from '@modules/pricing/rules/nextBreak'

export interface PriceBreakData {
  minQuantity: number
  price: number
}

/** «от 10 шт. — 9 500 ₸ за шт.» */
export const priceBreakText = (tier: PriceBreakData, unit?: string | null) =>
  `от ${quantityText(tier.minQuantity, unit)} — ${formatTenge(tier.price)} за ${unitLabel(unit)}`

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

/**
 * «ещё 3 шт. до цены 38 000 ₸»: how many more pieces than `quantity` reach the
 * next break (modules/pricing/rules/nextBreak), or null when there is none.
 */
export function nextBreakText(
  breaks: readonly PriceBreakData[] | null | undefined,
  quantity: number,
  unit?: string | null
): string | null {
  const next = nextBreakFor(breaks, quantity)
  return next ? `ещё ${quantityText(next.missing, unit)} до цены ${formatTenge(next.price)}` : null
}
