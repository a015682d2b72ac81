/**
 * The next quantity break a buyer can reach (issue 30 §5): the cards, the cart
 * lines and the product page tell a buyer whose price type has breaks
 * «ещё 3 шт. до цены 38 000 ₸». The breaks are the ones the api already sends
 * (effectiveBreaks: ascending, each cheaper than the one before), so the price
 * named is one the api will charge. No imports: the web bundles this file.
 */

export interface QuantityBreak {
  minQuantity: number
  price: number
}

export interface NextBreak {
  /** How many more pieces reach it (at least 1). */
  missing: number
  minQuantity: number
  price: number
}

/**
 * The first break above `quantity` pieces, or null: no breaks (a price type
 * without them, a guest), the top break already reached, or a break whose
 * price is not below what `quantity` pieces already cost (never promise a
 * price that is not lower).
 */
export function nextBreakFor(
  breaks: readonly QuantityBreak[] | null | undefined,
  quantity: number
): NextBreak | null {
  const have = Number.isFinite(quantity) ? Math.max(0, Math.floor(quantity)) : 0
  const sorted = [...(breaks ?? [])]
    .filter((tier) => tier.price > 0 && tier.minQuantity > 0)
    .sort((a, b) => a.minQuantity - b.minQuantity)
  const reached = sorted.filter((tier) => tier.minQuantity <= have).pop()
  const next = sorted.find(
    (tier) => tier.minQuantity > have && (!reached || tier.price < reached.price)
  )
  if (!next) return null
  return { missing: next.minQuantity - have, minQuantity: next.minQuantity, price: next.price }
}
