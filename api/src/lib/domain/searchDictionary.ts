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
 * each once — sorted, so two words' shared trigrams are one merge. Arrays,
 * not Sets: the api's build polyfills Set (core-js), and a typo's candidates
 * compare it with every stored word (profiled: Set.has was most of a
 * search's planning).
 */
export function trigrams(text: string): string[] {
  const grams: string[] = []
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const chars = [' ', ' ', ...word, ' ']
    for (let i = 0; i + 3 <= chars.length; i++) grams.push(chars[i] + chars[i + 1] + chars[i + 2])
  }
  grams.sort()
  return grams.filter((gram, i) => i === 0 || gram !== grams[i - 1])
}

/** pg_trgm's similarity(): shared trigrams over all, in single precision as it computes it. */
export function trigramSimilarity(a: string[], b: string[]): number {
  if (a.length === 0 || b.length === 0) return 0
  let shared = 0
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) {
      shared++
      i++
      j++
    } else if (a[i] < b[j]) i++
    else j++
  }
  return Math.fround(shared / (a.length + b.length - shared))
}

/** Words are stored and compared in the database's C collation: code point order. */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

export class WordDictionary {
  /** Stored words in code point order, for prefix look-ups. */
  private readonly sorted: string[]
  private readonly grams: string[][]
  /** Trigram → the stored words (their indexes) that have it. */
  private readonly byGram = new Map<string, number[]>()

  /**
   * @param words the stored words (table "SearchWord")
   * @param stems stems of the stored words and of the brand words (ts_lexize); a word without
   *   stems there is a stop word
   */
  constructor(
    words: string[],
    private readonly stems: Map<string, string[]>
  ) {
    const sorted = [...words].sort(byCodePoint)
    this.sorted = sorted.filter((word, i) => i === 0 || word !== sorted[i - 1])
    this.grams = this.sorted.map(trigrams)
    this.grams.forEach((grams, i) => {
      for (const gram of grams) {
        const words = this.byGram.get(gram)
        if (words) words.push(i)
        else this.byGram.set(gram, [i])
      }
    })
  }

  get size() {
    return this.sorted.length
  }

  /** The first stored word not before `text`. */
  private lowerBound(text: string): string | undefined {
    let low = 0
    let high = this.sorted.length
    while (low < high) {
      const mid = (low + high) >>> 1
      if (this.sorted[mid] < text) low = mid + 1
      else high = mid
    }
    return this.sorted[low]
  }

  /** Some stored word starts with `prefix` (as `LIKE prefix || '%'`). */
  hasPrefix(prefix: string): boolean {
    return this.lowerBound(prefix)?.startsWith(prefix) ?? false
  }

  /**
   * Stored words similar by trigrams (`word % stored`), nearest first, ties in
   * word order, at most TYPO_CANDIDATES: what the word table's trigram index
   * answered. None for short words and words with digits (articles, sizes).
   */
  similar(word: string): string[] {
    if (word.length < 3 || /[0-9]/.test(word)) return []
    const own = trigrams(word)
    // Only words sharing a trigram can reach the threshold: count the shared
    // ones through the trigram index instead of comparing every stored word.
    // A plain array, not a Map: the api's build polyfills Map (core-js).
    const shared: number[] = []
    const touched: number[] = []
    for (const gram of own) {
      for (const i of this.byGram.get(gram) ?? []) {
        if (shared[i] === undefined) {
          shared[i] = 0
          touched.push(i)
        }
        shared[i]++
      }
    }
    const found: { word: string; similarity: number }[] = []
    for (const i of touched) {
      const count = shared[i]
      const similarity = Math.fround(count / (own.length + this.grams[i].length - count))
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
    const isWord = this.lowerBound(word) === word
    const hasPrefix = isWord || this.hasPrefix(word)
    return {
      isWord,
      hasPrefix,
      similar: hasPrefix ? [] : this.similar(word),
      stems: this.stems.get(word) ?? [],
    }
  }
}
