/**
 * What the back office dashboard counts (issue 18). Pure: the service turns
 * these rules into queries, the tests pin them down.
 */
import { stockSum, type ShopStock } from './stock'

/** The shop works in Atyrau and Aktobe; «today» is the calendar day there. */
export const SHOP_TIME_ZONE = 'Asia/Almaty'

const dayParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/**
 * The shop's calendar day holding `now`, as the instants [from, to).
 * The zone's offset is read from the time zone database rather than fixed:
 * Kazakhstan moved from UTC+6 to UTC+5 on 1 March 2024.
 */
export function shopDay(now: Date): { from: Date; to: Date } {
  const parts = Object.fromEntries(
    dayParts.formatToParts(now).map((part) => [part.type, Number(part.value)])
  )
  const wallClock = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second
  )
  const offset = wallClock - Math.floor(now.getTime() / 1000) * 1000
  const midnight = Date.UTC(parts.year, parts.month - 1, parts.day) - offset
  return { from: new Date(midnight), to: new Date(midnight + 24 * 60 * 60 * 1000) }
}

/** An order waits for the shop's confirmation while it is placed. */
export const AWAITING_CONFIRMATION_STATUS = 'placed' as const

/**
 * An order cancelled whose online payment is still the shop's (issue 28 §1):
 * the automatic refund was refused by the gateway, or a payment arrived
 * after the cancel and could not be returned. Staff return it by hand.
 */
export const PAID_BUT_CANCELLED = { status: 'cancelled', paymentStatus: 'paid' } as const

/** How many of those the dashboard links to by number (the count is of all). */
export const PAID_BUT_CANCELLED_LISTED = 20

/** Outbox messages the worker gave up on (pending ones are still being retried). */
export const OUTBOX_ATTENTION_STATES = ['failed'] as const

/**
 * An active product nobody can buy from a shop shelf: its units in all
 * shops together (domain/stock's sum, negatives count as none) are none.
 * A product without stock rows has none.
 */
export const isOutOfStock = (stock: Pick<ShopStock, 'count'>[]) => stockSum(stock) <= 0
