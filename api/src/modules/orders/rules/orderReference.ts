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

// Latin and Cyrillic «А», any dash or none; «Заказ», «№» and «#» from a pasted letter.
const REFERENCE = /^(?:заказ\s*)?(?:[№#]\s*)?(?:([aа])\s*[-‐‑–—]?\s*)?(\d{1,10})$/iu

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
