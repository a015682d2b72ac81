import { editDistance, type BrandReading } from './searchQuery'
import { foldCase, tokenize } from './searchText'
import { CYRILLIC_TO_LATIN } from './transliteration'

/**
 * Brand names typed in Cyrillic (SPEC §4 "Search", issue 30 §5): shoppers
 * write «грундфос», «вило», «валтек» for Grundfos, Wilo, Valtec. Pure: the
 * search service passes the catalogue's brand names in.
 *
 * A letter-by-letter transliteration is not enough (в is both v and w, к
 * both k and c, x is «кс»), so both sides are reduced to one sound key and
 * compared with a small tolerance.
 */

// As slugs spell it, but ц is «ts» here: the sound key reads a lone c as k.
const TRANSLIT: Record<string, string> = { ...CYRILLIC_TO_LATIN, ц: 'ts' }

/** Cyrillic letters in Latin as Russians spell them (грундфос → grundfos); others kept. */
export function transliterate(text: string): string {
  let out = ''
  for (const ch of foldCase(text)) out += TRANSLIT[ch] ?? ch
  return out
}

/**
 * How a Latin word sounds, as a key: the spellings Russian cannot tell
 * apart fall together (w/v, c/k/q, ph/f, x/ks, th/t, y/i, j/dzh, double
 * letters), so «valtek» and «valtec», «vilo» and «wilo» share a key.
 */
export function soundKey(latin: string): string {
  return (
    latin
      .toLowerCase()
      .replace(/dzh|dj/g, 'j')
      .replace(/ph/g, 'f')
      .replace(/th/g, 't')
      .replace(/kh/g, 'h')
      .replace(/ck/g, 'k')
      .replace(/c(?=[eiy])/g, 's')
      .replace(/[cq]/g, 'k')
      .replace(/x/g, 'ks')
      .replace(/w/g, 'v')
      .replace(/y/g, 'i')
      // «Vaillant» is «вайлант»: a double letter is heard once.
      .replace(/(.)\1+/g, '$1')
  )
}

export type { BrandReading }

/** Latin words of brand names worth matching (an initial or a number is not). */
export function brandWords(brandNames: string[]): BrandReading[] {
  const words = new Map<string, BrandReading>()
  for (const name of brandNames) {
    const shownWords = name.match(/[\p{L}\p{N}]+/gu) ?? []
    for (const shown of shownWords) {
      const [word] = tokenize(shown)
      if (word && /^[a-z]{3,}$/.test(word) && !words.has(word)) words.set(word, { word, shown })
    }
  }
  return [...words.values()]
}

/** Sound differences tolerated: none in a short word (вилы is not Wilo), one from five letters on. */
const tolerance = (key: string) => (key.length >= 5 ? 1 : 0)

/** Shortest start of a brand typed so far that may stand for it («грунд» → Grundfos). */
export const MIN_BRAND_PREFIX = 4

/**
 * The brand word a Cyrillic query word spells, or null: the same sound key
 * within the tolerance, or, from MIN_BRAND_PREFIX letters, the start of
 * one. The nearest wins; a word with Latin letters or digits is no
 * transliteration.
 */
export function brandFor(token: string, brands: readonly BrandReading[]): BrandReading | null {
  if (!/^[а-яё]+$/.test(token)) return null
  const key = soundKey(transliterate(token))
  const tolerated = tolerance(key)
  const keys = soundKeysOf(brands)
  let best: BrandReading | null = null
  let bestDistance = Infinity
  for (let i = 0; i < brands.length; i++) {
    const brandKey = keys[i]
    const distance =
      key.length >= MIN_BRAND_PREFIX && brandKey.startsWith(key)
        ? 0
        : distanceWithin(key, brandKey, tolerated)
    if (distance <= tolerated && distance < bestDistance) {
      best = brands[i]
      bestDistance = distance
    }
  }
  return best
}

/**
 * The edit distance, or Infinity when the lengths alone put it past
 * `limit`: a distance is at least the difference of the lengths.
 */
function distanceWithin(a: string, b: string, limit: number): number {
  return Math.abs(a.length - b.length) > limit ? Infinity : editDistance(a, b)
}

/**
 * The brand words' sound keys, worked out once per list: the search
 * service keeps one list per process, and every Cyrillic word of every
 * search is compared with all of it (eleven replacements per brand word
 * each time were 7.6 % of an api process's time under searches).
 */
const soundKeysByList = new WeakMap<readonly BrandReading[], string[]>()
function soundKeysOf(brands: readonly BrandReading[]): string[] {
  let keys = soundKeysByList.get(brands)
  if (!keys || keys.length !== brands.length) {
    keys = brands.map((brand) => soundKey(brand.word))
    soundKeysByList.set(brands, keys)
  }
  return keys
}
