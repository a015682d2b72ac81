import { Prisma } from '@prisma/client'
import type { QueryResolvers } from 'types/graphql'

import { registerCatalogCache } from 'src/lib/catalogCaches'
import { db } from 'src/lib/db'
import type { TextLocale } from 'src/lib/domain/localizedText'
import { cleanQuery } from 'src/lib/domain/searchText'
import { matchesTsQuery, parseTsQuery, type TsQueryNode } from 'src/lib/domain/tsQueryMatch'
import { mediaUrl } from 'src/lib/media'
import { prepareSearch } from 'src/lib/searchWords'
import { langOf } from 'src/lib/textLocale'
import { TtlCache } from 'src/lib/ttlCache'
import { listProducts } from 'src/services/products/products'

/**
 * Shopper search (SPEC §2 "Search", §4): word forms, ё/е, typos, the wrong
 * keyboard layout, articles and brand names, partial words while typing.
 * The product group is the first page of the catalogue list searched the
 * same way (listProducts), so the overlay and /catalog/v2?search= always
 * find the same goods in the same order.
 */

// Kept for callers that planned searches through this module.
export { prepareSearch, type PreparedSearch } from 'src/lib/searchWords'

export const SEARCH_GROUP_LIMITS = { product: 10, category: 5, subcategory: 5, brand: 5 }

/** A product suggestion: enough to show its price and picture beside the name. */
export interface SearchProduct {
  id: number
  name: string
  /** The language `name` and the pictures' alt are in (Kazakh where written, on a Kazakh request). */
  nameLang: TextLocale
  article: string
  /** The viewer's price (as products() gives it); 0 or -1 is «on request». */
  currentPrice: number
  lastPrice: number | null
  images: { file: string; alt: string }[]
}

export interface CatalogSearchResult {
  products: SearchProduct[]
  categories: { id: number; name: string }[]
  subcategories: { id: number; name: string; categoryName: string }[]
  brands: { id: number; name: string }[]
  /** How many of each kind match in all, as a list answer's count. */
  counts: { products: number; categories: number; subcategories: number; brands: number }
  /** The query as searched when not as typed («yfcjc» → «насос»); null otherwise or with nothing found. */
  correctedQuery: string | null
}

interface GroupRow {
  kind: 'category' | 'subcategory' | 'brand'
  id: number
  name: string
  categoryName: string | null
  total: bigint
}

const empty = (): CatalogSearchResult => ({
  products: [],
  categories: [],
  subcategories: [],
  brands: [],
  counts: { products: 0, categories: 0, subcategories: 0, brands: 0 },
  correctedQuery: null,
})

/** A name's words as typed and stemmed, with its Kazakh name's folded words (`search_text_kk`, searchKazakh.ts). */
const nameVector = (column: Prisma.Sql, kazakh?: Prisma.Sql) =>
  kazakh
    ? Prisma.sql`(to_tsvector('simple', search_text(${column})) || to_tsvector('russian', search_text(${column})) || to_tsvector('simple', search_text_kk(${kazakh})))`
    : Prisma.sql`(to_tsvector('simple', search_text(${column})) || to_tsvector('russian', search_text(${column})))`

/** A name matches when its words (as typed or stemmed, or its Kazakh name's) satisfy the query. */
const nameMatches = (column: Prisma.Sql, tsQuery: string, kazakh?: Prisma.Sql) =>
  Prisma.sql`${nameVector(column, kazakh)} @@ to_tsquery('simple', ${tsQuery})`

/**
 * Sections, subsections and brands a reading finds, by its tsquery: every
 * form, typo and layout of a word shares them until a catalogue write (as
 * the goods' list does, services/products searchLists).
 */
export const searchGroups = new TtlCache<GroupRow[]>(60_000, 2000)
registerCatalogCache(() => searchGroups.clear())

/** A section, subsection or brand with its name's lexemes, as nameMatches reads them. */
interface NamedGroup extends Omit<GroupRow, 'total'> {
  position: number
  lexemes: string[]
}

/**
 * The catalogue's sections, subsections and brands (tens to hundreds) with
 * their names' lexemes, kept per process until a catalogue write: a search
 * matches them in memory (domain/tsQueryMatch) instead of by one statement
 * (issue 31 §2).
 */
export const searchGroupNames = new TtlCache<NamedGroup[]>(60_000, 1)
registerCatalogCache(() => searchGroupNames.clear())

const lexemesOf = (column: Prisma.Sql, kazakh?: Prisma.Sql) =>
  Prisma.sql`tsvector_to_array(${nameVector(column, kazakh)})`

const loadGroupNames = () =>
  db.$queryRaw<NamedGroup[]>`
    SELECT 'category' AS kind, c.id, c.name, NULL AS "categoryName", c.position,
      ${lexemesOf(Prisma.sql`c.name`, Prisma.sql`c."nameKk"`)} AS lexemes
    FROM "Category" c
    UNION ALL
    SELECT 'subcategory', s.id, s.name, c.name, s.position,
      ${lexemesOf(Prisma.sql`s.name`, Prisma.sql`s."nameKk"`)}
    FROM "Subcategory" s JOIN "Category" c ON c.id = s."categoryId"
    UNION ALL
    SELECT 'brand', b.id, b.name, NULL, 0, ${lexemesOf(Prisma.sql`b.name`)} FROM "Brand" b`

/** Names compare in the database's C collation: by code point. */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** What the statement below answers, from the names in memory. */
function groupsInMemory(names: NamedGroup[], query: TsQueryNode): GroupRow[] {
  const rows: GroupRow[] = []
  for (const kind of ['category', 'subcategory', 'brand'] as const) {
    const found = names
      .filter((group) => group.kind === kind && matchesTsQuery(query, group.lexemes))
      .sort((a, b) => a.position - b.position || byCodePoint(a.name, b.name))
    const total = BigInt(found.length)
    for (const { id, name, categoryName } of found.slice(0, SEARCH_GROUP_LIMITS[kind])) {
      rows.push({ kind, id, name, categoryName, total })
    }
  }
  return rows
}

/** Lexemes of the planner's words and articles; a '.' or '/' one the database's parser may split. */
const matchableInMemory = (tsQuery: string) => !/[./]/.test(tsQuery)

async function findGroups(tsQuery: string): Promise<GroupRow[]> {
  if (!matchableInMemory(tsQuery)) return findGroupsBySql(tsQuery)
  return groupsInMemory(
    await searchGroupNames.getOrCompute('all', loadGroupNames),
    parseTsQuery(tsQuery)
  )
}

/** The groups a tsquery finds, asked of the database (and the measure of groupsInMemory). */
export function findGroupsBySql(tsQuery: string): Promise<GroupRow[]> {
  const limits = SEARCH_GROUP_LIMITS
  // Sections, subsections and brands are few: one statement for the three
  // groups, each row carrying its group's total.
  return db.$queryRaw<GroupRow[]>`
      (SELECT 'category' AS kind, c.id, c.name, NULL AS "categoryName", count(*) OVER () AS total
        FROM "Category" c
        WHERE ${nameMatches(Prisma.sql`c.name`, tsQuery, Prisma.sql`c."nameKk"`)}
        ORDER BY c.position, c.name LIMIT ${limits.category})
      UNION ALL
      (SELECT 'subcategory', s.id, s.name, c.name, count(*) OVER ()
        FROM "Subcategory" s JOIN "Category" c ON c.id = s."categoryId"
        WHERE ${nameMatches(Prisma.sql`s.name`, tsQuery, Prisma.sql`s."nameKk"`)}
        ORDER BY s.position, s.name LIMIT ${limits.subcategory})
      UNION ALL
      (SELECT 'brand', b.id, b.name, NULL, count(*) OVER () FROM "Brand" b
        WHERE ${nameMatches(Prisma.sql`b.name`, tsQuery)}
        ORDER BY b.name LIMIT ${limits.brand})`
}

/** Search results grouped by kind: product, category, subcategory, brand (SPEC §3). */
export async function catalogSearch(raw: string | null | undefined): Promise<CatalogSearchResult> {
  const query = cleanQuery(raw)
  if (!query) return empty()
  const { tsQuery, corrected } = await prepareSearch(query)
  if (!tsQuery) return empty()
  const [products, groups] = await Promise.all([
    listProducts({ filter: { search: query }, page: 1, pageSize: SEARCH_GROUP_LIMITS.product }),
    searchGroups.getOrCompute(tsQuery, () => findGroups(tsQuery)),
  ])
  const of = (kind: GroupRow['kind']) => groups.filter((row) => row.kind === kind)
  const total = (kind: GroupRow['kind']) => Number(of(kind)[0]?.total ?? 0)
  const found = products.count + groups.length > 0
  return {
    products: products.results.map((p) => ({
      id: p.id,
      name: p.name,
      nameLang: langOf(p, 'name'),
      article: p.article,
      currentPrice: Number(p.currentPrice),
      lastPrice: p.lastPrice === null ? null : Number(p.lastPrice),
      images: p.images.slice(0, 1).map((image) => ({ file: mediaUrl(image.file), alt: image.alt })),
    })),
    categories: of('category').map(({ id, name }) => ({ id, name })),
    subcategories: of('subcategory').map(({ id, name, categoryName }) => ({
      id,
      name,
      categoryName: categoryName ?? '',
    })),
    brands: of('brand').map(({ id, name }) => ({ id, name })),
    counts: {
      products: products.count,
      categories: total('category'),
      subcategories: total('subcategory'),
      brands: total('brand'),
    },
    correctedQuery: found ? corrected : null,
  }
}

/**
 * What a results page says it searched for («Показаны результаты по запросу
 * «насос»»): the planning alone, no goods fetched. Null when read as typed.
 */
export async function searchCorrection(raw: string | null | undefined): Promise<string | null> {
  const query = cleanQuery(raw)
  return query ? (await prepareSearch(query)).corrected : null
}

export const catalogSearchResults: QueryResolvers['catalogSearchResults'] = ({ query }) =>
  catalogSearch(query)

export const catalogSearchCorrection: QueryResolvers['catalogSearchCorrection'] = ({ query }) =>
  searchCorrection(query)
