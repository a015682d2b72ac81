/**
 * Text rules of shopper search (SPEC §4 "Search"): trimming, case and ё/е
 * folding, tokenising, and the wrong-keyboard-layout fix («yfcjc» → «насос»).
 * Pure: the search service decides with these which words to look up.
 */

const LATIN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`"
const CYRILLIC_KEYS = 'йцукенгшщзхъфывапролджэячсмитьбюё'

const toCyrillic = new Map<string, string>()
const toLatin = new Map<string, string>()
for (let i = 0; i < LATIN_KEYS.length; i++) {
  toCyrillic.set(LATIN_KEYS[i], CYRILLIC_KEYS[i])
  toLatin.set(CYRILLIC_KEYS[i], LATIN_KEYS[i])
}

/** Longest query searched: a stranger's text must not grow the SQL without bound. */
export const MAX_QUERY_LENGTH = 100

/**
 * Trims and collapses spaces, keeping at most MAX_QUERY_LENGTH characters;
 * what the debounce sends (empty → no request).
 */
export function cleanQuery(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim()
}

/** Lower case with ё folded into е, as words are stored for search. */
export function foldCase(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е')
}

/**
 * Words of a query as the database's search_text() splits documents: every
 * separator but an inner '.' or '/' (3.5, 1/2) breaks a word.
 */
export function tokenize(text: string): string[] {
  const matches = foldCase(text).match(/[\p{L}\p{N}]+(?:[./][\p{L}\p{N}]+)*/gu)
  return matches ?? []
}

/** Letters and digits only, as search_compact() stores articles: «GR-UPS 25» → «grups25». */
export function compact(text: string): string {
  return foldCase(text).replace(/[^\p{L}\p{N}]+/gu, '')
}

/**
 * The text as it would read had it been typed with the other layout
 * (ЙЦУКЕН ↔ QWERTY). Characters without a counterpart stay as they are.
 * Returns null when nothing would change.
 */
export function switchLayout(text: string): string | null {
  const lower = text.toLowerCase()
  let latinLetters = 0
  let cyrillicLetters = 0
  for (const ch of lower) {
    if (/[a-z]/.test(ch)) latinLetters++
    else if (/[а-яё]/.test(ch)) cyrillicLetters++
  }
  if (latinLetters === 0 && cyrillicLetters === 0) return null
  const map = latinLetters >= cyrillicLetters ? toCyrillic : toLatin
  let changed = false
  let result = ''
  for (const ch of lower) {
    const mapped = map.get(ch)
    if (mapped !== undefined) {
      changed = true
      result += mapped
    } else {
      result += ch
    }
  }
  return changed ? result : null
}
