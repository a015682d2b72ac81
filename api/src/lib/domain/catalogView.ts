/**
 * The catalogue listing's state (SPEC §3 "Second catalogue state", §4
 * "Catalogue", §9 defaults) and its place in the address: the page at
 * /catalog/v2 keeps every choice in the query string, with the old API's
 * parameter names, so a link reproduces the view. Pure: the web page and its
 * tests use it; the filter it yields is the one GraphQL and REST apply.
 */
import { pluralForm } from './amountInWords'
import {
  DEFAULT_PRODUCT_ORDERING,
  MAX_PRICE,
  MAX_SIZE,
  PRODUCT_ORDERING,
  PRODUCT_PAGE_RULES,
  productFilterFromQuery,
  readFilterNumber,
  readFilterRange,
  type NumberRange,
  type ProductFilter,
} from './productFilters'

export type ProductStyle = 'grid' | 'list'

export interface CatalogView {
  categoryName?: string
  subcategoryName?: string
  brandNames: string[]
  price: NumberRange
  width: NumberRange
  length: NumberRange
  ordering: string
  page: number
  pageSize: number
  /** productStyle: 1 grid (default), 2 list. */
  style: ProductStyle
  search?: string
}

/**
 * The web listing's page size (issue 30 §5): 12 fills every row of a grid of
 * 2, 3 or 4 columns, where SPEC's 9 left one card alone in a row. REST's
 * default page_size for integrators stays PRODUCT_PAGE_RULES' 9.
 */
export const CATALOG_PAGE_SIZE = 12

export const CATALOG_DEFAULTS = {
  page: 1,
  pageSize: CATALOG_PAGE_SIZE,
  ordering: DEFAULT_PRODUCT_ORDERING,
  style: 'grid' as ProductStyle,
}

/** Orderings the listing offers, with their Russian labels. */
export const CATALOG_ORDERINGS: { value: string; label: string }[] = [
  { value: 'price', label: 'Сначала дешевле' },
  { value: '-price', label: 'Сначала дороже' },
  { value: 'name', label: 'По названию' },
  { value: '-created', label: 'Сначала новые' },
]

/**
 * A search lists the best matches first unless the shopper sorts otherwise:
 * the services rank by relevance when given no ordering, as the search
 * overlay does (one search, one order).
 */
export const RELEVANCE_ORDERING = { value: 'relevance', label: 'По релевантности' }

/** The orderings offered for a view: relevance first while searching. */
export const orderingsFor = (view: Pick<CatalogView, 'search'>) =>
  view.search ? [RELEVANCE_ORDERING, ...CATALOG_ORDERINGS] : CATALOG_ORDERINGS

/** A view's ordering when the address names none. */
export const defaultOrderingFor = (view: Pick<CatalogView, 'search'>) =>
  view.search ? RELEVANCE_ORDERING.value : CATALOG_DEFAULTS.ordering

/** The ordering the services get (GraphQL `ordering`): none for relevance. */
export const serviceOrderingOf = (view: Pick<CatalogView, 'ordering'>) =>
  view.ordering === RELEVANCE_ORDERING.value ? undefined : view.ordering

/** The «На странице» choices: multiples of 12, so rows of 2, 3 or 4 cards stay full. */
export const CATALOG_PAGE_SIZES = [CATALOG_PAGE_SIZE, 24, 48]

type Params = Record<string, string | undefined>

const text = (value: string | undefined) => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

/**
 * Numbers in the address, read by the same rule as REST's parameters
 * (readFilterNumber). A value REST would answer 400 to is ignored here, the
 * rest of the view kept: the address is the shopper's (a hand-edited or old
 * link), and an error page for «цена от abc» helps nobody.
 */
const number = (value: string | undefined, max: number) => {
  const read = readFilterNumber(value, max)
  return 'value' in read ? read.value : undefined
}

const positiveInt = (value: string | undefined, fallback: number, max = Infinity) => {
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed >= 1 ? Math.min(parsed, max) : fallback
}

/** SPEC §5: «a,b» is a range; a single value is only the lower bound. Bad ones are ignored, as above. */
function range(value: string | undefined): NumberRange | undefined {
  const read = readFilterRange(value, MAX_PRICE)
  return 'value' in read ? read.value : undefined
}

const isOrdering = (value: string, search: string | undefined) =>
  (Boolean(search) && value === RELEVANCE_ORDERING.value) ||
  Object.prototype.hasOwnProperty.call(PRODUCT_ORDERING, value.replace(/^[-+]/, ''))

/** The query string of /catalog/v2 (and the old names) → the view, defaults filled in. */
export function catalogViewFromParams(params: Params): CatalogView {
  const brands = [
    ...(params.brand__name ?? '').split(','),
    ...(params.brand__name__in ?? '').split(','),
  ]
    .map((name) => name.trim())
    .filter(Boolean)
  const filter = productFilterFromQuery({
    category__name: text(params.category__name),
    subcategory__name: text(params.subcategory__name),
    brand__name__in: [...new Set(brands)],
    current_price__range: range(params.current_price__range),
    current_price__gte: number(params.current_price__gte, MAX_PRICE),
    current_price__lte: number(params.current_price__lte, MAX_PRICE),
    characteristic__weight__gte: number(params.characteristic__weight__gte, MAX_SIZE),
    characteristic__weight__lte: number(params.characteristic__weight__lte, MAX_SIZE),
    characteristic__length__gte: number(params.characteristic__length__gte, MAX_SIZE),
    characteristic__length__lte: number(params.characteristic__length__lte, MAX_SIZE),
    search: text(params.search),
  })
  const ordering = text(params.ordering)
  return {
    categoryName: filter.categoryName,
    subcategoryName: filter.subcategoryName,
    brandNames: filter.brandNames ?? [],
    price: filter.price ?? {},
    width: filter.width ?? {},
    length: filter.length ?? {},
    ordering:
      ordering && isOrdering(ordering, filter.search) ? ordering : defaultOrderingFor(filter),
    page: positiveInt(params.page, CATALOG_DEFAULTS.page),
    pageSize: positiveInt(
      params.page_size,
      CATALOG_DEFAULTS.pageSize,
      PRODUCT_PAGE_RULES.maxPageSize
    ),
    style: params.style === 'list' ? 'list' : 'grid',
    search: filter.search,
  }
}

/** The view → query parameters, defaults left out so addresses stay short. */
export function catalogParamsOf(view: CatalogView): Record<string, string> {
  const params: Record<string, string> = {}
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params[key] = String(value)
  }
  put('category__name', view.categoryName)
  put('subcategory__name', view.subcategoryName)
  if (view.brandNames.length) put('brand__name', view.brandNames.join(','))
  put('current_price__gte', view.price.min)
  put('current_price__lte', view.price.max)
  put('characteristic__weight__gte', view.width.min)
  put('characteristic__weight__lte', view.width.max)
  put('characteristic__length__gte', view.length.min)
  put('characteristic__length__lte', view.length.max)
  put('search', view.search)
  if (view.ordering !== defaultOrderingFor(view)) put('ordering', view.ordering)
  if (view.page !== CATALOG_DEFAULTS.page) put('page', view.page)
  if (view.pageSize !== CATALOG_DEFAULTS.pageSize) put('page_size', view.pageSize)
  if (view.style !== CATALOG_DEFAULTS.style) put('style', view.style)
  return params
}

const emptyRange = (r: NumberRange) => (r.min === undefined && r.max === undefined ? undefined : r)

/** What the services filter by for this view (GraphQL ProductFilterInput). */
export function productFilterOf(view: CatalogView): ProductFilter {
  return {
    categoryName: view.categoryName,
    subcategoryName: view.subcategoryName,
    brandNames: view.brandNames.length ? view.brandNames : undefined,
    price: emptyRange(view.price),
    width: emptyRange(view.width),
    length: emptyRange(view.length),
    search: view.search,
  }
}

export type CatalogAction =
  | { type: 'category'; name: string }
  | { type: 'subcategory'; name: string }
  | { type: 'brands'; names: string[] }
  | { type: 'price'; range: NumberRange }
  | { type: 'width'; range: NumberRange }
  | { type: 'length'; range: NumberRange }
  | { type: 'ordering'; value: string }
  | { type: 'page'; page: number }
  | { type: 'pageSize'; size: number }
  | { type: 'style'; style: ProductStyle }
  | { type: 'clear' }
  /** The phone's filter sheet: its choices, made on a draft, applied at once. */
  | { type: 'filters'; from: CatalogView }

/**
 * SPEC §4 "Catalogue": choosing a category makes it active and resets
 * subcategory and brands (choosing it again clears both); a subcategory
 * toggles the same way and resets brands; changing category, subcategory or
 * brands (and any filter) goes back to page 1. Clearing keeps category and
 * subcategory and resets the rest to page 1, the listing's page size (12,
 * CATALOG_PAGE_SIZE), ordering price.
 */
export function applyCatalogAction(view: CatalogView, action: CatalogAction): CatalogView {
  const firstPage = { ...view, page: 1 }
  switch (action.type) {
    case 'category':
      return view.categoryName === action.name
        ? { ...firstPage, categoryName: undefined, subcategoryName: undefined, brandNames: [] }
        : { ...firstPage, categoryName: action.name, subcategoryName: undefined, brandNames: [] }
    case 'subcategory':
      return {
        ...firstPage,
        subcategoryName: view.subcategoryName === action.name ? undefined : action.name,
        brandNames: [],
      }
    case 'brands':
      return { ...firstPage, brandNames: [...new Set(action.names)] }
    case 'price':
    case 'width':
    case 'length':
      return { ...firstPage, [action.type]: action.range }
    case 'ordering':
      return isOrdering(action.value, view.search) ? { ...firstPage, ordering: action.value } : view
    case 'page':
      return { ...view, page: Math.max(1, Math.floor(action.page)) }
    case 'pageSize':
      return { ...firstPage, pageSize: action.size }
    case 'style':
      return { ...view, style: action.style }
    case 'filters':
      // Only what the sheet chooses; the ordering, page size and layout stay the shopper's.
      return {
        ...firstPage,
        categoryName: action.from.categoryName,
        subcategoryName: action.from.subcategoryName,
        brandNames: [...new Set(action.from.brandNames)],
        price: action.from.price,
        width: action.from.width,
        length: action.from.length,
      }
    case 'clear':
      return {
        categoryName: view.categoryName,
        subcategoryName: view.subcategoryName,
        brandNames: [],
        price: {},
        width: {},
        length: {},
        ordering: defaultOrderingFor(view),
        page: CATALOG_DEFAULTS.page,
        pageSize: CATALOG_DEFAULTS.pageSize,
        style: view.style,
        search: view.search,
      }
  }
}

/** The filter sheet's button (issue 30 §5): «Показать 12 товаров», «Показать 1 товар». */
export const showGoodsText = (count: number) =>
  `Показать ${count} ${pluralForm(count, ['товар', 'товара', 'товаров'])}`

export { pageCount } from './pageCount'
