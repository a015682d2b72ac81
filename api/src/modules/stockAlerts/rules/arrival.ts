/**
 * When a product may be waited for and when its arrival is due (issue 34 §3).
 * Kept apart from the request's schema so the product page decides without
 * loading zod: the dialog and its schema arrive when a shopper opens it.
 */
import { isPriced, type Amount } from '../../../lib/domain/money'

/** A product as the rule needs it. */
export interface AlertProductFacts {
  isActive: boolean
  currentPrice: Amount
  /** What all shops can still sell together (stock less what orders hold). */
  availableTotal: number
}

export type StockAlertRefusal = 'gone' | 'in_stock' | 'price_on_request'

/**
 * Why a shopper may not ask for this product now, or null when they may:
 * a hidden product is gone; one a shop has can be ordered; one whose price
 * is on request is a manager's matter (SPEC §6 «Цену уточняйте у менеджера»).
 */
export function stockAlertRefusal(product: AlertProductFacts | null): StockAlertRefusal | null {
  if (!product || !product.isActive) return 'gone'
  if (!isPriced(product.currentPrice)) return 'price_on_request'
  if (product.availableTotal > 0) return 'in_stock'
  return null
}

/** The page offers the button exactly when the api would take the request. */
export const canAskForArrival = (product: AlertProductFacts) => stockAlertRefusal(product) === null

/**
 * The arrival is due once the product can be bought again: shown, priced,
 * and some shop has a unit no order holds. A product hidden or put «on
 * request» meanwhile keeps its shoppers waiting rather than inviting them to
 * something they cannot order.
 */
export const isArrivalDue = (product: AlertProductFacts) =>
  product.isActive && isPriced(product.currentPrice) && product.availableTotal > 0
