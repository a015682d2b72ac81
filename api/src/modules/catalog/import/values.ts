/**
 * Cell values of a catalogue import as editors and 1C write them: prices
 * («150 000,50», «1 500 ₸», «-1»), stock counts and characteristics. Every
 * parser reads the notation and hands the value to the product form's own
 * field (domain/productFields), answering a value or a Russian message for
 * the report. Pure.
 */
import { formatTenge } from 'src/lib/domain/money'
import { fieldProblem, MAX_STOCK_COUNT, productFields } from 'src/lib/domain/productFields'
import type { z } from 'src/lib/domain/zod'

/** Tiyn (1/100 ₸): prices are compared and stored exactly. */
export type Tiyn = number

export type Parsed<T> = { value: T } | { error: string }

/** A field's message inside a report's sentence: «Цена «-5»: введите цену в тенге…». */
export const inSentence = (message: string) => message.charAt(0).toLowerCase() + message.slice(1)

/** `field`'s verdict on `value`, as a report line about the cell `shown`. */
const checked = <T>(field: z.ZodType, value: unknown, shown: string, parsed: T): Parsed<T> => {
  const problem = fieldProblem(field, value)
  return problem ? { error: `«${shown}»: ${inSentence(problem)}` } : { value: parsed }
}

/** Control characters a text cell cannot hold (PostgreSQL refuses NUL). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f]/g

/** Multi-line text (descriptions): control characters dropped, line breaks kept, trimmed. */
export const cleanText = (text: string): string => text.replace(CONTROL, '').trim()

/** Every kind of space (no-break, thin, narrow) becomes one plain space; trimmed; no control characters. */
export function normalizeSpaces(text: string): string {
  return text
    .replace(CONTROL, '')
    .replace(/[\s\u00a0\u2000-\u200b\u202f\u205f\u3000\ufeff]+/g, ' ')
    .trim()
}

/** How names are compared: spaces collapsed, lower case, ё = е. */
export function nameKey(text: string): string {
  return normalizeSpaces(text).toLowerCase().replace(/ё/g, 'е')
}

/**
 * A price type by how a file names it: its code exactly, else its name or
 * code compared as names (case, spaces, ё).
 */
export function priceTypeNamed<T extends { code: string; name: string }>(
  types: readonly T[],
  label: string
): T | undefined {
  const key = nameKey(label)
  return (
    types.find((t) => t.code === label) ??
    types.find((t) => nameKey(t.name) === key) ??
    types.find((t) => nameKey(t.code) === key)
  )
}

const CURRENCY_SUFFIX = /(₸|тг\.?|тнг\.?|тенге|kzt)$/i

/** Digits grouped by `separator` in threes: «150 000», «1.500.000». */
const grouped = (digits: string, separator: string) =>
  new RegExp(`^\\d{1,3}(${separator === '.' ? '\\.' : separator}\\d{3})+$`).test(digits)

interface Decimal {
  negative: boolean
  whole: string
  fraction: string
}

/**
 * A price as people write it → its digits: spaces group thousands; the
 * decimal mark is a comma or a dot; when both marks appear, the last one is
 * decimal («1.500,50», «1,500.50»). A lone mark followed by three digits
 * («1,500») is refused as ambiguous.
 */
function decimalOf(compact: string): Decimal | { why: string } {
  const negative = compact.startsWith('-') || compact.startsWith('−')
  const body = negative ? compact.slice(1) : compact
  if (!/^[\d.,]+$/.test(body) || !/\d/.test(body)) return { why: 'не число' }
  const lastComma = body.lastIndexOf(',')
  const lastDot = body.lastIndexOf('.')
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.'
    const thousands = decimal === ',' ? '.' : ','
    const at = body.lastIndexOf(decimal)
    const whole = body.slice(0, at)
    const fraction = body.slice(at + 1)
    if (!grouped(whole, thousands) || !/^\d+$/.test(fraction)) return { why: 'не число' }
    return { negative, whole: whole.split(thousands).join(''), fraction }
  }
  if (lastComma < 0 && lastDot < 0) return { negative, whole: body, fraction: '' }
  const mark = lastComma >= 0 ? ',' : '.'
  const parts = body.split(mark)
  if (parts.length > 2) {
    return grouped(body, mark)
      ? { negative, whole: parts.join(''), fraction: '' }
      : { why: 'не число' }
  }
  const [whole, fraction] = parts
  if (fraction.length === 3 && /^[1-9]\d{0,2}$/.test(whole)) {
    return { why: 'неоднозначно — напишите без разделителя тысяч (1500) или через пробел (1 500)' }
  }
  if (!/^\d+$/.test(whole) || !/^\d+$/.test(fraction)) return { why: 'не число' }
  return { negative, whole, fraction }
}

export interface PriceOptions {
  /** The product form's field the price must satisfy (default «Цена»). */
  field?: z.ZodType
  /** «-1» is «Цену уточняйте у менеджера» (tiyn -100), as 0 is. */
  onRequestMarker?: boolean
}

/**
 * A price in tenge → tiyn. The notation is decimalOf's; 0 (and, with the
 * marker, -1) is «Цену уточняйте у менеджера»; any other value is checked by
 * `field` — the admin form's rule: from 0 to 9 999 999 999 ₸, at most two
 * decimals (a type's or a break's price: above 0).
 */
export function parsePrice(
  raw: string,
  { field = productFields.price(), onRequestMarker = true }: PriceOptions = {}
): Parsed<Tiyn> {
  const shown = normalizeSpaces(raw)
  const compact = shown.replace(CURRENCY_SUFFIX, '').replace(/[\s']/g, '')
  const decimal = compact ? decimalOf(compact) : { why: 'не число' }
  if ('why' in decimal) return { error: `«${shown}»: ${decimal.why}` }
  const { negative, whole, fraction } = decimal
  const roundFraction = /^0*$/.test(fraction)
  if (Number(whole) === 0 && roundFraction) return { value: 0 }
  if (onRequestMarker && negative && Number(whole) === 1 && roundFraction) return { value: -100 }
  const text = `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
  const tiyn = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2))
  return checked(field, text, shown, tiyn)
}

/**
 * A stock count typed by an editor: spaces, a trailing «шт» and a zero
 * fraction («3,00», Excel's «3.0») are notation; the count is the form's
 * (a whole number from 0 to 999 999 999).
 */
export function parseStockCount(raw: string): Parsed<number> {
  const shown = normalizeSpaces(raw)
  const compact = shown
    .replace(/\s+/g, '')
    .replace(/шт\.?$/i, '')
    .replace(/[.,]0+$/, '')
  return checked(productFields.stockCount(), compact, shown, Number(compact))
}

/**
 * A quantity from 1C: a decimal («5», «5.000», «2,5»); negative balances
 * (1C allows them) count as 0 and fractions (metres of pipe) are cut to
 * whole pieces, because the site counts stock in whole units.
 */
export function parseExchangeQuantity(raw: string): Parsed<number> {
  const compact = normalizeSpaces(raw).replace(/\s+/g, '').replace(',', '.')
  const value = Number(compact)
  if (!compact || !/^[-−]?\d*\.?\d*$/.test(compact) || !Number.isFinite(value)) {
    return { error: `«${normalizeSpaces(raw)}»: не число` }
  }
  return { value: Math.min(MAX_STOCK_COUNT, Math.max(0, Math.floor(value))) }
}

/**
 * The quantity a 1C price starts from (МинимальноеКоличество /
 * КоличествоОт): empty, 0 and 1 are the price of one piece; more is a
 * quantity break, a whole number up to 100 000 (the form's rule). 1C writes
 * «10» or «10.000».
 */
export function parseMinQuantity(raw: string): Parsed<number> {
  const shown = normalizeSpaces(raw)
  const compact = shown.replace(/\s+/g, '').replace(/[.,]0+$/, '')
  if (compact === '' || (/^\d+$/.test(compact) && Number(compact) <= 1)) return { value: 1 }
  return checked(productFields.breakQuantity(), compact, shown, Number(compact))
}

export interface AttributeValue {
  name: string
  /** As shown; numbers in Russian notation («0,75»). */
  value: string
  /** Set when the value is a number, for range filters. */
  valueNumber: number | null
  /** From the name: «Мощность, кВт» → «кВт». */
  unit: string | null
}

const NUMBER = /^-?\d+(?:[.,]\d+)?$/
/** Decimal(14,4). */
const MAX_ATTRIBUTE_NUMBER = 9_999_999_999

/** The unit a characteristic's name ends with after a comma: «Напор, м» → «м». */
export function unitOfName(name: string): string | null {
  const match = /,\s*([^,]{1,20})$/.exec(name)
  return match ? match[1].trim() : null
}

/**
 * A characteristic: «0.75» and «0,75» are both the number 0.75, shown «0,75»
 * (as the demo data shows numbers); «1 200» is 1200; anything else is text.
 */
export function attributeValue(name: string, raw: string): AttributeValue {
  const cleanName = normalizeSpaces(name)
  const text = normalizeSpaces(raw)
  const compact = text.replace(/ /g, '')
  const unit = unitOfName(cleanName)
  if (NUMBER.test(compact)) {
    const number = Math.round(Number(compact.replace(',', '.')) * 10_000) / 10_000
    if (Math.abs(number) <= MAX_ATTRIBUTE_NUMBER) {
      return {
        name: cleanName,
        value: String(number).replace('.', ','),
        valueNumber: number,
        unit,
      }
    }
  }
  return { name: cleanName, value: text, valueNumber: null, unit }
}

/** A price for the report: «150 000 ₸»; 0 and -1 as the on-request markers they are. */
export function showPrice(tiyn: Tiyn | null | undefined): string {
  if (tiyn === null || tiyn === undefined) return '—'
  if (tiyn <= 0) return `${tiyn / 100} (цена по запросу)`
  return formatTenge(tiyn / 100)
}

/** Tiyn as Prisma's Decimal input: 15000050 → '150000.50'. */
export const tiynToDecimal = (tiyn: Tiyn): string => (tiyn / 100).toFixed(2)
