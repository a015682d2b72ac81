import { db } from 'src/lib/db'
import { brandFor, brandWords, type BrandReading } from 'src/lib/domain/searchBrands'
import {
  articleKey,
  buildTsQuery,
  correctedQuery,
  planSearch,
  relevanceKeys,
  followUpLookups,
  type WordFacts,
} from 'src/lib/domain/searchQuery'
import { cleanQuery } from 'src/lib/domain/searchText'
import { TtlCache } from 'src/lib/ttlCache'

/**
 * The database side of search planning (domain/searchQuery): what the table
 * of distinct stored words says of the query's words. PostgreSQL only: the
 * stemmers through ts_lexize, typo candidates by trigram similarity.
 */

export interface PreparedSearch {
  /** tsquery text for to_tsquery('simple', …), or null when nothing can match. */
  tsQuery: string | null
  /** tsquery texts that order the matches: goods matching the first come first, and so on. */
  rankKeys: string[]
  /** The query compacted when it may be an article: that article ranks first. */
  article: string | null
  /** The query as searched when it is not as typed («yfcjc» → «насос»), else null. */
  corrected: string | null
}

interface FactRow {
  word: string
  is_word: boolean
  has_prefix: boolean
  similar: string[]
  stems: string[] | null
}

/** Typo candidates fetched by trigrams; the planner picks by edit distance. */
const TYPO_CANDIDATES = 8

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
      EXISTS (SELECT 1 FROM "SearchWord" s WHERE s.word = w.word) AS is_word,
      EXISTS (SELECT 1 FROM "SearchWord" s WHERE s.word LIKE w.word || '%') AS has_prefix,
      CASE WHEN w.word ~ '^[a-z0-9./]+$'
        THEN ts_lexize('english_stem', w.word)
        ELSE ts_lexize('russian_stem', w.word) END AS stems,
      CASE WHEN length(w.word) >= 3 AND w.word !~ '[0-9]'
        THEN ARRAY(
          SELECT s.word FROM "SearchWord" s
          WHERE s.word % w.word
          ORDER BY s.word <-> w.word, s.word
          LIMIT ${TYPO_CANDIDATES})
        ELSE ARRAY[]::text[] END AS similar
    FROM unnest(${words}::text[]) AS w(word)`
  return new Map(
    rows.map((row) => [
      row.word,
      {
        isWord: row.is_word,
        hasPrefix: row.has_prefix,
        similar: row.similar ?? [],
        stems: row.stems ?? [],
      },
    ])
  )
}

/** Brand names change rarely; every Cyrillic query word is compared with them. */
export const brandWordsCache = new TtlCache<BrandReading[]>(60_000, 1)

const catalogueBrandWords = () =>
  brandWordsCache.getOrCompute('all', async () =>
    brandWords((await db.brand.findMany({ select: { name: true } })).map((b) => b.name))
  )

/** Turns what the shopper typed into a tsquery (no database work for an empty query). */
export async function prepareSearch(raw: string | null | undefined): Promise<PreparedSearch> {
  const query = cleanQuery(raw)
  const plan = planSearch(query)
  if (plan.tokens.length === 0) {
    return { tsQuery: null, rankKeys: [], article: null, corrected: null }
  }
  const cyrillic = plan.tokens.filter((token) => /^[а-яё]+$/.test(token))
  const [facts, brands] = await Promise.all([
    wordFacts(plan.lookups),
    cyrillic.length ? catalogueBrandWords() : [],
  ])
  for (const token of cyrillic) {
    const brand = brandFor(token, brands)
    if (brand) plan.brands.set(token, brand)
  }
  // A typo's correction, then the fleeting-vowel variants of the stems
  // (котел ↔ котл): at most two more look-ups, usually answered by the cache.
  for (let round = 0; round < 2; round++) {
    const wanted = followUpLookups(plan, facts)
    if (wanted.length === 0) break
    for (const [word, fact] of await wordFacts(wanted)) facts.set(word, fact)
  }
  return {
    tsQuery: buildTsQuery(plan, facts),
    rankKeys: relevanceKeys(plan, facts),
    article: articleKey(plan),
    corrected: correctedQuery(plan, facts),
  }
}
