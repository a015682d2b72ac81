import type { WordFacts } from './searchQuery'

/**
 * The catalogue's stored search words held in memory (issue 31 §2): what
 * the word table says of a query's words — known, a prefix of a known word,
 * typo candidates, stems — answered here instead of by one or two SQL round
 * trips per search. The words are few thousand, so scanning them for typo
 * candidates costs well under a millisecond. Pure: lib/searchWords loads the
 * words and their stems (ts_lexize) from the database.
 */

/** pg_trgm's default `pg_trgm.similarity_threshold`: `%` holds from this similarity on. */
export const SIMILARITY_THRESHOLD = 0.3

/** Typo candidates offered per word (the planner picks among them by edit distance). */
export const TYPO_CANDIDATES = 8

/**
 * Trigrams as pg_trgm builds them: each run of letters and digits padded
 * with two spaces before and one after, every three consecutive characters,
 * each once.
 */
export function trigrams(text: string): Set<string> {
  const grams = new Set<string>()
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const chars = [' ', ' ', ...word, ' ']
    for (let i = 0; i + 3 <= chars.length; i++) grams.add(chars[i] + chars[i + 1] + chars[i + 2])
  }
  return grams
}

/** pg_trgm's similarity(): shared trigrams over all, in single precision as it computes it. */
export function trigramSimilarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0
  let shared = 0
  for (const gram of a) if (b.has(gram)) shared++
  return Math.fround(shared / (a.size + b.size - shared))
}

/** Words are stored and compared in the database's C collation: code point order. */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

export class WordDictionary {
  /** Stored words in code point order, for prefix look-ups. */
  private readonly sorted: string[]
  private readonly known: Set<string>
  private readonly grams: Set<string>[]

  /**
   * @param words the stored words (table "SearchWord")
   * @param stems stems of the stored words and of the brand words (ts_lexize); a word without
   *   stems there is a stop word
   */
  constructor(
    words: string[],
    private readonly stems: Map<string, string[]>
  ) {
    this.sorted = [...new Set(words)].sort(byCodePoint)
    this.known = new Set(this.sorted)
    this.grams = this.sorted.map(trigrams)
  }

  get size() {
    return this.sorted.length
  }

  /** Some stored word starts with `prefix` (as `LIKE prefix || '%'`). */
  hasPrefix(prefix: string): boolean {
    let low = 0
    let high = this.sorted.length
    while (low < high) {
      const mid = (low + high) >>> 1
      if (this.sorted[mid] < prefix) low = mid + 1
      else high = mid
    }
    return low < this.sorted.length && this.sorted[low].startsWith(prefix)
  }

  /**
   * Stored words similar by trigrams (`word % stored`), nearest first, ties in
   * word order, at most TYPO_CANDIDATES: what the word table's trigram index
   * answered. None for short words and words with digits (articles, sizes).
   */
  similar(word: string): string[] {
    if (word.length < 3 || /[0-9]/.test(word)) return []
    const own = trigrams(word)
    const found: { word: string; similarity: number }[] = []
    for (let i = 0; i < this.sorted.length; i++) {
      const similarity = trigramSimilarity(own, this.grams[i])
      if (similarity >= SIMILARITY_THRESHOLD) found.push({ word: this.sorted[i], similarity })
    }
    found.sort((a, b) => b.similarity - a.similarity || byCodePoint(a.word, b.word))
    return found.slice(0, TYPO_CANDIDATES).map((f) => f.word)
  }

  /**
   * What the word table says of one word (domain/searchQuery WordFacts).
   * Typo candidates only for a word neither stored nor begun: the planner
   * reads them for no other (readWord), and they are the costly part.
   */
  factsOf(word: string): WordFacts {
    const isWord = this.known.has(word)
    const hasPrefix = isWord || this.hasPrefix(word)
    return {
      isWord,
      hasPrefix,
      similar: hasPrefix ? [] : this.similar(word),
      stems: this.stems.get(word) ?? [],
    }
  }
}
