/**
 * How a product's price and name are shown to shoppers (SPEC §9): the web
 * cards, the cart popover and the product page all read these, so a rule
 * changes in one place.
 */
import type { Locale } from './locale'
import { formatTenge, isPriced, toTiyn } from './money'

/** SPEC §9: the cart popover cuts names at 115 characters. */
export const CART_NAME_LIMIT = 115

/** The name cut at `limit` characters with «…», unchanged when it fits. */
export function shortName(name: string, limit = CART_NAME_LIMIT): string {
  const chars = Array.from(name.trim())
  if (chars.length <= limit) return chars.join('')
  return `${chars.slice(0, limit).join('').trimEnd()}…`
}

/**
 * On sale: both prices are real (not «on request») and the old one is above
 * the current one, in whole tiyn. The one rule of the «РАСПРОДАЖА» listing
 * (and promo sections) and of the discount badge; the listing's SQL
 * (services/products/productQuery `discounted`, services/brands) states it
 * for PostgreSQL, and products.test.ts checks the two agree.
 */
export function isOnSale(
  price: number | null | undefined,
  oldPrice: number | null | undefined
): boolean {
  return isPriced(price) && isPriced(oldPrice) && toTiyn(oldPrice!) > toTiyn(price!)
}

/**
 * SPEC §9: floor(100 × (1 − price / old price)), at least 1 for an item on
 * sale (floor says 0 below a 1% discount, and an item the sale lists must
 * show its badge); null when it is not on sale.
 */
export function discountPercent(
  price: number | null | undefined,
  oldPrice: number | null | undefined
): number | null {
  if (!isOnSale(price, oldPrice)) return null
  // In whole tiyn: 100 × (1 − 0.9) is 9.999… in floating point, and floor would say 9.
  const old = toTiyn(oldPrice!)
  return Math.max(1, Math.floor((100 * (old - toTiyn(price!))) / old))
}

export interface PriceView {
  /** «150 000 ₸» or «Цену уточняйте у менеджера». */
  current: string
  isOnRequest: boolean
  /** The struck-through old price, shown only beside a real discount. */
  old: string | null
  /** «−12%» badge value, or null. */
  discount: number | null
}

/** Everything a price block shows, from the product's current and old price. */
export function priceView(price: number | null | undefined, oldPrice?: number | null): PriceView {
  const discount = discountPercent(price, oldPrice)
  return {
    current: formatTenge(price),
    isOnRequest: !isPriced(price),
    old: discount === null ? null : formatTenge(oldPrice),
    discount,
  }
}

/**
 * Abbreviated units that take a full stop (Russian usage: «шт.», «компл.»);
 * metric ones do not («м», «кг», «л»). The catalogue stores what 1C sends,
 * usually «шт» without it.
 */
const DOTTED_UNITS = new Set(['шт', 'компл', 'упак', 'уп', 'пар', 'рул', 'лист'])

/** A unit as shoppers read it: «шт» → «шт.», «м» stays «м»; none is pieces. */
export function unitLabel(unit?: string | null): string {
  const trimmed = unit?.trim().replace(/\.$/, '') ?? ''
  if (!trimmed) return 'шт.'
  return DOTTED_UNITS.has(trimmed.toLowerCase()) ? `${trimmed}.` : trimmed
}

/** «28 шт.»: a count of goods, wherever stock, cart or order quantities are shown. */
export function quantityText(count: number, unit?: string | null): string {
  return `${count} ${unitLabel(unit)}`
}

/**
 * Units as a Kazakh page or letter writes them (issue 33, docs/storefront.md
 * glossary: «шт.» — «дана»): the units goods are sold by (1C's Russian
 * abbreviations) and those of characteristics' values («м³/ч» — «м³/сағ»).
 * Metric units (мм, кВт, л, бар) are written alike and stay as stored. The
 * shop's one list: quantities, letters and characteristics read it.
 */
const KAZAKH_UNITS: Record<string, string> = {
  шт: 'дана',
  компл: 'жиынтық',
  упак: 'қаптама',
  уп: 'қаптама',
  пар: 'жұп',
  рул: 'орам',
  лист: 'парақ',
  'м³/ч': 'м³/сағ',
  'м3/ч': 'м³/сағ',
  'л/ч': 'л/сағ',
  'л/сут': 'л/тәул',
  'кг/ч': 'кг/сағ',
  'об/мин': 'айн/мин',
  'квт·ч': 'кВт·сағ',
  ч: 'сағ',
  сут: 'тәул',
  чел: 'адам',
  лет: 'жыл',
  год: 'жыл',
  мес: 'ай',
}

/** The Kazakh abbreviation of a unit (case, spaces and a final dot aside), or undefined when it is written alike. */
export function kazakhUnitOf(unit: string): string | undefined {
  return KAZAKH_UNITS[unit.trim().replace(/\s+/g, ' ').replace(/\.$/, '').toLowerCase()]
}

/** A unit in a language: Russian as `unitLabel`; Kazakh «дана», «жиынтық» …, else as stored. */
export function unitLabelIn(locale: Locale, unit?: string | null): string {
  if (locale !== 'kk') return unitLabel(unit)
  const trimmed = unit?.trim().replace(/\.$/, '') ?? ''
  if (!trimmed) return KAZAKH_UNITS['шт']
  return kazakhUnitOf(trimmed) ?? trimmed
}

/** «28 шт.» / «28 дана»: `quantityText` in a language. */
export function quantityTextIn(locale: Locale, count: number, unit?: string | null): string {
  return `${count} ${unitLabelIn(locale, unit)}`
}
