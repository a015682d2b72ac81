import { Prisma } from '@prisma/client'
import type { QueryResolvers } from 'types/graphql'

import { db } from 'src/lib/db'
import { buildTsQuery, planSearch, type WordFacts } from 'src/lib/domain/searchQuery'
import { cleanQuery } from 'src/lib/domain/searchText'
import { TtlCache } from 'src/lib/ttlCache'

/**
 * Shopper search (SPEC §2 "Search", §4): word forms, ё/е, typos, the wrong
 * keyboard layout, articles and brand names, partial words while typing.
 * PostgreSQL only: a tsvector per product (GIN) and a small table of distinct
 * words for typo correction by trigram similarity.
 */

export interface PreparedSearch {
  /** tsquery text for to_tsquery('simple', …), or null when nothing can match. */
  tsQuery: string | null
  /** The query's letters and digits, to rank an exactly typed article first. */
  compacted: string
}

interface FactRow {
  word: string
  has_prefix: boolean
  similar: string[]
  stems: string[] | null
}

/**
 * What the word table says of a word changes only when goods are renamed or
 * added; shoppers repeat the same words all day.
 */
export const wordFactsCache = new TtlCache<WordFacts>(60_000, 5000)

/** One round trip for the words not cached: whether each is known, its stems and close words. */
async function wordFacts(words: string[]): Promise<Map<string, WordFacts>> {
  const facts = new Map<string, WordFacts>()
  const missing: string[] = []
  for (const word of words) {
    const cached = wordFactsCache.get(word)
    if (cached) facts.set(word, cached)
    else missing.push(word)
  }
  if (missing.length === 0) return facts
  for (const [word, fact] of await lookUpWords(missing)) {
    wordFactsCache.set(word, fact)
    facts.set(word, fact)
  }
  return facts
}

async function lookUpWords(words: string[]): Promise<Map<string, WordFacts>> {
  const rows = await db.$queryRaw<FactRow[]>`
    SELECT w.word,
      EXISTS (SELECT 1 FROM "SearchWord" s WHERE s.word LIKE w.word || '%') AS has_prefix,
      CASE WHEN w.word ~ '^[a-z0-9./]+$'
        THEN ts_lexize('english_stem', w.word)
        ELSE ts_lexize('russian_stem', w.word) END AS stems,
      CASE WHEN length(w.word) >= 3 AND w.word !~ '[0-9]'
        THEN ARRAY(
          SELECT s.word FROM "SearchWord" s
          WHERE s.word % w.word
          ORDER BY s.word <-> w.word, s.word
          LIMIT 3)
        ELSE ARRAY[]::text[] END AS similar
    FROM unnest(${words}::text[]) AS w(word)`
  return new Map(
    rows.map((row) => [
      row.word,
      { hasPrefix: row.has_prefix, similar: row.similar ?? [], stems: row.stems ?? [] },
    ])
  )
}

/** Turns what the shopper typed into a tsquery (no database work for an empty query). */
export async function prepareSearch(raw: string | null | undefined): Promise<PreparedSearch> {
  const query = cleanQuery(raw)
  const plan = planSearch(query)
  if (plan.tokens.length === 0 && plan.switchedTokens.length === 0) {
    return { tsQuery: null, compacted: '' }
  }
  return { tsQuery: buildTsQuery(plan, await wordFacts(plan.lookups)), compacted: plan.compacted }
}

export const SEARCH_GROUP_LIMITS = { product: 10, category: 5, subcategory: 5, brand: 5 }

/** How many matching products the typeahead ranks (see catalogSearch). */
export const SEARCH_CANDIDATES = 200

export interface CatalogSearchResult {
  products: { id: number; name: string; article: string }[]
  categories: { id: number; name: string }[]
  subcategories: { id: number; name: string; categoryName: string }[]
  brands: { id: number; name: string }[]
}

interface GroupRow {
  kind: 'category' | 'subcategory' | 'brand'
  id: number
  name: string
  categoryName: string | null
}

const EMPTY: CatalogSearchResult = { products: [], categories: [], subcategories: [], brands: [] }

/** A name matches when its words (as typed or stemmed) satisfy the query. */
const nameMatches = (column: Prisma.Sql, tsQuery: string) =>
  Prisma.sql`(to_tsvector('simple', search_text(${column})) || to_tsvector('russian', search_text(${column}))) @@ to_tsquery('simple', ${tsQuery})`

/** Search results grouped by kind: product, category, subcategory, brand (SPEC §3). */
export async function catalogSearch(raw: string | null | undefined): Promise<CatalogSearchResult> {
  const { tsQuery, compacted } = await prepareSearch(raw)
  if (!tsQuery) return EMPTY
  const limits = SEARCH_GROUP_LIMITS
  const [products, groups] = await Promise.all([
    // Ranking every match of a common word («насос»: a fifth of a large
    // catalogue) costs more than the search itself; the best matches are
    // picked among the first SEARCH_CANDIDATES, which PostgreSQL finds by
    // walking the primary key when matches are dense and the GIN index when
    // they are rare. An article typed in full always ranks first.
    db.$queryRaw<CatalogSearchResult['products']>`
      SELECT c.id, c.name, c.article FROM (
        SELECT p.id, p.name, p.article, p."searchVector" FROM "Product" p
        WHERE p."isActive" AND p."searchVector" @@ to_tsquery('simple', ${tsQuery})
        ORDER BY p.id LIMIT ${SEARCH_CANDIDATES}
      ) c
      ORDER BY (search_compact(c.article) = ${compacted}) DESC,
        ts_rank(c."searchVector", to_tsquery('simple', ${tsQuery})) DESC,
        c.name, c.id
      LIMIT ${limits.product}`,
    // Sections, subsections and brands are few: one statement for the three groups.
    db.$queryRaw<GroupRow[]>`
      (SELECT 'category' AS kind, c.id, c.name, NULL AS "categoryName" FROM "Category" c
        WHERE ${nameMatches(Prisma.sql`c.name`, tsQuery)}
        ORDER BY c.position, c.name LIMIT ${limits.category})
      UNION ALL
      (SELECT 'subcategory', s.id, s.name, c.name FROM "Subcategory" s
        JOIN "Category" c ON c.id = s."categoryId"
        WHERE ${nameMatches(Prisma.sql`s.name`, tsQuery)}
        ORDER BY s.position, s.name LIMIT ${limits.subcategory})
      UNION ALL
      (SELECT 'brand', b.id, b.name, NULL FROM "Brand" b
        WHERE ${nameMatches(Prisma.sql`b.name`, tsQuery)}
        ORDER BY b.name LIMIT ${limits.brand})`,
  ])
  const of = (kind: GroupRow['kind']) => groups.filter((row) => row.kind === kind)
  return {
    products,
    categories: of('category').map(({ id, name }) => ({ id, name })),
    subcategories: of('subcategory').map(({ id, name, categoryName }) => ({
      id,
      name,
      categoryName: categoryName ?? '',
    })),
    brands: of('brand').map(({ id, name }) => ({ id, name })),
  }
}

export const catalogSearchResults: QueryResolvers['catalogSearchResults'] = ({ query }) =>
  catalogSearch(query)
