/**
 * How a product's three stored prices follow from the two an editor names
 * (issue 18 «Catalogue»; the same rule as the catalogue import): «Цена» is
 * what the shopper pays (currentPrice); «Старая цена» above it is shown
 * struck through (lastPrice) and is the list price (price); 0 means «Цену
 * уточняйте у менеджера» (SPEC §9). Amounts in tiyn (1/100 ₸). Pure.
 */
import { fromTiyn, isPriced, toTiyn } from '../../../lib/domain/money'

export type Tiyn = number

/** The stored columns for a shopper's price and an old price (null: none). */
export function targetPrices(current: Tiyn, old: Tiyn | null) {
  if (!isPriced(current)) return { price: current, currentPrice: 0, lastPrice: null }
  const lastPrice = old !== null && old > current ? old : null
  return { price: lastPrice ?? current, currentPrice: current, lastPrice }
}

type Amount = number | string | { toString(): string }

/** The two prices an editor sees for stored columns (the inverse of targetPrices), in tenge. */
export function editablePrices(stored: {
  price: Amount
  currentPrice: Amount
  lastPrice: Amount | null
}): { price: number; oldPrice: number | null } {
  if (!isPriced(stored.price)) return { price: 0, oldPrice: null }
  const current = toTiyn(stored.currentPrice)
  const old = stored.lastPrice === null ? null : toTiyn(stored.lastPrice)
  return {
    price: fromTiyn(current),
    oldPrice: old !== null && old > current ? fromTiyn(old) : null,
  }
}

// ───────────────────────────── Bulk change ─────────────────────────────

export const PRICE_CHANGE_MODES = ['percent', 'amount'] as const
export type PriceChangeMode = (typeof PRICE_CHANGE_MODES)[number]
export const PRICE_CHANGE_DIRECTIONS = ['up', 'down'] as const
export type PriceChangeDirection = (typeof PRICE_CHANGE_DIRECTIONS)[number]

export interface PriceChange {
  mode: PriceChangeMode
  direction: PriceChangeDirection
  /** Percent (e.g. 10 or 2.5) or tenge. */
  value: number
}

/** The lowest price a bulk change leaves: 0 would turn the product into «price on request». */
export const MIN_CHANGED_PRICE: Tiyn = 100

/**
 * One price after the change, in whole tenge (rounded half up). A decrease
 * stops at 1 ₸: a priced product never becomes «on request» by a bulk change.
 */
export function changedPrice(current: Tiyn, change: PriceChange): Tiyn {
  const sign = change.direction === 'up' ? 1 : -1
  const raw =
    change.mode === 'percent'
      ? current * (1 + (sign * change.value) / 100)
      : current + sign * toTiyn(change.value)
  // Whole tenge; the epsilon keeps 1.005-style float noise from rounding down.
  const whole = Math.round(raw / 100 + 1e-9) * 100
  return Math.max(MIN_CHANGED_PRICE, whole)
}

export interface BulkPriceResult {
  /** Shopper's price before and after, tenge. */
  before: { price: number; oldPrice: number | null }
  after: { price: number; oldPrice: number | null }
  /** The stored columns to write (tiyn), or null when nothing changes. */
  write: { price: Tiyn; currentPrice: Tiyn; lastPrice: Tiyn | null } | null
}

/**
 * A product's prices after a bulk change, used by the preview and the apply
 * alike. «On request» products (price 0) are left as they are. The old price
 * moves by the same rule, so a discount stays a discount; when it no longer
 * lies above the new price it is dropped (targetPrices).
 */
export function bulkPriceOf(
  stored: { price: Amount; currentPrice: Amount; lastPrice: Amount | null },
  change: PriceChange
): BulkPriceResult {
  const before = editablePrices(stored)
  if (!isPriced(before.price)) return { before, after: before, write: null }
  const current = changedPrice(toTiyn(before.price), change)
  const old = before.oldPrice === null ? null : changedPrice(toTiyn(before.oldPrice), change)
  const target = targetPrices(current, old)
  const after = {
    price: fromTiyn(target.currentPrice),
    oldPrice: target.lastPrice === null ? null : fromTiyn(target.lastPrice),
  }
  const same = after.price === before.price && after.oldPrice === before.oldPrice
  return { before, after, write: same ? null : target }
}
