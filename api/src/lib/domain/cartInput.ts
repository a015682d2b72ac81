import {
  cartChangeOf,
  type CartChange,
  ARTICLE_REQUIRED_MESSAGE,
  INTEGER_MESSAGE,
  MAX_MERGE_LINES,
  tooManyCartLinesMessage,
} from './cart'
import { line, type InputOf } from './inputFields'
import { ITEM_SHAPE_MESSAGE, orderLineInput } from './orderLines'
import { ARTICLE_MAX } from './productFields'
import { z } from './zod'

/**
 * The cart's calls as sent (SPEC §4 "Cart (popover)", §5): one schema each for
 * REST and GraphQL, over the pure rules of ./cart.
 */

/** A product's article as the cart takes it. */
const cartArticle = () => line({ max: ARTICLE_MAX, required: ARTICLE_REQUIRED_MESSAGE })

/**
 * A cart quantity as sent, read by `cartChangeOf` (one rule for the server
 * cart, the local cart and the web's typed quantities).
 */
const cartQuantity = () =>
  z
    .union([z.number(), z.string()], { error: INTEGER_MESSAGE })
    .nullish()
    .transform((raw, context): Exclude<CartChange, { kind: 'invalid' }> => {
      const change = cartChangeOf(raw)
      if (change.kind !== 'invalid') return change
      context.addIssue({ code: 'custom', message: change.message, input: raw })
      return z.NEVER
    })

/**
 * POST /cart/add/ (GraphQL addToCart): an article and, optionally, a
 * quantity; parsed into what it does to the line (`change`).
 */
export const cartAddInput = z
  .object({
    article: cartArticle(),
    quantity: cartQuantity().meta({
      description: 'Без количества — +1; целое меньше 1 — удалить позицию',
    }),
  })
  .transform(({ article, quantity }) => ({ article, change: quantity }))
export type CartAddInput = InputOf<typeof cartAddInput>

/** DELETE /cart/remove/ (GraphQL removeFromCart): the article of the line. */
export const cartRemovalInput = z.object({ article: cartArticle() })
export type CartRemovalInput = InputOf<typeof cartRemovalInput>

/**
 * A guest's browser cart as lines (POST /cart/merge/ at login, and the
 * guestCart preview): order lines, up to MAX_MERGE_LINES; none is an empty cart.
 */
export const cartLinesInput = z.object({
  items: z
    .array(orderLineInput, { error: ITEM_SHAPE_MESSAGE })
    .max(MAX_MERGE_LINES, tooManyCartLinesMessage(MAX_MERGE_LINES))
    .nullish()
    .transform((items) => items ?? []),
})
export type CartLinesInput = InputOf<typeof cartLinesInput>
