/**
 * Prices in tenge (SPEC §9): a price of 0 or -1 means «Цену уточняйте у
 * менеджера»; amounts are shown with the ₸ sign and thousands grouped by
 * spaces. Sums are added in tiyn (1/100 ₸) so that 0.1 + 0.2 stays exact.
 * Pure; carts, orders and letters use it.
 */
export const PRICE_ON_REQUEST = 'Цену уточняйте у менеджера'

export type Amount = number | string | { toString(): string }

const toNumber = (value: Amount) => (typeof value === 'number' ? value : Number(String(value)))

/** A price the shop names (above 0); 0, -1 (and anything not a number) are «on request». */
export const isPriced = (price: Amount | null | undefined): boolean =>
  price !== null && price !== undefined && toNumber(price) > 0

export const toTiyn = (value: Amount) => Math.round(toNumber(value) * 100)
export const fromTiyn = (tiyn: number) => tiyn / 100

/** price × quantity, or null when the price is on request. */
export function lineTotal(price: Amount | null | undefined, quantity: number): number | null {
  if (!isPriced(price)) return null
  return fromTiyn(toTiyn(price!) * quantity)
}

export interface Totals {
  /** Sum of quantities. */
  count: number
  /** Sum of the priced lines. */
  total: number
  /** Some line's price is on request: the total is not the whole amount. */
  hasUnpriced: boolean
}

export function totalsOf(lines: { price: Amount | null | undefined; quantity: number }[]): Totals {
  let tiyn = 0
  let count = 0
  let hasUnpriced = false
  for (const line of lines) {
    count += line.quantity
    if (isPriced(line.price)) tiyn += toTiyn(line.price!) * line.quantity
    else hasUnpriced = true
  }
  return { count, total: fromTiyn(tiyn), hasUnpriced }
}

/** A whole number with its thousands apart, as prices show them: «12 500». */
export const groupDigits = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')

/** «12 500 ₸», «1 250,50 ₸»; on-request prices as SPEC words them. */
export function formatTenge(amount: Amount | null | undefined): string {
  if (!isPriced(amount)) return PRICE_ON_REQUEST
  const tiyn = toTiyn(amount!)
  const whole = Math.floor(tiyn / 100)
  const rest = tiyn % 100
  const grouped = groupDigits(whole)
  return `${grouped}${rest ? `,${String(rest).padStart(2, '0')}` : ''} ₸`
}

/**
 * A cart line's sum as the shopper checks it: «2 × 12 500 ₸ = 25 000 ₸»;
 * null when the price is on request (there is nothing to multiply).
 */
export function lineSumText(price: Amount | null | undefined, quantity: number): string | null {
  const total = lineTotal(price, quantity)
  if (total === null) return null
  return `${quantity} × ${formatTenge(price)} = ${formatTenge(total)}`
}
