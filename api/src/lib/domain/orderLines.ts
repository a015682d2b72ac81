/**
 * Order items against stock (SPEC §4 "Order items on load", §5): a quantity
 * above the total stock of all shops is lowered to it with the message
 * 'В наличии {N} товаров'; an item with stock stays valid (and pre-checked),
 * one without is marked incorrect. Pure; the order services, the order-file
 * fill and the web use it.
 */
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

/** The largest quantity one order line accepts, whatever the stock. */
export const MAX_LINE_QUANTITY = 100_000

export const QUANTITY_MESSAGE = 'Введите целое число от 1 до 100 000.'

/**
 * A quantity as sent (number or digits): a whole number 1…MAX_LINE_QUANTITY,
 * else null. Strings are accepted because spreadsheets and forms send them.
 */
export function parseQuantity(raw: unknown): number | null {
  const value =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw)
        ? Number(raw)
        : NaN
  return Number.isInteger(value) && value >= 1 && value <= MAX_LINE_QUANTITY ? value : null
}

/** «A-001042»: what shoppers read, from the `order_number_seq` value. */
export const formatOrderNumber = (sequenceValue: number | bigint) =>
  `A-${String(sequenceValue).padStart(6, '0')}`
