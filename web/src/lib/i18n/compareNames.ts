/**
 * Names in alphabetical order as `Intl.Collator('ru', { sensitivity: 'base' })`
 * orders them, without ICU. The first `Intl` object a page builds loads ICU's
 * data (10–18 ms on a desktop, about ten times that on a slow phone), and the
 * catalogue's filter sorts its names while the page is being adopted.
 *
 * Base strength: case and accents do not count, «ё» is «е», «й» is a letter
 * of its own. Spaces and punctuation come first, then digits (one by one, as
 * ICU compares them), the Cyrillic letters (Russian and Kazakh), the Latin
 * ones, and last any other character by its code point.
 */

/** ICU's order of the characters a name holds; the characters of one entry are equal. */
const ORDER = [
  ' \u00a0',
  '_',
  '-',
  '–',
  '—',
  ',',
  ';',
  ':',
  '!',
  '?',
  '.',
  "'",
  '"„“”',
  '«',
  '»',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '@',
  '*',
  '/',
  '\\',
  '&',
  '#',
  '%',
  '`',
  '^',
  '°',
  '+',
  '×',
  '<',
  '=',
  '>',
  '|',
  '~',
  '$',
  ...'0123456789',
  ...'аәбвгғд',
  'её',
  ...'жзиійкқлмнңоөпрстуүұфхһцчшщъыьэюя',
  ...'abcdefghijklmnopqrstuvwxyz',
]

const RANK = new Map<string, number>()
ORDER.forEach((entry, rank) => {
  for (const character of entry) RANK.set(character, rank + 1)
})
const OTHER = ORDER.length + 1
const MARKS = /[\u0300-\u036f]/g

/** The ranks a name compares by: its characters, lower-cased, accents dropped. */
const ranksOf = (name: string): number[] => {
  const ranks: number[] = []
  for (const character of name.toLowerCase()) {
    const rank = RANK.get(character)
    if (rank !== undefined) {
      ranks.push(rank)
      continue
    }
    // «ä» is «a» + a mark, «№» is «No»; «ß» is two letters to ICU, with no decomposition
    const base =
      character === 'ß' ? 'ss' : character.normalize('NFKD').replace(MARKS, '').toLowerCase()
    if (!base) continue
    for (const part of base) ranks.push(RANK.get(part) ?? OTHER + part.codePointAt(0)!)
  }
  return ranks
}

const compareRanks = (a: number[], b: number[]) => {
  const length = Math.min(a.length, b.length)
  for (let i = 0; i < length; i++) if (a[i] !== b[i]) return a[i] - b[i]
  return a.length - b.length
}

/** A comparator for `sort`: negative, zero or positive, as `localeCompare`. */
export const compareNames = (a: string, b: string): number => compareRanks(ranksOf(a), ranksOf(b))

/** Items sorted by their `name`, a new array; items of equal names keep their order. */
export const sortedByName = <T extends { name: string }>(items: readonly T[]): T[] =>
  items
    .map((item) => ({ item, ranks: ranksOf(item.name) }))
    .sort((a, b) => compareRanks(a.ranks, b.ranks))
    .map(({ item }) => item)
