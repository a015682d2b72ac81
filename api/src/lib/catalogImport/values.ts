/**
 * Cell values of a catalogue import as editors and 1C write them: prices
 * («150 000,50», «1 500 ₸», «-1»), stock counts and characteristics. Every
 * parser answers a value or a Russian message for the report. Pure.
 */
import { formatTenge } from 'src/lib/domain/money'

/** Tiyn (1/100 ₸): prices are compared and stored exactly. */
export type Tiyn = number

export type Parsed<T> = { value: T } | { error: string }

/** Decimal(12,2): below 10 000 000 000 ₸. */
const MAX_PRICE_TIYN = 999_999_999_999
/** Stock.count is a 32-bit integer. */
export const MAX_STOCK = 1_000_000_000

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

/**
 * A price in tenge → tiyn. Spaces group thousands («150 000,50»); the
 * decimal mark is a comma or a dot with one or two digits after it; when
 * both marks appear, the last one is decimal («1.500,50», «1,500.50»). A lone
 * mark followed by three digits («1,500») is refused as ambiguous. 0 and -1
 * are the «Цену уточняйте у менеджера» markers; other negatives are refused.
 */
export function parsePrice(raw: string): Parsed<Tiyn> {
  const shown = normalizeSpaces(raw)
  const compact = shown.replace(CURRENCY_SUFFIX, '').replace(/[\s']/g, '')
  const bad = (why: string): Parsed<Tiyn> => ({ error: `«${shown}»: ${why}` })
  if (!compact) return bad('не число')
  const negative = compact.startsWith('-') || compact.startsWith('−')
  const body = negative ? compact.slice(1) : compact
  if (!/^[\d.,]+$/.test(body) || !/\d/.test(body)) return bad('не число')

  let whole: string
  let fraction = ''
  const lastComma = body.lastIndexOf(',')
  const lastDot = body.lastIndexOf('.')
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.'
    const thousands = decimal === ',' ? '.' : ','
    const at = body.lastIndexOf(decimal)
    whole = body.slice(0, at)
    fraction = body.slice(at + 1)
    if (!grouped(whole, thousands) || !/^\d{1,2}$/.test(fraction)) return bad('не число')
    whole = whole.split(thousands).join('')
  } else if (lastComma >= 0 || lastDot >= 0) {
    const mark = lastComma >= 0 ? ',' : '.'
    const parts = body.split(mark)
    if (parts.length > 2) {
      if (!grouped(body, mark)) return bad('не число')
      whole = parts.join('')
    } else {
      ;[whole, fraction] = parts
      if (fraction.length === 3 && /^[1-9]\d{0,2}$/.test(whole)) {
        return bad('неоднозначно — напишите без разделителя тысяч (1500) или через пробел (1 500)')
      }
      if (!/^\d+$/.test(whole) || !/^\d{1,2}$/.test(fraction)) {
        return bad('не больше двух знаков после запятой')
      }
    }
  } else whole = body

  const tiyn = Number(whole) * 100 + Number(fraction.padEnd(2, '0') || '0')
  if (!Number.isSafeInteger(tiyn) || tiyn > MAX_PRICE_TIYN) return bad('слишком большая цена')
  if (negative) {
    return tiyn === 100
      ? { value: -100 }
      : bad('цена не может быть отрицательной (0 или -1 — «Цену уточняйте у менеджера»)')
  }
  return { value: tiyn }
}

/**
 * A stock count typed by an editor: a whole number ≥ 0; spaces, a trailing
 * «шт» and a zero fraction («3,00», Excel's «3.0») are allowed.
 */
export function parseStockCount(raw: string): Parsed<number> {
  const shown = normalizeSpaces(raw)
  const compact = shown
    .replace(/\s+/g, '')
    .replace(/шт\.?$/i, '')
    .replace(/[.,]0+$/, '')
  if (!/^\d+$/.test(compact) || Number(compact) >= MAX_STOCK) {
    return { error: `«${shown}»: нужно целое число от 0` }
  }
  return { value: Number(compact) }
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
  return { value: Math.min(MAX_STOCK - 1, Math.max(0, Math.floor(value))) }
}

/**
 * The quantity a 1C price starts from (МинимальноеКоличество /
 * КоличествоОт): a whole number; empty, 0 and 1 are the price of one piece.
 * 1C writes «10» or «10.000».
 */
export function parseMinQuantity(raw: string): Parsed<number> {
  const shown = normalizeSpaces(raw)
  const compact = shown.replace(/\s+/g, '').replace(/[.,]0+$/, '')
  if (!compact) return { value: 1 }
  if (!/^\d+$/.test(compact) || Number(compact) >= MAX_STOCK) {
    return { error: `«${shown}»: нужно целое число штук` }
  }
  return { value: Math.max(1, Number(compact)) }
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
