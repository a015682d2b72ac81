/**
 * Price types and quantity breaks (issue 20 part 1), one pure rule that the
 * catalogue's SQL (services/products/priceView.ts mirrors it, and a test
 * checks both agree), the cart, the drafts and placing all follow:
 *
 * - Retail («Розничная») is the product's own price (currentPrice, with its
 *   old price). Guests, search engines and retail customers see it.
 * - A customer group may name another type («Оптовая»): its customers see
 *   that type's price where the product has one, and retail where not.
 * - Nobody pays more than retail: a type's price above the retail price
 *   gives way to it (a retail promotion reaches wholesale buyers too).
 * - A quantity break («от 10 шт — 9 500 ₸») of the viewer's type lowers the
 *   unit price of a line of that many pieces or more.
 * - The struck-through old price belongs to retail: it is shown only when
 *   the viewer pays the retail price; a wholesale buyer sees the retail
 *   price beside their own instead, for reference.
 *
 * Amounts in tiyn (1/100 ₸); 0 or less is «Цену уточняйте у менеджера»
 * (isPriced). No imports beyond money: the web bundles this file.
 */
import { isPriced } from '../../../lib/domain/money'

export type Tiyn = number

/** The code of the shop's own (retail) price type. */
export const RETAIL_PRICE_TYPE = 'retail'

export const RETAIL_TYPE_PRICE_MESSAGE =
  'Розничная цена за штуку — это «Цена» товара; для розничного типа задаются только скидки за количество.'

/**
 * Retail's one-piece price is the product's own «Цена» (currentPrice), so
 * a price row of the retail type is a quantity break, from 2 pieces.
 * Pricing ignores any other already stored (tiersOfType); the product form
 * (services/adminCatalog) and the import (lib/catalogImport/plan) refuse it,
 * with this one message (typePriceRowProblem).
 */
export const isTypePriceRowAllowed = (row: { typeCode: string; minQuantity: number }) =>
  row.typeCode !== RETAIL_PRICE_TYPE || row.minQuantity > 1

/** Why a type's price row may not be stored (the one message), or null. */
export const typePriceRowProblem = (row: { typeCode: string; minQuantity: number }) =>
  isTypePriceRowAllowed(row) ? null : RETAIL_TYPE_PRICE_MESSAGE

/** What the product itself stores: the retail price and its old price. */
export interface RetailPrice {
  currentPrice: Tiyn
  lastPrice: Tiyn | null
}

/** One ProductPrice row of the viewer's type: the price from minQuantity pieces on. */
export interface PriceTier {
  minQuantity: number
  price: Tiyn
}

export interface ViewerPrice {
  /** What the viewer pays for one piece (≤ 0: on request). */
  currentPrice: Tiyn
  /** The struck-through old price, or null. */
  lastPrice: Tiyn | null
  /** The retail price, shown for reference when the viewer's differs from it. */
  retailPrice: Tiyn | null
  /** Cheaper prices for larger quantities, ascending by quantity, each below the one before. */
  breaks: PriceTier[]
}

/** The price of one piece for a type: its minQuantity-1 row, or retail, never above retail. */
export function baseUnitPrice(retail: RetailPrice, tiers: readonly PriceTier[]): Tiyn {
  const own = tiers.find((tier) => tier.minQuantity <= 1 && isPriced(tier.price))
  if (!own) return retail.currentPrice
  return isPriced(retail.currentPrice) ? Math.min(own.price, retail.currentPrice) : own.price
}

/** The breaks that lower the price, each cheaper than the quantity before it. */
export function effectiveBreaks(retail: RetailPrice, tiers: readonly PriceTier[]): PriceTier[] {
  let floor = baseUnitPrice(retail, tiers)
  if (!isPriced(floor)) return []
  const breaks: PriceTier[] = []
  const larger = tiers
    .filter((tier) => tier.minQuantity > 1 && isPriced(tier.price))
    .sort((a, b) => a.minQuantity - b.minQuantity)
  for (const tier of larger) {
    if (tier.price >= floor) continue
    breaks.push({ minQuantity: tier.minQuantity, price: tier.price })
    floor = tier.price
  }
  return breaks
}

/** Everything a viewer with these tiers sees of a product's price. */
export function viewerPrice(retail: RetailPrice, tiers: readonly PriceTier[]): ViewerPrice {
  const currentPrice = baseUnitPrice(retail, tiers)
  const paysRetail = currentPrice === retail.currentPrice
  return {
    currentPrice,
    lastPrice:
      paysRetail &&
      retail.lastPrice !== null &&
      retail.lastPrice > currentPrice &&
      isPriced(currentPrice)
        ? retail.lastPrice
        : null,
    retailPrice: !paysRetail && isPriced(retail.currentPrice) ? retail.currentPrice : null,
    breaks: effectiveBreaks(retail, tiers),
  }
}

/** The unit price of a line of `quantity` pieces: the deepest break it reaches. */
export function unitPriceFor(
  retail: RetailPrice,
  tiers: readonly PriceTier[],
  quantity: number
): Tiyn {
  let price = baseUnitPrice(retail, tiers)
  for (const tier of effectiveBreaks(retail, tiers)) {
    if (quantity >= tier.minQuantity) price = tier.price
  }
  return price
}

/** The tiers that matter for a viewer of `typeCode`: retail viewers use only retail's breaks. */
export function tiersOfType(
  rows: readonly (PriceTier & { typeCode: string })[],
  typeCode: string
): PriceTier[] {
  return rows
    .filter((row) => row.typeCode === typeCode && isTypePriceRowAllowed(row))
    .map(({ minQuantity, price }) => ({ minQuantity, price }))
}
