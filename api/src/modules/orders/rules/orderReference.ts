import { formatOrderNumber } from '../../../lib/domain/orderLines'

/**
 * What a shopper types to find an order (/my-orders, `GET /order/{ref}/`,
 * GraphQL `guestOrder`): the number they are shown — «A-001085» in the
 * success modal and the letter — however it is typed («a-1085», «А001085»
 * on the Russian layout, «Заказ № A-001085» pasted from the letter), or the
 * bare digits, which older letters gave as the order's internal code (79).
 */
export interface OrderReference {
  /** The shopper's number, as stored: «A-001085». */
  number: string
  /** Bare digits may also be the internal code; null when the letter was typed. */
  id: number | null
  /** One spelling of it, parsed again to the same reference («A-001085» or «1085»). */
  text: string
}

export const ORDER_REFERENCE_MESSAGE = 'Введите номер заказа из письма, например A-001085.'

/** The largest code an order can have (PostgreSQL `integer`). */
const MAX_ORDER_ID = 2_147_483_647

/**
 * The number's letter however it is typed: Latin «A» and its Cyrillic
 * look-alike «А» (the Russian layout), either case.
 */
const LETTER = '[aа]'
/** Any dash or none: hyphen, the typographers' dashes, a minus. */
const DASH = '[-‐‑–—−]?'

// «Заказ», «№» and «#» from a pasted letter.
const REFERENCE = new RegExp(
  `^(?:заказ\\s*)?(?:[№#]\\s*)?(?:(${LETTER})\\s*${DASH}\\s*)?(\\d{1,10})$`,
  'iu'
)

export function parseOrderReference(raw: unknown): OrderReference | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null
  const match = REFERENCE.exec(String(raw).trim())
  if (!match) return null
  const value = Number(match[2])
  if (value < 1 || value > MAX_ORDER_ID) return null
  const hasLetter = match[1] !== undefined
  return {
    number: formatOrderNumber(value),
    id: hasLetter ? null : value,
    text: hasLetter ? formatOrderNumber(value) : String(value),
  }
}

// The letter and the digits of one search word, no spaces between.
const NUMBER_PART = new RegExp(`^${LETTER}${DASH}(\\d{1,10})$`, 'iu')

/**
 * A staff search word as the part of a number it names: the letter typed on
 * either layout and any dash read as the stored «A-», the digits as typed
 * (so «а-0010» finds A-001048 and A-001066, as «A-0010» does). Null for a
 * word that is not a number's start: a name, a phone, the bare letter.
 */
export function orderNumberPart(word: string): string | null {
  const match = NUMBER_PART.exec(word.trim())
  return match ? `A-${match[1]}` : null
}
