/**
 * The limits of one order line, without zod: the web's first bundle reads
 * them through the cart rules, the schemas of ./orderLines enforce them.
 */

/** The largest quantity one order line accepts, whatever the stock. */
export const MAX_LINE_QUANTITY = 100_000

export const QUANTITY_MESSAGE = 'Введите целое число от 1 до 100 000.'

/** The longest article the catalogue holds (1C codes are far shorter). */
export const ARTICLE_MAX = 100
