import { line, MAX_DB_INTEGER, type InputOf } from './inputFields'
import { ARTICLE_MAX } from './productFields'
import { z } from './zod'

/**
 * Adding a favourite (SPEC §7 POST /favorites/, GraphQL addFavorite): the
 * product by its article or by its id, as the old site took it. Pure.
 */
export const PRODUCT_REQUIRED_MESSAGE = 'Обязательное поле.'
export const PRODUCT_NOT_FOUND_MESSAGE = 'Товар не найден.'

/**
 * Which product was meant: an id (a JSON number), an article, or digits that
 * may be either (the id is tried first, as the old site did).
 */
export interface ProductRef {
  id: number | null
  article: string | null
}

/** Digits short enough to be an id (the old site's rule, and below 2^31). */
const ID_DIGITS = /^\d{1,9}$/

const byId = z
  .number()
  .refine(
    (value) => Number.isInteger(value) && value >= 1 && value <= MAX_DB_INTEGER,
    // No product has such an id: the old site answered «not found» too.
    PRODUCT_NOT_FOUND_MESSAGE
  )
  .transform((id): ProductRef => ({ id, article: null }))

const byArticle = line({
  max: ARTICLE_MAX,
  required: PRODUCT_REQUIRED_MESSAGE,
  invalid: PRODUCT_NOT_FOUND_MESSAGE,
}).transform(
  (text): ProductRef => ({ id: ID_DIGITS.test(text) ? Number(text) : null, article: text })
)

export const favoriteInput = z.object({
  product: z
    .union([z.number(), z.string()], {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? PRODUCT_REQUIRED_MESSAGE
          : PRODUCT_NOT_FOUND_MESSAGE,
    })
    // By the type sent (a zod union would only say «none of these»).
    .transform((value, context): ProductRef => {
      const parsed = (typeof value === 'number' ? byId : byArticle).safeParse(value)
      if (parsed.success) return parsed.data
      for (const issue of parsed.error.issues) {
        context.addIssue({ code: 'custom', message: issue.message, input: value })
      }
      return z.NEVER
    })
    .meta({ description: 'Артикул или id товара', example: 'NS-100' }),
})
export type FavoriteInput = InputOf<typeof favoriteInput>
