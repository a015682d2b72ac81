/**
 * A product's fields as every path that writes them checks them — the back
 * office's form (./adminCatalog, also parsed by the web form), the CSV/XLSX
 * import and the 1C exchange (lib/catalogImport): one zod field per product
 * field, one Russian message per rule. The imports read their notation
 * («150 000,50 ₸», «3 шт», «10.000») themselves and hand the value to the
 * same field (`fieldProblem`). The article's length is also what every
 * lookup by article accepts (cart, favourites, orders, order files). Pure.
 */
import { integer, line, longText, russianIssue } from './inputFields'
import { isPriced } from './money'
import { z } from './zod'

/** The longest article: what the catalogue holds and every lookup by article accepts. */
export const ARTICLE_MAX = 100
export const NAME_MAX = 500
export const DESCRIPTION_MAX = 20_000
/** «шт», «м», «компл.», «упак»: a word next to a quantity. */
export const UNIT_MAX = 50
export const ATTRIBUTE_NAME_MAX = 200
export const ATTRIBUTE_VALUE_MAX = 500
/** Decimal(12, 2): below 10^10 tenge. */
export const MAX_PRICE_TENGE = 9_999_999_999
/** Stock.count is a 32-bit integer; a count this large is a typo anyway. */
export const MAX_STOCK_COUNT = 999_999_999
/** Quantity breaks («от N шт»): from 2 pieces (1 is the type's own price) to an order line's limit. */
export const MIN_BREAK_QUANTITY = 2
export const MAX_BREAK_QUANTITY = 100_000

export const ARTICLE_REQUIRED_MESSAGE = 'Введите артикул.'
export const NAME_REQUIRED_MESSAGE = 'Введите название.'
export const UNIT_REQUIRED_MESSAGE = 'Введите единицу измерения.'
export const ATTRIBUTE_NAME_REQUIRED_MESSAGE = 'Введите название характеристики.'
export const ATTRIBUTE_VALUE_REQUIRED_MESSAGE = 'Введите значение.'
export const PRICE_MESSAGE =
  'Введите цену в тенге: число от 0 до 9 999 999 999, до двух знаков после запятой.'
export const OLD_PRICE_MESSAGE = 'Старая цена должна быть больше цены (или оставьте её пустой).'
export const OLD_PRICE_ON_REQUEST_MESSAGE = 'У товара с ценой по запросу (0) старой цены нет.'
export const TYPE_PRICE_MESSAGE =
  'Цена типа — число больше 0, до двух знаков после запятой (пусто — действует розничная).'
export const BREAK_PRICE_MESSAGE =
  'Цена скидки за количество — число больше 0, до двух знаков после запятой.'
export const BREAK_QUANTITY_MESSAGE = 'Количество для скидки — целое число от 2 до 100 000.'
export const STOCK_COUNT_MESSAGE = 'Нужно целое число от 0 до 999 999 999.'

/** Tenge as a number or as a form's text («12 500,50»); null when empty. */
export const tenge = (message = PRICE_MESSAGE) =>
  z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((value, context) => {
      if (value === null || value === undefined) return null
      const text = typeof value === 'number' ? String(value) : value.replace(/[\s\u00a0]/g, '')
      if (text === '') return null
      const number = /^\d{1,10}(?:[.,]\d{1,2})?$/.test(text) ? Number(text.replace(',', '.')) : NaN
      if (!Number.isFinite(number) || number < 0 || number > MAX_PRICE_TENGE) {
        context.addIssue({ code: 'custom', message, input: value })
        return z.NEVER
      }
      return number
    })

/** A price above 0 (0 would read as «on request»); null when empty. */
const positiveTenge = (message: string) =>
  tenge(message).refine((value) => value === null || value > 0, message)

const count = (min: number, max: number, message: string) =>
  integer({ min, max, message, invalid: message, required: message })

/** One zod field per product field: the admin schema is built of them, the imports check by them. */
export const productFields = {
  article: () => line({ max: ARTICLE_MAX, required: ARTICLE_REQUIRED_MESSAGE }),
  name: () => line({ max: NAME_MAX, required: NAME_REQUIRED_MESSAGE }),
  description: () => longText({ max: DESCRIPTION_MAX }),
  unit: () => line({ max: UNIT_MAX, required: UNIT_REQUIRED_MESSAGE }),
  /** «Цена»: what the shopper pays; 0 is «Цену уточняйте у менеджера». */
  price: () => tenge().refine((value) => value !== null, PRICE_MESSAGE),
  /** «Старая цена»: null is none; above the price (`oldPriceProblem`). */
  oldPrice: () => tenge(OLD_PRICE_MESSAGE),
  /** A price type's price for one piece; null is none (retail applies). */
  typePrice: () => positiveTenge(TYPE_PRICE_MESSAGE),
  breakPrice: () =>
    positiveTenge(BREAK_PRICE_MESSAGE).refine((value) => value !== null, BREAK_PRICE_MESSAGE),
  breakQuantity: () => count(MIN_BREAK_QUANTITY, MAX_BREAK_QUANTITY, BREAK_QUANTITY_MESSAGE),
  stockCount: () => count(0, MAX_STOCK_COUNT, STOCK_COUNT_MESSAGE),
  attributeName: () => line({ max: ATTRIBUTE_NAME_MAX, required: ATTRIBUTE_NAME_REQUIRED_MESSAGE }),
  attributeValue: () =>
    line({ max: ATTRIBUTE_VALUE_MAX, required: ATTRIBUTE_VALUE_REQUIRED_MESSAGE }),
  /**
   * The Kazakh twins (issue 33 §3): the Russian field's limit, never
   * required — '' shows the Russian text. Absent (an older client, an import
   * without the column) is null: the stored Kazakh text stays.
   */
  nameKk: () => line({ max: NAME_MAX, absentAsNull: true }),
  descriptionKk: () => longText({ max: DESCRIPTION_MAX, absentAsNull: true }),
  attributeNameKk: () => line({ max: ATTRIBUTE_NAME_MAX, absentAsNull: true }),
}

/**
 * The message a field gives a value, or null when it takes it: how the
 * imports check what they read by the form's very field.
 */
export function fieldProblem(field: z.ZodType, value: unknown): string | null {
  const result = field.safeParse(value, { error: russianIssue })
  return result.success ? null : result.error.issues[0].message
}

/**
 * An old price next to the price (tiyn; null: none): above it, and none for
 * «price on request» (≤ 0). The form and the imports refuse by this rule.
 */
export function oldPriceProblem(price: number, oldPrice: number | null): string | null {
  if (oldPrice === null) return null
  if (!isPriced(price)) return OLD_PRICE_ON_REQUEST_MESSAGE
  return oldPrice > price ? null : OLD_PRICE_MESSAGE
}
