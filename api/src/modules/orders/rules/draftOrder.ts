import {
  CHOICE_MESSAGE,
  id,
  integer,
  line,
  longText,
  MAX_DB_INTEGER,
  type InputOf,
} from '../../../lib/domain/inputFields'
import { ORDER_STATUSES } from '../../../lib/domain/orderLifecycle'
import {
  lineQuantity,
  MAX_ORDER_LINES,
  NO_ITEMS_MESSAGE,
  orderLineInput,
  orderLinesInput,
  TOO_MANY_LINES_MESSAGE,
} from '../../../lib/domain/orderLines'
import { ARTICLE_MAX } from '../../../lib/domain/productFields'
import { z } from '../../../lib/domain/zod'

import { COMMENT_MAX } from './guestOrder'

/**
 * The inputs of a customer's drafts and orders (SPEC §4, §7): one schema per
 * use case, parsed alike by the REST body, the GraphQL arguments and the
 * account pages. Pure.
 */

/**
 * A new draft: from the given lines, or — items left out — from the
 * customer's server cart. An empty list is an empty draft (filled from a
 * file later).
 */
export const draftOrderInput = z.object({
  items: z
    .array(orderLineInput)
    .max(MAX_ORDER_LINES, TOO_MANY_LINES_MESSAGE)
    .nullish()
    .transform((items) => items ?? null),
  comment: longText({ max: COMMENT_MAX }),
})
export type DraftOrderInput = InputOf<typeof draftOrderInput>

/**
 * Lines added to a draft: `{items: [...]}`, or one line as the old site also
 * took it, `{product, quantity}`.
 */
export const addOrderItemsInput = z
  .object({
    items: orderLinesInput.optional(),
    product: line({ max: ARTICLE_MAX }),
    quantity: lineQuantity().nullish(),
  })
  .transform((input, context) => {
    if (input.items) return { items: input.items }
    if (input.product) return { items: [{ product: input.product, quantity: input.quantity ?? 1 }] }
    context.addIssue({ code: 'custom', path: ['items'], message: NO_ITEMS_MESSAGE, input })
    return z.NEVER
  })
export type AddOrderItemsInput = InputOf<typeof addOrderItemsInput>

/** A line's new quantity (lowered to the stock by the service). */
export const orderItemQuantityInput = z.object({ quantity: lineQuantity() })
export type OrderItemQuantityInput = InputOf<typeof orderItemQuantityInput>

export const ITEM_IDS_MESSAGE = 'Передайте список id позиций заказа.'
/** The most lines one removal names (an order holds at most MAX_ORDER_LINES). */
export const MAX_REMOVED_ITEMS = 500

/** Lines removed from a draft, by id (REST names the list `items`). */
export const removeOrderItemsInput = z.object({
  itemIds: z
    .array(id(ITEM_IDS_MESSAGE), { error: ITEM_IDS_MESSAGE })
    .min(1, ITEM_IDS_MESSAGE)
    .max(MAX_REMOVED_ITEMS, ITEM_IDS_MESSAGE),
})
export type RemoveOrderItemsInput = InputOf<typeof removeOrderItemsInput>

export const SHOP_NOT_FOUND_MESSAGE = 'Магазин не найден.'

/**
 * Placing a draft: the pickup shop and a comment, both optional; left out,
 * what the draft holds stays (null).
 */
export const placeOrderInput = z.object({
  shop: id(SHOP_NOT_FOUND_MESSAGE)
    .nullish()
    .transform((shop) => shop ?? null),
  comment: longText({ max: COMMENT_MAX, absentAsNull: true }),
})
export type PlaceOrderInput = InputOf<typeof placeOrderInput>

export const CHOOSE_SHOP_MESSAGE = 'Выберите магазин.'

/** The checkout page places with a pickup shop always chosen. */
export const checkoutInput = placeOrderInput.extend({
  shop: integer({
    min: 1,
    max: MAX_DB_INTEGER,
    message: CHOOSE_SHOP_MESSAGE,
    invalid: CHOOSE_SHOP_MESSAGE,
    required: CHOOSE_SHOP_MESSAGE,
  }),
})

/** Names what was sent when it is text; anything else (an object, a list) is asked to choose. */
export const unknownStatusMessage = (status: unknown) =>
  typeof status === 'string' || typeof status === 'number'
    ? `Неизвестный статус «${String(status).slice(0, 40)}».`
    : CHOICE_MESSAGE

/** A staff status change: a status of the lifecycle table and an optional comment. */
export const orderStatusInput = z.object({
  status: z.enum(ORDER_STATUSES, {
    error: (issue) =>
      issue.input === undefined ? CHOICE_MESSAGE : unknownStatusMessage(issue.input),
  }),
  comment: longText({ max: COMMENT_MAX }),
})
export type OrderStatusInput = InputOf<typeof orderStatusInput>
