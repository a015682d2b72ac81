// No zod here: the web's first bundle carries these rules (the cart in the
// header), and the schemas of the cart's calls live in ./cartInput.
import { checkOrderLine, MAX_LINE_QUANTITY, QUANTITY_MESSAGE } from './orderLineLimits'
import { availabilityOf, type StockFacts } from './stockAvailability'

/**
 * The shopper's cart (SPEC §4 "Cart (popover)", "Cart (local store)", §5):
 * plus adds one (the first add sets 1), a typed integer sets the quantity,
 * below 1 removes the line, anything but an integer is refused. Pure; the
 * cart service and the web use it.
 */
export const INTEGER_MESSAGE = 'Введите целое число.'

export type CartChange =
  | { kind: 'increment' }
  | { kind: 'set'; quantity: number }
  | { kind: 'remove' }
  | { kind: 'invalid'; message: string }

/** What a cart quantity as sent means: absent → +1, integer < 1 → remove, integer → set. */
export function cartChangeOf(raw: unknown): CartChange {
  if (raw === undefined || raw === null) return { kind: 'increment' }
  const value =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw)
        ? Number(raw)
        : NaN
  if (!Number.isInteger(value)) return { kind: 'invalid', message: INTEGER_MESSAGE }
  if (value < 1) return { kind: 'remove' }
  if (value > MAX_LINE_QUANTITY) return { kind: 'invalid', message: QUANTITY_MESSAGE }
  return { kind: 'set', quantity: value }
}

/** The most lines a merge request may carry. */
export const MAX_MERGE_LINES = 200

/** The old API's (DRF's) word for a missing article, kept on the wire. */
export const ARTICLE_REQUIRED_MESSAGE = 'Обязательное поле.'
export const tooManyCartLinesMessage = (max: number) => `Не больше ${max} позиций.`

/**
 * A guest's local cart meeting the server cart at login: each line keeps the
 * larger quantity, so merging twice never doubles anything.
 */
export const mergedQuantity = (server: number | undefined, local: number) =>
  Math.min(MAX_LINE_QUANTITY, Math.max(server ?? 0, local))

/** A line of a guest's cart kept in the browser (SPEC §3 Cart item, stored locally). */
export interface LocalCartLine {
  article: string
  quantity: number
}

/**
 * SPEC §4 "Cart (local store)": the same quantity rules as the server cart
 * (none → +1, integer sets, below 1 removes, anything else is ignored), kept
 * in the order lines were first added.
 */
export function applyLocalCartChange(
  lines: LocalCartLine[],
  article: string,
  quantity?: unknown
): LocalCartLine[] {
  const change = cartChangeOf(quantity)
  const held = lines.find((line) => line.article === article)
  switch (change.kind) {
    case 'invalid':
      return lines
    case 'remove':
      return lines.filter((line) => line.article !== article)
    case 'increment':
      return held
        ? lines.map((line) =>
            line.article === article
              ? { ...line, quantity: Math.min(MAX_LINE_QUANTITY, line.quantity + 1) }
              : line
          )
        : [...lines, { article, quantity: 1 }]
    case 'set':
      return held
        ? lines.map((line) =>
            line.article === article ? { ...line, quantity: change.quantity } : line
          )
        : [...lines, { article, quantity: change.quantity }]
  }
}

/** Minus: one less, and the line goes at 0 (SPEC §4). */
export function decrementLocalCart(lines: LocalCartLine[], article: string): LocalCartLine[] {
  const held = lines.find((line) => line.article === article)
  return held ? applyLocalCartChange(lines, article, held.quantity - 1) : lines
}

/** A stored cart read back: well-formed lines only, one per article, at most 200. */
export function sanitizeLocalCart(value: unknown): LocalCartLine[] {
  if (!Array.isArray(value)) return []
  const seen = new Set<string>()
  const lines: LocalCartLine[] = []
  for (const item of value) {
    if (!item || typeof item !== 'object') continue
    const { article, quantity } = item as Record<string, unknown>
    if (typeof article !== 'string' || !article || seen.has(article)) continue
    if (!Number.isInteger(quantity) || (quantity as number) < 1) continue
    seen.add(article)
    lines.push({ article, quantity: Math.min(MAX_LINE_QUANTITY, quantity as number) })
  }
  return lines.slice(0, MAX_MERGE_LINES)
}

/**
 * What stock allows a cart line, said as drafts say it (SPEC §5 «В наличии
 * {N} товаров», the same `checkOrderLine`): the message when the line asks
 * for more than all shops have free of placed orders' holds, else null. A hint only: the cart keeps what
 * was typed (SPEC §4), the operator or the draft settles the quantity.
 */
export const cartStockMessage = (quantity: number, product: StockFacts) =>
  checkOrderLine(quantity, availabilityOf(product).total).message
