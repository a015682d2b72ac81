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

/** The most lines one request (or one order) may carry. */
export const MAX_ORDER_LINES = 300

export const NO_ITEMS_MESSAGE = 'Добавьте в заказ хотя бы один товар.'
export const TOO_MANY_LINES_MESSAGE = `В заказе может быть не больше ${MAX_ORDER_LINES} позиций.`
export const ITEM_SHAPE_MESSAGE =
  'Каждая позиция — объект {product: артикул, quantity: количество}.'

export interface ArticleLine {
  article: string
  quantity: number
}

/**
 * Order lines as callers send them (SPEC §3 "Guest order payload": items[]
 * of {product = article, quantity}): `{ lines }` (the same article twice is
 * summed by the writer), or `{ errors }` with every problem in Russian.
 * Quantity may be left out (1). Unknown articles are the caller's to check.
 */
export function parseArticleLines(
  raw: unknown,
  { allowEmpty = false } = {}
): { lines: ArticleLine[] } | { errors: string[] } {
  if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0)) {
    return allowEmpty ? { lines: [] } : { errors: [NO_ITEMS_MESSAGE] }
  }
  if (!Array.isArray(raw)) return { errors: [ITEM_SHAPE_MESSAGE] }
  if (raw.length > MAX_ORDER_LINES) return { errors: [TOO_MANY_LINES_MESSAGE] }
  const lines: ArticleLine[] = []
  const errors = new Set<string>()
  for (const item of raw) {
    if (typeof item !== 'object' || item === null) {
      errors.add(ITEM_SHAPE_MESSAGE)
      continue
    }
    const { product, article, quantity } = item as Record<string, unknown>
    const ref = typeof product === 'string' ? product : typeof article === 'string' ? article : ''
    const parsed = quantity === undefined ? 1 : parseQuantity(quantity)
    if (!ref.trim()) errors.add(ITEM_SHAPE_MESSAGE)
    else if (parsed === null) errors.add(QUANTITY_MESSAGE)
    else lines.push({ article: ref.trim(), quantity: parsed })
  }
  return errors.size ? { errors: [...errors] } : { lines }
}
