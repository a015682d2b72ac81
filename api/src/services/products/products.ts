import { Prisma } from '@prisma/client'
import type { GraphQLResolveInfo } from 'graphql'
import type { ProductRelationResolvers, QueryResolvers } from 'types/graphql'

import { registerCatalogCache } from 'src/lib/catalogCaches'
import { db, queryRows } from 'src/lib/db'
import { inArticleOrder } from 'src/lib/domain/articleOrder'
import { characteristicValueIn } from 'src/lib/domain/characteristicText'
import { imageAltIn } from 'src/lib/domain/localizedText'
import { isPriced } from 'src/lib/domain/money'
import { parseOrdering } from 'src/lib/domain/ordering'
import {
  assertPageInRange,
  pageWindow,
  parsePageRequest,
  type Page,
  type RawPageRequest,
} from 'src/lib/domain/pagination'
import {
  DEFAULT_PRODUCT_ORDERING,
  MAX_PRICE,
  MAX_SIZE,
  PRODUCT_ORDERING,
  PRODUCT_PAGE_RULES,
  rangeProblem,
  type ProductFilter,
} from 'src/lib/domain/productFilters'
import { SEARCH_LIST_CAP } from 'src/lib/domain/searchCap'
import { shopperStock } from 'src/lib/domain/stockAvailability'
import { InvalidInputError, NotFoundError } from 'src/lib/errors'
import { asksForAnyField } from 'src/lib/graphqlSelection'
import { logger } from 'src/lib/logger'
import { mediaUrl } from 'src/lib/media'
import { prepareSearch, searchDictionaryCache, type PreparedSearch } from 'src/lib/searchWords'
import { inRequestLocale, langOf, langResolvers, requestTextLocale } from 'src/lib/textLocale'
import { TtlCache } from 'src/lib/ttlCache'
import {
  currentPriceSql,
  listColumns,
  pricedForViewer,
  pricedFrom,
  pricedSql,
  typePricesInclude,
  viewerPriceView,
  type PriceView,
  type ViewerPriced,
} from 'src/modules/pricing'
import { categoryInRequestLocale } from 'src/services/categories/categories'
import { shopInRequestLocale } from 'src/services/shops/shops'

import {
  catalogRelationsSql,
  orderLedByScope,
  productCountKey,
  productCountSql,
  productOrderBy,
  productOrderKeys,
  productPageSql,
  productWhere,
  rankedSearchSql,
  resolveScope,
  type CatalogScope,
  type NamedGoods,
  type OrderKey,
  type ProductShape,
  type ScopeRow,
} from './productQuery'
import { currentSearchIndex, forgetSearchIndex } from './searchIndex'

/** Section, subsection and brand names → ids; they change rarely. */
const scopes = new TtlCache<CatalogScope>(30_000, 1000)
const scopeOf = (filter: ProductFilter) =>
  scopes.getOrCompute(
    JSON.stringify([filter.categoryName, filter.subcategoryName, filter.brandNames]),
    () => resolveScope((sql) => db.$queryRaw<ScopeRow[]>(sql), filter)
  )

type Related = Record<string, unknown> & { id: number }

/** Sections, subsections, brands and shops by id: what a page's goods refer to. */
interface CatalogRelations {
  categories: Map<number, Related>
  subcategories: Map<number, Related>
  brands: Map<number, Related>
  shops: Map<number, Related>
}

/**
 * The page statement's goods name their section, subsection, brand and
 * shops by id; the rows themselves (few, and the same for every good) are
 * read once per process and kept until a catalogue or content write
 * (lib/catalogCaches, here and through lib/cacheSignals in the others; the
 * time to live bounds only a lost signal). A good naming a row not here
 * (made since) reads them again.
 */
const catalogRelations = new TtlCache<CatalogRelations>(60_000, 1)

const byId = (rows: Related[]) => new Map(rows.map((row) => [row.id, row]))

function loadCatalogRelations() {
  return catalogRelations.getOrCompute('all', async () => {
    const [row] = await queryRows<Record<keyof CatalogRelations, Related[]>>(catalogRelationsSql())
    return {
      categories: byId(row.categories),
      subcategories: byId(row.subcategories),
      brands: byId(row.brands),
      shops: byId(row.shops),
    }
  })
}

type BareRow = Omit<ProductCardRow, 'category' | 'subcategory' | 'brand' | 'stock'> & {
  stock: Omit<ProductRow['stock'][number], 'shop'>[]
}

/** A page row with its relations attached; null when one is missing from `relations`. */
function withRelations(row: BareRow, relations: CatalogRelations): ProductCardRow | null {
  const category = relations.categories.get(row.categoryId)
  const subcategory =
    row.subcategoryId === null ? null : relations.subcategories.get(row.subcategoryId)
  const brand = row.brandId === null ? null : relations.brands.get(row.brandId)
  const stock = row.stock.map((line) => ({ ...line, shop: relations.shops.get(line.shopId) }))
  if (!category || subcategory === undefined || brand === undefined) return null
  if (stock.some((line) => !line.shop)) return null
  return { ...row, category, subcategory, brand, stock } as unknown as ProductCardRow
}

/** Page rows → products with their relations, the kept rows read again once if one is new. */
async function attachRelations(rows: BareRow[]): Promise<ProductCardRow[]> {
  let relations = await loadCatalogRelations()
  let attached = rows.map((row) => withRelations(row, relations))
  if (attached.some((row) => row === null)) {
    catalogRelations.clear()
    relations = await loadCatalogRelations()
    attached = rows.map((row) => withRelations(row, relations))
  }
  return attached.map((row, index) => {
    // Foreign keys make this unreachable; a row deleted in between is a plain error, not a half card.
    if (!row) throw new Error(`product ${rows[index].id}: its section, brand or shop is gone`)
    return row
  })
}

/** Drops cached counts, name lookups and search words (tests; editor imports). */
export function clearProductCaches() {
  catalogRelations.clear()
  productCounts.clear()
  searchLists.clear()
  scopes.clear()
  searchDictionaryCache.clear()
  forgetSearchIndex()
}
registerCatalogCache(clearProductCaches)

/** Everything a product card or page shows, loaded in one query per relation. */
export const productInclude = {
  images: { orderBy: [{ position: 'asc' }, { id: 'asc' }] },
  subcategory: true,
  category: true,
  brand: true,
  stock: { include: { shop: true }, orderBy: { shop: { position: 'asc' } } },
  // What placed orders hold: shoppers see stock less these (domain/stockAvailability).
  reservations: { select: { shopId: true, quantity: true } },
  attributes: { orderBy: [{ position: 'asc' }, { name: 'asc' }] },
  ...typePricesInclude,
} satisfies Prisma.ProductInclude

/** A product as stored, with everything a card shows and every type's prices. */
export type ProductRow = Prisma.ProductGetPayload<{ include: typeof productInclude }>

/**
 * A product as one viewer sees it: its prices are the viewer's
 * (priceView.ts). Everything that shows or totals a product takes this type,
 * so a stored row cannot reach a shopper unpriced.
 */
export type ProductWithRelations = ProductRow & ViewerPriced

/**
 * A product as a list's card shows it (productQuery ProductShape `card`):
 * no description, no characteristics. What takes a card takes a whole
 * product too; what needs those fields cannot be handed a card.
 */
export type ProductCardRow = Omit<ProductRow, 'description' | 'descriptionKk' | 'attributes'>
export type ProductCard = ProductCardRow & ViewerPriced

/**
 * Stored rows priced for the caller (or for `view`, when acting for someone
 * else), in the request's language: a cart's and the favourites' goods are
 * named as their pages name them (Kazakh where written, on a Kazakh request).
 */
export function viewedProduct(row: ProductRow, view: PriceView = viewerPriceView()) {
  return pricedForViewer(productInRequestLocale(row), view)
}

/**
 * A product in the request's language (lib/textLocale): its name and
 * description, its section's and subcategory's names, its brand's
 * description and its characteristics' names, each saying its language.
 */
export function productInRequestLocale<T extends ProductCardRow>(row: T): T {
  const card: ProductCardRow = row
  const texts = isWhole(card)
    ? inRequestLocale(card, ['name', 'description'])
    : inRequestLocale(card, ['name'])
  const name = { text: texts.name, lang: texts.nameLang }
  return {
    ...row,
    ...texts,
    // Pictures described in the name's language (imageAltIn): Kazakh where the name is.
    images: row.images.map((image, index) => ({
      ...image,
      alt: imageAltIn(requestTextLocale(), image.alt, name, index),
    })),
    category: categoryInRequestLocale(row.category),
    subcategory: row.subcategory && inRequestLocale(row.subcategory, ['name']),
    brand: row.brand && inRequestLocale(row.brand, ['description']),
    // Names in the reader's language; values' yes/no words and units too (characteristicValueIn).
    ...(isWhole(card)
      ? {
          attributes: card.attributes.map((attribute) => ({
            ...inRequestLocale(attribute, ['name']),
            ...characteristicValueIn(requestTextLocale(), attribute),
          })),
        }
      : {}),
  }
}

/** A whole product, not a card: it has its description and characteristics. */
const isWhole = (row: ProductCardRow): row is ProductRow => 'attributes' in row

/** Per-shop counts are for logged-in users only (SPEC §6). */
export const viewerSeesStockCounts = () => Boolean(context.currentUser)

export interface ProductListInput extends RawPageRequest {
  filter?: ProductFilter
  ordering?: string | null
}

type PageRow = BareRow & { ord: bigint }

interface SelectOptions {
  skip?: number
  view?: PriceView
  /** The plan cannot depend on the values (lib/db queryRows): by ids, or in a scope's index order. */
  prepared?: boolean
  shape?: ProductShape
}

/** Rows of productPageSql, priced for the view: decimals as strings inside JSON become numbers. */
async function selectProducts(
  where: Prisma.Sql,
  orderBy: Prisma.Sql,
  take: number,
  options?: SelectOptions & { shape?: 'full' }
): Promise<ProductWithRelations[]>
async function selectProducts(
  where: Prisma.Sql,
  orderBy: Prisma.Sql,
  take: number,
  options: SelectOptions
): Promise<ProductCard[]>
async function selectProducts(
  where: Prisma.Sql,
  orderBy: Prisma.Sql,
  take: number,
  { skip = 0, view = viewerPriceView(), prepared = false, shape = 'full' }: SelectOptions = {}
): Promise<ProductCard[]> {
  const rows = await queryRows<PageRow>(productPageSql(where, orderBy, take, skip, view, shape), {
    // The first page only: each offset would be a statement of its own.
    prepared: prepared && skip === 0,
  })
  const products = await attachRelations(rows.map(({ ord: _ord, ...row }) => row))
  return products.map((row) => pricedForViewer(productInRequestLocale(row), view))
}

/**
 * Exact counts of the list's filters. Counting a section scans every
 * matching row (36 313 of 100 382 in the largest), so each api process keeps
 * the count per filter until a catalogue write clears it (lib/catalogCaches,
 * here and through lib/cacheSignals in the others): steady listing never
 * counts, and a count is never older than the last write. The time to live
 * bounds only a lost signal.
 */
export const PRODUCT_COUNT_TTL_MS = 60_000
export const productCounts = new TtlCache<number>(PRODUCT_COUNT_TTL_MS, 1000)

async function countProducts(where: Prisma.Sql, view: PriceView): Promise<number> {
  return productCounts.getOrCompute(productCountKey(where, view), async () => {
    const rows = await db.$queryRaw<{ count: bigint }[]>(productCountSql(where, view))
    return Number(rows[0]?.count ?? 0)
  })
}

/**
 * Ranked search lists (rankedSearchSql: ids in order and the count), by
 * their statement: every form, typo and layout of a word reads as the same
 * tsquery (domain/searchQuery), so shoppers typing «насосы», «носос» or
 * «yfcjc» share one list until a catalogue write, as lists share counts.
 * Only ids are kept (≤ 1 001 numbers): a page's rows are read by their keys.
 */
export const searchLists = new TtlCache<{ ids: number[]; count: number }>(
  PRODUCT_COUNT_TTL_MS,
  1000
)

function rankedSearch(
  where: Prisma.Sql,
  keys: OrderKey[],
  named: NamedGoods | null,
  view: PriceView
) {
  const sql = rankedSearchSql(where, keys, named, view)
  return searchLists.getOrCompute(
    `${view.code}\u0000${sql.sql}\u0000${JSON.stringify(sql.values)}`,
    async () => {
      // node-postgres directly, as the page: the search's hot statement (lib/db queryRows).
      const [row] = await queryRows<{ ids: number[]; count: bigint }>(sql)
      return { ids: row.ids, count: Number(row.count) }
    }
  )
}

/** Lexemes the database's parser may split ('.', '/'): left to `to_tsquery` (as services/search's groups). */
const indexable = (tsQuery: string | null) => tsQuery === null || !/[./]/.test(tsQuery)

/**
 * The ranked list from this process's search index (services/products
 * searchIndex), when it holds what the SQL would read: a search with no
 * other filter, in retail prices (the index's table order and prices are
 * the products'), the index built since the last catalogue write. Else
 * null: the SQL answers, and a build starts when none is ready.
 */
function rankedFromIndex(filter: ProductFilter, search: PreparedSearch, view: PriceView) {
  const onlySearch = Object.entries(filter).every(([key, v]) => key === 'search' || v === undefined)
  if (!onlySearch || view.id !== null || !search.tsQuery) return null
  if (![search.tsQuery, search.rankQuery, ...search.rankKeys].every(indexable)) return null
  const index = currentSearchIndex()
  if (!index) return null
  try {
    return index.rankedList({ ...search, tsQuery: search.tsQuery }, SEARCH_LIST_CAP + 1)
  } catch (error) {
    // A tsquery form the index does not read (domain/tsQueryMatch refuses it): the SQL's.
    logger.warn({ err: error, tsQuery: search.tsQuery }, 'search index: left to the SQL')
    return null
  }
}

/** What a search's WHERE matches (productWhere): the words' tsquery, or an article's parts. */
const searchMatch = (search: PreparedSearch | null) => ({
  tsQuery: search?.tsQuery,
  articleFragment: search?.articleFragment,
})

/**
 * The catalogue listing (GraphQL `products`, REST GET /product/), as cards
 * unless `shape` asks for whole products (productQuery ProductShape).
 */
export async function listProducts(
  input: ProductListInput,
  shape: 'full'
): Promise<Page<ProductWithRelations>>
export async function listProducts(
  input: ProductListInput,
  shape?: ProductShape
): Promise<Page<ProductCard>>
export async function listProducts(
  input: ProductListInput,
  shape: ProductShape = 'card'
): Promise<Page<ProductCard>> {
  const request = parsePageRequest(input, PRODUCT_PAGE_RULES)
  const filter = input.filter ?? {}
  const explicitOrdering = input.ordering?.trim()
  const terms = parseOrdering(explicitOrdering, PRODUCT_ORDERING, DEFAULT_PRODUCT_ORDERING)
  const [search, scope] = await Promise.all([
    filter.search !== undefined ? prepareSearch(filter.search) : null,
    scopeOf(filter),
  ])
  const view = viewerPriceView()
  const where = productWhere(filter, scope, { ...searchMatch(search), view })
  // A search without an explicit ordering lists the best matches first.
  const rankBy =
    search?.tsQuery && !explicitOrdering
      ? { rankKeys: search.rankKeys, article: search.article }
      : null
  const { skip, take } = pageWindow(request)
  const orderOptions = {
    rankBy,
    // A floor that is a price leaves the goods on request out.
    pricedOnly: isPriced(filter.price?.min),
    scope,
    view,
  }

  if (rankBy) {
    // Relevance order: a bounded set of the matches, ranked once (SEARCH_LIST_CAP).
    const keys = productOrderKeys(terms, orderOptions)
    // The first rank key is the names' test: it follows the article's, when there is one.
    // Not for an article's parts: the goods they find are few, and the
    // names' index would be asked for every word the parts begin.
    const named =
      search?.rankQuery && !search.articleFragment
        ? {
            query: search.rankQuery,
            key: rankBy.article ? 1 : 0,
            where: productWhere(filter, scope, {
              ...searchMatch(search),
              view,
              matchAsFilter: true,
            }),
          }
        : null
    const list =
      (search && rankedFromIndex(filter, search, view)) ??
      (await rankedSearch(where, keys, named, view))
    assertPageInRange(list.count, request)
    const ids = list.ids.slice(skip, Math.min(skip + take, list.count))
    const results = ids.length
      ? await selectProducts(
          Prisma.sql`p.id = ANY(${ids}::int[])`,
          Prisma.sql`array_position(${ids}::int[], p.id)`,
          ids.length,
          { view, prepared: true, shape }
        )
      : []
    return { count: list.count, ...request, results }
  }

  const orderBy = productOrderBy(terms, orderOptions)
  const [count, results] = await Promise.all([
    countProducts(where, view),
    selectProducts(where, orderBy, take, {
      skip,
      view,
      prepared: orderLedByScope(terms, orderOptions) !== null,
      shape,
    }),
  ])
  assertPageInRange(count, request)
  return { count, ...request, results }
}

/** Newest products first (REST GET /product/new/), as cards unless `shape` says otherwise. */
export function listNewProducts(
  input: RawPageRequest,
  shape: 'full'
): Promise<Page<ProductWithRelations>>
export function listNewProducts(
  input: RawPageRequest,
  shape?: ProductShape
): Promise<Page<ProductCard>>
export function listNewProducts(input: RawPageRequest, shape: ProductShape = 'card') {
  return listProducts({ ...input, filter: { isNew: true }, ordering: '-created' }, shape)
}

/** Lowest and highest price (the viewer's) of the goods a filter selects, price bounds aside. */
export async function productPriceLimits(filter: ProductFilter = {}) {
  const [search, scope] = await Promise.all([
    filter.search !== undefined ? prepareSearch(filter.search) : null,
    scopeOf(filter),
  ])
  const view = viewerPriceView()
  const where = productWhere(filter, scope, { ...searchMatch(search), withoutPrice: true, view })
  const price = currentPriceSql(view)
  const [row] = await db.$queryRaw<{ min: Prisma.Decimal | null; max: Prisma.Decimal | null }[]>`
    SELECT min(${price}) AS min, max(${price}) AS max
    FROM ${pricedFrom(view)} WHERE ${where} AND ${pricedSql(price)}`
  return {
    minPrice: row?.min === null || row?.min === undefined ? null : Number(row.min),
    maxPrice: row?.max === null || row?.max === undefined ? null : Number(row.max),
  }
}

/**
 * The brands of the goods a filter selects, its own brand choice aside: the
 * catalogue's brand filter under a search offers only brands the search
 * found (issue 30 §5), by the list's own WHERE (productWhere).
 */
export async function productBrandIds(filter: ProductFilter): Promise<number[]> {
  const own = { ...filter, brandNames: undefined }
  const [search, scope] = await Promise.all([
    own.search !== undefined ? prepareSearch(own.search) : null,
    scopeOf(own),
  ])
  const view = viewerPriceView()
  const where = productWhere(own, scope, { ...searchMatch(search), view })
  const brandId = listColumns(view).brandId
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT DISTINCT ${brandId} AS id FROM ${pricedFrom(view)}
    WHERE ${where} AND ${brandId} IS NOT NULL`
  return rows.map((row) => row.id)
}

export async function productByArticle(article: string): Promise<ProductWithRelations> {
  const [product] = await selectProducts(
    Prisma.sql`p.article = ${article} AND p."isActive"`,
    Prisma.sql`p.id`,
    1
  )
  if (!product) throw new NotFoundError('Товар не найден.')
  return product
}

/** The compare page asks for a handful of articles at once (3 per subcategory). */
export const PRODUCTS_BY_ARTICLES_LIMIT = 30

/**
 * Active products for the given articles, in the order asked; unknown or
 * hidden articles are left out (a compare list kept in a browser may name a
 * product withdrawn since).
 */
export async function productsByArticleList(articles: string[]): Promise<ProductWithRelations[]> {
  const wanted = [...new Set(articles.map((article) => article.trim()).filter(Boolean))]
  if (wanted.length > PRODUCTS_BY_ARTICLES_LIMIT) {
    throw new InvalidInputError({
      articles: [`Не больше ${PRODUCTS_BY_ARTICLES_LIMIT} артикулов за один запрос.`],
    })
  }
  if (!wanted.length) return []
  const found = await selectProducts(
    Prisma.sql`p.article IN (${Prisma.join(wanted)}) AND p."isActive"`,
    Prisma.sql`p.id`,
    wanted.length
  )
  return inArticleOrder(wanted, found)
}

// ───────────── GraphQL ─────────────
// Rows carry Prisma Decimals and relations; the Product field resolvers below
// shape them, hence the casts of the roots handed to GraphQL.
type Resolved<T> = T extends (...args: never[]) => infer R ? R : never

type FilterInput = Parameters<QueryResolvers['products']>[0]['filter']

/**
 * GraphQL's filter input (nulls for absent fields) as the services'
 * ProductFilter; numeric bounds as REST bounds them (BAD_USER_INPUT).
 */
function filterFromInput(filter: FilterInput): ProductFilter {
  const fields: Record<string, string[]> = {}
  for (const [name, bound] of [
    ['price', MAX_PRICE],
    ['width', MAX_SIZE],
    ['length', MAX_SIZE],
  ] as const) {
    const problem = rangeProblem(filter?.[name], bound)
    if (problem) fields[name] = [problem]
  }
  if (Object.keys(fields).length) throw new InvalidInputError(fields)
  const present = <T>(value: T | null | undefined) => value ?? undefined
  return {
    categoryName: present(filter?.categoryName),
    subcategoryName: present(filter?.subcategoryName),
    brandNames: present(filter?.brandNames),
    price: present(filter?.price),
    width: present(filter?.width),
    length: present(filter?.length),
    isPopular: present(filter?.isPopular),
    isNew: present(filter?.isNew),
    search: present(filter?.search),
  }
}

/** What a list's query asks of its goods: whole products only when it wants what cards leave out. */
const shapeAsked = (info: GraphQLResolveInfo | undefined): ProductShape =>
  !info || asksForAnyField(info, ['results'], ['description', 'descriptionLang', 'characteristics'])
    ? 'full'
    : 'card'

export const products: QueryResolvers['products'] = ({ filter, ordering, page, pageSize }, obj) =>
  listProducts(
    { filter: filterFromInput(filter), ordering, page, pageSize },
    shapeAsked(obj?.info)
  ) as unknown as Resolved<QueryResolvers['products']>

export const product: QueryResolvers['product'] = ({ article }) =>
  productByArticle(article) as unknown as Resolved<QueryResolvers['product']>

export const productsByArticles: QueryResolvers['productsByArticles'] = ({ articles }) =>
  productsByArticleList(articles) as unknown as Resolved<QueryResolvers['productsByArticles']>

export const newProducts: QueryResolvers['newProducts'] = ({ page, pageSize }, obj) =>
  listNewProducts({ page, pageSize }, shapeAsked(obj?.info)) as unknown as Resolved<
    QueryResolvers['newProducts']
  >

export const priceLimits: QueryResolvers['priceLimits'] = ({ filter }) =>
  productPriceLimits(filterFromInput(filter))

const money = (value: Prisma.Decimal | null) => (value === null ? null : Number(value))

export const Product: ProductRelationResolvers = {
  ...langResolvers(['name', 'description']),
  price: (_args, { root }) => money(root.price as never),
  currentPrice: (_args, { root }) => money(root.currentPrice as never),
  lastPrice: (_args, { root }) => money(root.lastPrice as never),
  retailPrice: (_args, { root }) =>
    money((root as unknown as ProductWithRelations).retailPrice ?? null),
  priceBreaks: (_args, { root }) => (root as unknown as ProductWithRelations).priceBreaks,
  priceTypeName: (_args, { root }) => (root as unknown as ProductWithRelations).priceTypeName,
  images: (_args, { root }) =>
    (root as unknown as ProductWithRelations).images.map((image) => ({
      file: mediaUrl(image.file),
      alt: image.alt,
    })),
  quantity: (_args, { root }) =>
    shopperStock(root as unknown as ProductWithRelations, viewerSeesStockCounts()).total,
  balance: (_args, { root }) => {
    const product = root as unknown as ProductWithRelations
    const { lines } = shopperStock(product, viewerSeesStockCounts())
    return lines.map((line, index) => ({
      ...line,
      shop: shopInRequestLocale(product.stock[index].shop),
    }))
  },
  characteristics: (_args, { root }) =>
    (root as unknown as ProductWithRelations).attributes.map((a) => ({
      name: a.name,
      nameLang: langOf(a, 'name'),
      value: a.value,
      valueLang: langOf(a, 'value'),
      unit: a.unit,
    })),
}
