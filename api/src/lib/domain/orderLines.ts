/**
 * Order items against stock (SPEC §4 "Order items on load", §5): a quantity
 * above the total stock of all shops is lowered to it with the message
 * 'В наличии {N} товаров'; an item with stock stays valid (and pre-checked),
 * one without is marked incorrect. Pure; the order services, the order-file
 * fill and the web use it.
 */

import { integer, line, type InputOf } from './inputFields'
import { isPriced, lineTotal } from './money'
import {
  checkOrderLine,
  MAX_LINE_QUANTITY,
  QUANTITY_MESSAGE,
  stockMessage,
  type CheckedLine,
} from './orderLineLimits'
import { ARTICLE_MAX } from './productFields'
import { z } from './zod'

export { checkOrderLine, MAX_LINE_QUANTITY, QUANTITY_MESSAGE, stockMessage }
export type { CheckedLine }

/** «A-001042»: what shoppers read, from the `order_number_seq` value. */
export const formatOrderNumber = (sequenceValue: number | bigint) =>
  `A-${String(sequenceValue).padStart(6, '0')}`

/** The most lines one request (or one order) may carry. */
export const MAX_ORDER_LINES = 300

export const NO_ITEMS_MESSAGE = 'Добавьте в заказ хотя бы один товар.'
export const TOO_MANY_LINES_MESSAGE = `В заказе может быть не больше ${MAX_ORDER_LINES} позиций.`
export const ITEM_SHAPE_MESSAGE =
  'Каждая позиция — объект {product: артикул, quantity: количество}.'

type Amount = number | string | { toString(): string }

export interface OrderLineFacts {
  /** The order is still a draft: prices and stock are today's. */
  isDraft: boolean
  /** What the line holds. */
  quantity: number
  /** Fixed at placing (null on a draft). */
  fixedPrice: Amount | null
  fixedLastPrice: Amount | null
  /** The product's price and old price now. */
  currentPrice: Amount
  lastPrice: Amount | null
  /** Stock of all shops now. */
  totalStock: number
}

export interface OrderLineState {
  /** For a draft: lowered to the stock (SPEC §4); else what was ordered. */
  quantity: number
  /** Unit price, null when it is on request (0 / -1). */
  price: number | null
  lastPrice: number | null
  lineTotal: number | null
  /** SPEC §4: stock above 0, valid and pre-checked (placed orders: always). */
  correct: boolean
  /** Stock of all shops (SPEC §3 allCount). */
  allCount: number
  /** 'В наличии {N} товаров' when lowered (SPEC §3 errorMessage), else null. */
  errorMessage: string | null
}

const priceOrNull = (value: Amount | null) =>
  value !== null && isPriced(value) ? Number(String(value)) : null

/** How an order line reads: the stock rule on drafts, fixed prices once placed. */
export function orderLineState(facts: OrderLineFacts): OrderLineState {
  if (!facts.isDraft) {
    const price = priceOrNull(facts.fixedPrice)
    return {
      quantity: facts.quantity,
      price,
      lastPrice: priceOrNull(facts.fixedLastPrice),
      lineTotal: lineTotal(price, facts.quantity),
      correct: true,
      allCount: Math.max(0, facts.totalStock),
      errorMessage: null,
    }
  }
  const check = checkOrderLine(facts.quantity, facts.totalStock)
  const quantity = check.correct ? check.quantity : facts.quantity
  const price = priceOrNull(facts.currentPrice)
  return {
    quantity,
    price,
    lastPrice: priceOrNull(facts.lastPrice),
    lineTotal: lineTotal(price, quantity),
    correct: check.correct,
    allCount: Math.max(0, facts.totalStock),
    errorMessage: check.message,
  }
}

/** A line's quantity: a whole number 1…100 000 (digits as text too, see `integer`). */
export const lineQuantity = () =>
  integer({ min: 1, max: MAX_LINE_QUANTITY, message: QUANTITY_MESSAGE, invalid: QUANTITY_MESSAGE })

/** One order line as sent: {product: article, quantity}; quantity left out is one piece. */
export const orderLineInput = z.object(
  {
    product: line({ max: ARTICLE_MAX, required: ITEM_SHAPE_MESSAGE, invalid: ITEM_SHAPE_MESSAGE }),
    quantity: lineQuantity()
      .nullish()
      .transform((quantity) => quantity ?? 1),
  },
  { error: ITEM_SHAPE_MESSAGE }
)
export type OrderLineInput = InputOf<typeof orderLineInput>

/**
 * Order lines as callers send them (SPEC §3 "Guest order payload"): 1…300;
 * the same article twice is summed by the writer. Unknown articles are the
 * service's to check (that is data).
 */
export const orderLinesInput = z
  .array(orderLineInput, {
    error: (issue) => (issue.input === undefined ? NO_ITEMS_MESSAGE : ITEM_SHAPE_MESSAGE),
  })
  .min(1, NO_ITEMS_MESSAGE)
  .max(MAX_ORDER_LINES, TOO_MANY_LINES_MESSAGE)
