/**
 * The limits of one order line and its stock rule, without zod: the web's
 * first bundle reads them through the cart rules, the schemas of
 * ./orderLines enforce them.
 */

/** The largest quantity one order line accepts, whatever the stock. */
export const MAX_LINE_QUANTITY = 100_000

export const QUANTITY_MESSAGE = 'Введите целое число от 1 до 100 000.'

export const stockMessage = (count: number) => `В наличии ${count} товаров`

export interface CheckedLine {
  /** The quantity the order can take now: min(requested, stock). */
  quantity: number
  /** Stock above 0: the item is valid and pre-checked. */
  correct: boolean
  /** True when `quantity` was lowered below what was asked. */
  capped: boolean
  /** 'В наличии {N} товаров' when lowered (or nothing is in stock), else null. */
  message: string | null
}

export function checkOrderLine(requested: number, totalStock: number): CheckedLine {
  const stock = Math.max(0, Math.floor(totalStock))
  const capped = requested > stock
  const quantity = capped ? stock : requested
  return { quantity, correct: stock > 0, capped, message: capped ? stockMessage(stock) : null }
}
