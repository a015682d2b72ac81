import { db } from 'src/lib/db'
import { brandFor, brandWords, type BrandReading } from 'src/lib/domain/searchBrands'
import { WordDictionary } from 'src/lib/domain/searchDictionary'
import {
  articleFragment,
  articleKey,
  buildRankQuery,
  buildTsQuery,
  correctedQuery,
  planSearch,
  relevanceKeys,
  followUpLookups,
} from 'src/lib/domain/searchQuery'
import { cleanQuery } from 'src/lib/domain/searchText'
import { TtlCache } from 'src/lib/ttlCache'

/**
 * The database side of search planning (domain/searchQuery): the table of
 * distinct stored words and the stemmers (ts_lexize), loaded once into a
 * dictionary (domain/searchDictionary) that answers each query's words.
 */

export interface PreparedSearch {
  /** tsquery text for to_tsquery('simple', …), or null when nothing can match. */
  tsQuery: string | null
  /** tsquery texts that order the matches: goods matching the first come first, and so on. */
  rankKeys: string[]
  /**
   * The words' stems as a tsquery without weights: goods whose names or
   * articles match it are those the first rank key puts first.
   */
  rankQuery: string | null
  /** The query compacted when it may be an article: that article ranks first. */
  article: string | null
  /**
   * The query compacted when it is an article or a run of its parts
   * (domain/searchQuery articleFragment): goods are matched by it among the
   * articles' and names' tails instead of by `tsQuery`.
   */
  articleFragment: string | null
  /** The query as searched when it is not as typed («yfcjc» → «насос»), else null. */
  corrected: string | null
}

/**
 * The stored words with their stems, and the brands' words, as one
 * dictionary per process (domain/searchDictionary): a search plans its
 * words with no round trip. Words change only with the catalogue (the
 * product triggers fill "SearchWord"), so it is kept until a catalogue write
 * (registered in services/products clearProductCaches) or 60 s.
 */
export const searchDictionaryCache = new TtlCache<{
  dictionary: WordDictionary
  brands: BrandReading[]
}>(60_000, 1)

async function loadDictionary() {
  const brands = brandWords(
    (await db.brand.findMany({ select: { name: true } })).map((b) => b.name)
  )
  // Stems as the documents' configurations make them: english for Latin
  // words and articles, russian otherwise (search_text/searchVector).
  const rows = await db.$queryRaw<{ word: string; stored: boolean; stems: string[] | null }[]>`
    SELECT w.word, w.stored,
      CASE WHEN w.word ~ '^[a-z0-9./]+$'
        THEN ts_lexize('english_stem', w.word)
        ELSE ts_lexize('russian_stem', w.word) END AS stems
    FROM (
      SELECT word, true AS stored FROM "SearchWord"
      UNION ALL
      SELECT b.word, false FROM unnest(${brands.map((b) => b.word)}::text[]) AS b(word)
      WHERE NOT EXISTS (SELECT 1 FROM "SearchWord" s WHERE s.word = b.word)
    ) AS w`
  const stems = new Map(rows.map((row) => [row.word, row.stems ?? []]))
  const words = rows.filter((row) => row.stored).map((row) => row.word)
  return { dictionary: new WordDictionary(words, stems), brands }
}

export const catalogueDictionary = () => searchDictionaryCache.getOrCompute('all', loadDictionary)

/** Turns what the shopper typed into a tsquery (no database work for an empty query). */
export async function prepareSearch(raw: string | null | undefined): Promise<PreparedSearch> {
  const query = cleanQuery(raw)
  const plan = planSearch(query)
  if (plan.tokens.length === 0) {
    return {
      tsQuery: null,
      rankKeys: [],
      rankQuery: null,
      article: null,
      articleFragment: null,
      corrected: null,
    }
  }
  const { dictionary, brands } = await catalogueDictionary()
  for (const token of plan.tokens.filter((token) => /^[а-яё]+$/.test(token))) {
    const brand = brandFor(token, brands)
    if (brand) plan.brands.set(token, brand)
  }
  const facts = new Map(plan.lookups.map((word) => [word, dictionary.factsOf(word)]))
  // A typo's correction, then the fleeting-vowel variants of the stems
  // (котел ↔ котл).
  for (let round = 0; round < 2; round++) {
    const wanted = followUpLookups(plan, facts)
    if (wanted.length === 0) break
    for (const word of wanted) facts.set(word, dictionary.factsOf(word))
  }
  return {
    tsQuery: buildTsQuery(plan, facts),
    rankKeys: relevanceKeys(plan, facts),
    rankQuery: buildRankQuery(plan, facts),
    article: articleKey(plan),
    articleFragment: articleFragment(plan, facts),
    corrected: correctedQuery(plan, facts),
  }
}
