import { Prisma } from '@prisma/client'

import type { OrderTerm } from 'src/lib/domain/ordering'
import { SALE_CATEGORY_NAME, type ProductFilter } from 'src/lib/domain/productFilters'
import { articleTailQuery, SEARCH_LIST_CAP } from 'src/lib/domain/searchQuery'
import {
  currentPriceSql,
  listColumns,
  onSaleSql,
  pricedFrom,
  pricedSql,
  RETAIL_VIEW,
  type PriceView,
} from 'src/modules/pricing'

export type { ScopeRow }

/**
 * SQL of the product list: one WHERE for the list, its count and its price
 * limits, so the three always agree. Raw SQL because search needs the
 * tsvector column Prisma cannot express, and because the list is the shop's
 * hottest query (see bench/).
 */

function range(column: Prisma.Sql, bounds: { min?: number; max?: number } | undefined) {
  const parts: Prisma.Sql[] = []
  if (bounds?.min !== undefined) parts.push(Prisma.sql`${column} >= ${bounds.min}`)
  if (bounds?.max !== undefined) parts.push(Prisma.sql`${column} <= ${bounds.max}`)
  return parts
}

export interface WhereOptions {
  /** The tsquery text the search planner built, when the filter has a search. */
  tsQuery?: string | null
  /**
   * The search is an article or a run of its parts (domain/searchQuery
   * articleFragment): matched by this compacted form among the tails of
   * articles and names (`articleTails`) instead of by `tsQuery`.
   */
  articleFragment?: string | null
  /** Leave the price bounds out (price limits are computed without them). */
  withoutPrice?: boolean
  /** Whose prices the bounds and «sale» compare (default retail). */
  view?: PriceView
  /**
   * The search's match tested on each row read, never by the document's
   * index (rankedSearchSql's named goods: read by the names' index, which
   * finds few, where the document's index would first gather every match
   * of the word's family: «насос»:*, 17 835 entries, its named goods 12 → 4 ms).
   */
  matchAsFilter?: boolean
}

/**
 * Names of the filter resolved to ids beforehand, so that the list query
 * compares plain ids and PostgreSQL can use the (section, price) indexes.
 */
export interface CatalogScope {
  /** Regular sections named by the filter (empty: the name matched none). */
  categoryIds?: number[]
  /** The filter names «РАСПРОДАЖА» or a promo section: discounted goods only. */
  discountedOnly?: boolean
  subcategoryIds?: number[]
  brandIds?: number[]
}

interface ScopeRow {
  category_ids: number[]
  promo: boolean
  subcategory_ids: number[]
  brand_ids: number[]
}

/**
 * One round trip that turns the filter's names into ids. A section or
 * subcategory is named in Russian or, as a Kazakh page's links name it, in
 * Kazakh (`nameKk`; never empty here: an absent name is no filter).
 */
export async function resolveScope(
  query: (sql: Prisma.Sql) => Promise<ScopeRow[]>,
  filter: ProductFilter
): Promise<CatalogScope> {
  const { categoryName, subcategoryName, brandNames } = filter
  if (categoryName === undefined && subcategoryName === undefined && !brandNames?.length) return {}
  const [row] = await query(Prisma.sql`
    SELECT
      ARRAY(SELECT id FROM "Category" WHERE ${categoryName ?? null} IN (name, "nameKk") AND kind = 'regular') AS category_ids,
      EXISTS (SELECT 1 FROM "Category" WHERE ${categoryName ?? null} IN (name, "nameKk") AND kind = 'promo') AS promo,
      ARRAY(SELECT id FROM "Subcategory" WHERE ${subcategoryName ?? null} IN (name, "nameKk")) AS subcategory_ids,
      ARRAY(SELECT id FROM "Brand" WHERE name = ANY(${brandNames ?? []}::text[])) AS brand_ids`)
  const scope: CatalogScope = {}
  if (categoryName !== undefined) {
    if (categoryName === SALE_CATEGORY_NAME || row.promo) scope.discountedOnly = true
    else scope.categoryIds = row.category_ids
  }
  if (subcategoryName !== undefined) scope.subcategoryIds = row.subcategory_ids
  if (brandNames?.length) scope.brandIds = row.brand_ids
  return scope
}

/**
 * The scope's ids. Retail keeps `= ANY(array)` even for one id (see
 * scopeOrderColumn). A type's list prices name one id plainly: their
 * indexes lead with the type, and PostgreSQL 15 uses `= ANY` on a second
 * index column only as a filter in an ordered scan — 64 000 index entries
 * read for a page of 9 (bench/api.mjs P3).
 */
function anyOf(column: Prisma.Sql, ids: number[], view: PriceView) {
  if (!ids.length) return Prisma.sql`false`
  if (view.id !== null && ids.length === 1) return Prisma.sql`${column} = ${ids[0]}`
  return Prisma.sql`${column} = ANY(${ids}::int[])`
}

export function productWhere(
  filter: ProductFilter,
  scope: CatalogScope,
  options: WhereOptions = {}
): Prisma.Sql {
  const view = options.view ?? RETAIL_VIEW
  const columns = listColumns(view)
  const parts: Prisma.Sql[] = [columns.isActive]
  if (scope.discountedOnly) parts.push(onSaleSql(view))
  if (scope.categoryIds) parts.push(anyOf(columns.categoryId, scope.categoryIds, view))
  if (scope.subcategoryIds) parts.push(anyOf(columns.subcategoryId, scope.subcategoryIds, view))
  if (scope.brandIds) parts.push(anyOf(columns.brandId, scope.brandIds, view))
  if (!options.withoutPrice) parts.push(...range(currentPriceSql(view), filter.price))
  parts.push(...range(Prisma.sql`p.width`, filter.width))
  parts.push(...range(Prisma.sql`p.length`, filter.length))
  if (filter.isPopular !== undefined) parts.push(Prisma.sql`p."isPopular" = ${filter.isPopular}`)
  if (filter.isNew !== undefined) parts.push(Prisma.sql`p."isNew" = ${filter.isNew}`)
  if (filter.search !== undefined) {
    // A search with nothing to look for finds nothing.
    const match =
      options.articleFragment && options.tsQuery
        ? Prisma.sql`p."articleTails" @@ ${articleTailQuery(options.articleFragment)}::tsquery`
        : options.tsQuery
          ? Prisma.sql`p."searchVector" @@ to_tsquery('simple', ${options.tsQuery})`
          : Prisma.sql`false`
    // coalesce: the same test (a row without a document matches nothing), which no index answers.
    parts.push(options.matchAsFilter ? Prisma.sql`coalesce(${match}, false)` : match)
  }
  return Prisma.join(parts, ' AND ')
}

/** The exact number of products a list's WHERE selects (the `count` of its pages). */
export const productCountSql = (where: Prisma.Sql, view: PriceView = RETAIL_VIEW) =>
  Prisma.sql`SELECT count(*) AS count FROM ${pricedFrom(view)} WHERE ${where}`

/** The goods a search's words name (rankedSearchSql). */
export interface NamedGoods {
  /** The list's WHERE with its match as a filter (WhereOptions matchAsFilter). */
  where: Prisma.Sql
  /** The words' stems as a tsquery without weights (domain/searchQuery buildRankQuery). */
  query: string
  /** Which order key says a good is named so (the same test, on the whole document, «:A»). */
  key: number
}

/**
 * A ranked search's whole list in one statement: its ids in order and its
 * count. The goods ranked are the first SEARCH_LIST_CAP + 1 matches in the
 * table's order (counted: the list's count) and as many of the goods whose
 * names or articles hold the words (`namedBy`), so
 * that a word found in thousands of section names still lists the goods it
 * names first. Reading stops there: ~1 000 rows, not every match of a
 * common word. The order keys are computed as the rows are read, and the
 * ≤ 2 002 rows sorted by them without being read again.
 *
 * The named goods come from an index of the names' part of the search
 * document (weight A: `ts_filter(…, '{a}')`, migration search_name_index):
 * asking the whole document's index for a word «:A» rechecks every match,
 * and a word found mostly through section names («котлы»: 11 000 matches,
 * a handful named) read all of them, 30 ms (docs/rest-api.md «Speed»).
 *
 * The table's order is the same in a bitmap scan of the search index and a
 * sequential one (block by block; lib/db.ts turns synchronized scans off, so
 * none starts midway): api processes, the overlay and its list agree. Not
 * `ORDER BY id`: the planner then walks the key's index, and a word in 4 %
 * of the goods is read 25 000 rows deep (100 ms).
 */
export function rankedSearchSql(
  where: Prisma.Sql,
  keys: OrderKey[],
  namedBy: NamedGoods | null,
  view: PriceView = RETAIL_VIEW
): Prisma.Sql {
  const from = pricedFrom(view)
  const cap = SEARCH_LIST_CAP + 1
  const alias = (i: number) => Prisma.raw(`k${i}`)
  const columns = Prisma.join(
    keys.map((key, i) => Prisma.sql`${key.value} AS ${alias(i)}`),
    ', '
  )
  const order = Prisma.join(
    keys.map((key, i) => Prisma.sql`${alias(i)} ${Prisma.raw(key.direction)}`),
    ', '
  )
  // Not read when the first matches are all named already (a brand, a
  // product's own word): the same rows twice. Nor when they are all the
  // matches there are (fewer than the cap): the named goods match the same
  // WHERE, so they are among them already («раковина jika»: 527 goods read
  // twice, 5 of its 11 ms).
  const named = namedBy
    ? Prisma.sql`UNION SELECT * FROM (SELECT p.id, ${columns} FROM ${from} WHERE ${namedBy.where}
        AND ts_filter(p."searchVector", '{a}') @@ to_tsquery('simple', ${namedBy.query})
        AND (SELECT count(*) FROM found) >= ${cap}
        AND (SELECT count(*) FROM found WHERE ${alias(namedBy.key)}) < ${cap}
        LIMIT ${cap}) AS named`
    : Prisma.empty
  return Prisma.sql`
    WITH found AS MATERIALIZED (SELECT p.id, ${columns} FROM ${from} WHERE ${where} LIMIT ${cap})
    SELECT
      ARRAY(SELECT id FROM (SELECT * FROM found ${named}) AS ranked
        ORDER BY ${order} LIMIT ${cap}) AS ids,
      (SELECT count(*) FROM found) AS count`
}

/**
 * The count cache's key: the WHERE's text and its values, so that two
 * filters share a count only when they select the same rows (names are
 * resolved to ids first; a renamed section is a catalogue write, which
 * clears the cache), and the price type whose prices the WHERE compares.
 */
export const productCountKey = (where: Prisma.Sql, view: PriceView = RETAIL_VIEW): string =>
  `${view.code}\u0000${where.sql}\u0000${JSON.stringify(where.values)}`

const COLUMNS: Record<string, Prisma.Sql> = {
  // Case-insensitive, ё as е (SPEC §3 sorts names case-insensitively).
  name: Prisma.sql`search_fold(p.name)`,
  createdAt: Prisma.sql`p."createdAt"`,
}

/**
 * ORDER BY for the terms; goods «Цену уточняйте у менеджера» (price ≤ 0) go
 * last in price order either way (descending puts them last by itself, which
 * keeps that order index-friendly), and id keeps pages stable.
 */
/**
 * The id column the scope fixes to one value, when the list is in price
 * order: led into ORDER BY in the price's direction (it is constant within
 * the list, so the order is the same), it makes PostgreSQL read that
 * column's (…, isActive, currentPrice) index in order. Otherwise it walks
 * the whole catalogue's price index skipping other sections' goods, which
 * costs 300 ms when the dearest goods are elsewhere (EXPLAIN on 100 382
 * products: 0.5 ms this way). The id stays in `= ANY(array)` form, which
 * keeps the key from being dropped as a constant.
 */
function scopeOrderColumn(scope: CatalogScope | undefined, view: PriceView): Prisma.Sql | null {
  const columns = listColumns(view)
  if (scope?.subcategoryIds?.length === 1) return columns.subcategoryId
  if (scope?.brandIds?.length === 1) return columns.brandId
  if (scope?.categoryIds?.length === 1) return columns.categoryId
  return null
}

export interface OrderOptions {
  /** Best search matches first (domain/searchQuery relevance keys, an article typed in full). */
  rankBy?: { rankKeys: string[]; article: string | null } | null
  /**
   * The filter's price floor is above 0: no «price on request» goods to put
   * last, and without that expression key the price index gives the order.
   */
  pricedOnly?: boolean
  /** The list's resolved scope (scopeOrderColumn). */
  scope?: CatalogScope
  /** Whose prices the price order follows (default retail). */
  view?: PriceView
}

/** One key of a list's order: a value and its direction. */
export interface OrderKey {
  value: Prisma.Sql
  direction: 'ASC' | 'DESC'
}

/**
 * The scope's id column a list in price order is led by (scopeOrderColumn):
 * its index then gives the whole order — (…, isActive, price) descending or
 * above a priced floor, (…, isActive, NOT priced, price) ascending with the
 * «price on request» goods last (migration 20261206070000). Such a list's
 * plan is that index whatever the values (its page statement may be prepared).
 */
export function orderLedByScope(
  terms: OrderTerm[],
  { rankBy, scope, view = RETAIL_VIEW }: OrderOptions = {}
): Prisma.Sql | null {
  const leading = scopeOrderColumn(scope, view)
  const [first] = terms
  return leading && !rankBy && first?.field === 'currentPrice' ? leading : null
}

export function productOrderKeys(
  terms: OrderTerm[],
  { rankBy, pricedOnly, scope, view = RETAIL_VIEW }: OrderOptions = {}
): OrderKey[] {
  const keys: OrderKey[] = []
  const asc = (value: Prisma.Sql) => keys.push({ value, direction: 'ASC' })
  const desc = (value: Prisma.Sql) => keys.push({ value, direction: 'DESC' })
  const price = currentPriceSql(view)
  const [first] = terms
  const leading = orderLedByScope(terms, { rankBy, pricedOnly, scope, view })
  if (leading) {
    if (first.direction === 'desc') desc(leading)
    else asc(leading)
  }
  if (rankBy) {
    // Relevance (domain/searchQuery relevanceKeys): an article typed in full,
    // then goods named by the words themselves, then goods whose names hold
    // them at all. Yes/no tests, not ts_rank: cheap per good.
    if (rankBy.article) desc(Prisma.sql`(search_compact(p.article) = ${rankBy.article})`)
    for (const key of rankBy.rankKeys) {
      desc(Prisma.sql`(p."searchVector" @@ to_tsquery('simple', ${key}))`)
    }
  }
  // A ranked list is sorted in memory, never read in an index's order: its
  // price key as float8 (exact for numeric(12,2), the same order) compares
  // several times faster than numeric — sorting ≤ 2 002 rows by numeric was
  // ~15 % of a common word's ranked statement (docs/rest-api.md «Speed»).
  const priceKey = rankBy ? Prisma.sql`${price}::float8` : price
  for (const term of terms) {
    const column = term.field === 'currentPrice' ? priceKey : COLUMNS[term.field]
    if (term.field === 'currentPrice' && term.direction === 'asc' && !pricedOnly) {
      asc(Prisma.sql`(NOT ${pricedSql(price)})`)
    }
    if (term.direction === 'desc') desc(column)
    else asc(column)
  }
  asc(Prisma.sql`p.id`)
  return keys
}

export const productOrderBy = (terms: OrderTerm[], options: OrderOptions = {}): Prisma.Sql =>
  Prisma.join(
    productOrderKeys(terms, options).map(
      (key) => Prisma.sql`${key.value} ${Prisma.raw(key.direction)}`
    ),
    ', '
  )

/**
 * What a page of goods is read for: `card` — a list's product cards (the
 * REST lists, the catalogue and home pages, the search overlay), which show
 * no description and no characteristics; `full` — a product's page, the
 * compare page and any list whose GraphQL query asks for either. Leaving
 * them out of a list is a seventh more list answers a second with nothing
 * kept (docs/rest-api.md, issue 31 §2).
 */
export type ProductShape = 'card' | 'full'

const CARD_COLUMNS = Prisma.sql`p.id, p.article, p.name, p.slug, p."nameKk",
  p."categoryId", p."subcategoryId", p."brandId", p.price, p."currentPrice", p."lastPrice",
  p."isPopular", p."isNew", p."isActive", p.unit, p.width, p.height, p.length, p.weight,
  p."createdAt", p."updatedAt"`

/** Each shape's product columns; never the search document, which the client cannot read. */
const PRODUCT_COLUMNS = {
  card: CARD_COLUMNS,
  full: Prisma.sql`${CARD_COLUMNS}, p.description, p."descriptionKk"`,
} satisfies Record<ProductShape, Prisma.Sql>

/**
 * A page's size and offset written into the statement, not sent as values:
 * a prepared statement's generic plan then knows them (with `LIMIT $n`
 * PostgreSQL prices it as reading a tenth of the rows and keeps re-planning).
 */
function literalCount(n: number): Prisma.Sql {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`)
  return Prisma.raw(String(n))
}

/**
 * One statement for a page of products with everything a card shows: the
 * ordered page, its images, stock per shop (in the shops' order), what
 * placed orders hold of it and type prices as JSON; for the `full` shape
 * also its description and characteristics. One round trip instead of one
 * per relation. The section, subsection, brand and shop rows are not
 * repeated for every good (they were over half of a page's bytes, and
 * reading them a third of the api's CPU per list): the api attaches them by
 * id from its own copy (products catalogRelations).
 */
export function productPageSql(
  where: Prisma.Sql,
  orderBy: Prisma.Sql,
  take: number,
  skip: number,
  view: PriceView = RETAIL_VIEW,
  shape: ProductShape = 'full'
) {
  const attributes =
    shape === 'full'
      ? Prisma.sql`,
      coalesce((SELECT json_agg(a ORDER BY a.position, a.name)
        FROM "ProductAttribute" a WHERE a."productId" = page.id), '[]') AS attributes`
      : Prisma.empty
  return Prisma.sql`
    WITH page AS (
      SELECT ${PRODUCT_COLUMNS[shape]}, row_number() OVER (ORDER BY ${orderBy}) AS ord
      FROM ${pricedFrom(view)} WHERE ${where}
      ORDER BY ${orderBy} LIMIT ${literalCount(take)} OFFSET ${literalCount(skip)}
    )
    SELECT page.*,
      coalesce((SELECT json_agg(i ORDER BY i.position, i.id)
        FROM "ProductImage" i WHERE i."productId" = page.id), '[]') AS images,
      coalesce((SELECT json_agg(json_build_object(
          'productId', st."productId", 'shopId', st."shopId", 'count', st.count)
          ORDER BY sh.position, sh.id)
        FROM "Stock" st JOIN "Shop" sh ON sh.id = st."shopId" WHERE st."productId" = page.id), '[]') AS stock,
      coalesce((SELECT json_agg(json_build_object('shopId', r."shopId", 'quantity', r.quantity))
        FROM "StockReservation" r WHERE r."productId" = page.id), '[]') AS reservations,
      coalesce((SELECT json_agg(json_build_object('minQuantity', pp."minQuantity", 'price', pp.price,
          'priceType', json_build_object('code', t.code)) ORDER BY pp."minQuantity")
        FROM "ProductPrice" pp JOIN "PriceType" t ON t.id = pp."priceTypeId"
        WHERE pp."productId" = page.id), '[]') AS "typePrices"${attributes}
    FROM page
    ORDER BY page.ord`
}

/**
 * The rows a page's goods refer to — sections, subsections, brands, shops
 * (tens to hundreds) — each as its JSON, the form the page statement gave
 * them in before (row_to_json: dates and decimals as text).
 */
export const catalogRelationsSql = () => Prisma.sql`
  SELECT
    (SELECT coalesce(json_agg(c), '[]') FROM "Category" c) AS categories,
    (SELECT coalesce(json_agg(s), '[]') FROM "Subcategory" s) AS subcategories,
    (SELECT coalesce(json_agg(b), '[]') FROM "Brand" b) AS brands,
    (SELECT coalesce(json_agg(sh), '[]') FROM "Shop" sh) AS shops`
