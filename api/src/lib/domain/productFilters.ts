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
