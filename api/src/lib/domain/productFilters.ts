/**
 * The product list filters of SPEC §3 ("Catalogue query parameter map",
 * "Product list filters") as one typed object, shared by GraphQL and REST.
 */
export interface NumberRange {
  min?: number
  max?: number
}

export interface ProductFilter {
  /** A section name; «РАСПРОДАЖА» or a promo section («Акции») means discounted goods. */
  categoryName?: string
  subcategoryName?: string
  /** Any of these brands (brand__name, brand__name__in). */
  brandNames?: string[]
  price?: NumberRange
  /** characteristic__weight__* — the old site's name for the width filter. */
  width?: NumberRange
  length?: NumberRange
  isPopular?: boolean
  isNew?: boolean
  search?: string
}

/** The old site's name for «discounted goods of every section». */
export const SALE_CATEGORY_NAME = 'РАСПРОДАЖА'

/** Merges a `*__range` value with explicit `*__gte`/`*__lte` bounds; explicit bounds win. */
export function mergeRange(
  range: NumberRange | undefined,
  gte: number | undefined,
  lte: number | undefined
): NumberRange | undefined {
  const min = gte ?? range?.min
  const max = lte ?? range?.max
  return min === undefined && max === undefined ? undefined : { min, max }
}

/** Sort keys a client may name, and the product fields they mean. */
export const PRODUCT_ORDERING = {
  price: 'currentPrice',
  current_price: 'currentPrice',
  name: 'name',
  created: 'createdAt',
  created_at: 'createdAt',
} as const

export const DEFAULT_PRODUCT_ORDERING = 'price'

/** SPEC §9: the catalogue's defaults. */
export const PRODUCT_PAGE_RULES = { defaultPageSize: 9, maxPageSize: 100 }

/** The old API's filter parameters, already typed (numbers, lists, ranges). */
export type ProductFilterQuery = {
  category__name?: string
  subcategory__name?: string
  brand__name?: string
  brand__name__in?: string[]
  current_price__gte?: number
  current_price__lte?: number
  current_price__range?: { min?: number; max?: number }
  characteristic__weight__gte?: number
  characteristic__weight__lte?: number
  characteristic__length__gte?: number
  characteristic__length__lte?: number
  is_popular?: boolean
  search?: string
}

/** Query parameters → the typed filter the services share with GraphQL. */
export function productFilterFromQuery(query: ProductFilterQuery): ProductFilter {
  const brands = [
    ...(query.brand__name__in ?? []),
    ...(query.brand__name ? [query.brand__name] : []),
  ]
  return {
    categoryName: query.category__name,
    subcategoryName: query.subcategory__name,
    brandNames: brands.length ? brands : undefined,
    price: mergeRange(
      query.current_price__range,
      query.current_price__gte,
      query.current_price__lte
    ),
    width: mergeRange(
      undefined,
      query.characteristic__weight__gte,
      query.characteristic__weight__lte
    ),
    length: mergeRange(
      undefined,
      query.characteristic__length__gte,
      query.characteristic__length__lte
    ),
    isPopular: query.is_popular,
    search: query.search,
  }
}

/** Prices: ₸ with kopecks in Decimal(12, 2); 10^10 ₸ = 10^12 tiyn is far past any price. */
export const MAX_PRICE = 10_000_000_000
/** Sizes, mm, Decimal(10, 2). */
export const MAX_SIZE = 100_000_000

export const NUMBER_MESSAGE = 'Введите число.'
export const RANGE_MESSAGE = 'Введите одно или два числа через запятую.'
/** The bound of every numeric filter: |value| ≤ max (SPEC-wide «400, never 500»). */
export const withinMessage = (max: number) => `Убедитесь, что значение по модулю не больше ${max}.`

/** A filter's reading: the value (undefined when absent) or why it cannot be read. */
export type FilterReading<T> = { value: T | undefined } | { error: string }

/** Digits, an optional sign, an optional fraction after `.` or `,`; nothing else (no 1e5, 0x10). */
const NUMBER = /^-?\d+(?:[.,]\d+)?$/
/** Spaces people put between thousands («90 000», also no-break and thin spaces). */
const GROUP_SPACES = /[\s\u00a0\u202f]/g

/**
 * SPEC §5 numeric filters (prices, sizes) as a client writes them: '' or
 * absent means no bound; «90 000», «5000,50» and «5000.50» are numbers.
 * The one reading for the REST parameters (lib/rest/params: an error is a
 * 400) and the web catalogue's address (domain/catalogView: ignored).
 */
export function readFilterNumber(raw: string | undefined, max: number): FilterReading<number> {
  const text = raw?.replace(GROUP_SPACES, '')
  if (!text) return { value: undefined }
  if (!NUMBER.test(text)) return { error: NUMBER_MESSAGE }
  const value = Number(text.replace(',', '.'))
  return isWithin(value, max) ? { value } : { error: withinMessage(max) }
}

const isWithin = (value: number, max: number) => Math.abs(value) <= max

/**
 * A range that arrives already as numbers (GraphQL's NumberRangeInput): the
 * same bound as the text readings, or why not (null when it holds).
 */
export function rangeProblem(
  range: { min?: number | null; max?: number | null } | null | undefined,
  max: number
): string | null {
  const sides = [range?.min, range?.max].filter((side): side is number => typeof side === 'number')
  return sides.every((side) => isWithin(side, max)) ? null : withinMessage(max)
}

/** `a,b`; a single value or an empty side is an open bound (SPEC §5). */
export function readFilterRange(raw: string | undefined, max: number): FilterReading<NumberRange> {
  if (!raw?.trim()) return { value: undefined }
  const parts = raw.split(',')
  if (parts.length > 2) return { error: RANGE_MESSAGE }
  const [low, high] = parts.map((part) => readFilterNumber(part, max))
  for (const side of [low, high]) {
    if (side && 'error' in side)
      return { error: side.error === NUMBER_MESSAGE ? RANGE_MESSAGE : side.error }
  }
  const value = (side: FilterReading<number> | undefined) =>
    side && 'value' in side ? side.value : undefined
  return { value: { min: value(low), max: value(high) } }
}
