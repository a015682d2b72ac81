import {
  completeKindOfGoods,
  foldKazakh,
  indexKindsOfGoods,
  loanwordStems,
  matchKindOfGoods,
  type KazakhEntry,
  type KazakhMatch,
} from './searchKazakh'
import { KINDS_OF_GOODS } from './searchKazakhWords'
import { compact, switchLayout, tokenize } from './searchText'

/**
 * Plans a shopper's search: which words to look up in the word table, then
 * the tsquery to run over product documents. Pure; the search service does
 * the database round trips around it.
 *
 * Every way of typing one word (a form, a typo, the wrong layout) is first
 * resolved to a stored word, then to its word family: the prefixes of its
 * stems. «насос», «насосы», «носос» and «yfcjc» all become `'насос':*`, the
 * same tsquery, so they find the same goods ranked alike; the prefix also
 * reaches derived words in names and section names («Насосная станция»,
 * «Насосное оборудование»).
 */

/** What the word table says about one word. */
export interface WordFacts {
  /** A stored word exactly. */
  isWord?: boolean
  /** Some stored word starts with it (it is a word, or a word being typed). */
  hasPrefix: boolean
  /** Stored words close to it by trigram similarity (typo candidates), best first. */
  similar: string[]
  /** Its stems (russian_stem for Cyrillic, english_stem for Latin). */
  stems: string[]
}

export interface SearchPlan {
  /** The query's words as searched: lower case, ё as е, Kazakh letters and look-alikes folded (searchKazakh). */
  tokens: string[]
  /** The same words as typed (lower case), to show the query back. */
  shownTokens: string[]
  /** Kazakh kinds of goods («сорғы», «жылыту қазаны») by the position of their first word. */
  kazakh: (KazakhMatch | undefined)[]
  /** The same query read in the other keyboard layout, when it differs. */
  switchedTokens: string[]
  /** Every word whose facts the plan needs. */
  lookups: string[]
  /** Letters and digits of the whole query, to match articles typed any way. */
  compacted: string
  /** Typed as one piece, without spaces («UPS-32-60»): an article copied, not words. */
  onePiece: boolean
  /** Cyrillic words that spell a brand («грундфос» → Grundfos), from searchBrands. */
  /** A Map, not an object: a typed word such as «constructor» must not read a prototype's key. */
  brands: Map<string, BrandReading>
}

/** A brand word a Cyrillic word stands for: the stored (lower-case) word and the brand's spelling. */
export interface BrandReading {
  word: string
  shown: string
}

/** The catalogue's Kazakh kinds of goods, prepared once (searchKazakhWords). */
const KAZAKH_ENTRIES: KazakhEntry[] = indexKindsOfGoods(KINDS_OF_GOODS)

/**
 * Kazakh phrases of the dictionary among the query's words, left to right,
 * by the position of their first word. Articles and sizes are no Kazakh.
 */
export function findKindsOfGoods(
  tokens: string[],
  entries: KazakhEntry[] = KAZAKH_ENTRIES
): (KazakhMatch | undefined)[] {
  const found: (KazakhMatch | undefined)[] = []
  for (let i = 0; i < tokens.length; ) {
    // A whole word, else the start of one being typed (the query's last word).
    const match = /\d/.test(tokens[i])
      ? null
      : (matchKindOfGoods(tokens, i, entries) ?? completeKindOfGoods(tokens, i, entries))
    if (match) {
      found[i] = match
      i += match.length
    } else i++
  }
  return found
}

export function planSearch(query: string): SearchPlan {
  const shown = tokenize(query)
  const tokens = tokenize(foldKazakh(query))
  const switched = switchLayout(query)
  const switchedTokens = switched ? tokenize(switched) : []
  const kazakh = findKindsOfGoods(tokens)
  // A Kazakh word is read as its Russian words: they are looked up as if typed.
  const russian = kazakh.flatMap((match) => match?.ru ?? [])
  // Stored words a Kazakh ending may have been added to («радиаторлар»).
  const inPhrase = new Set<number>()
  kazakh.forEach((match, i) => {
    for (let j = 0; j < (match?.length ?? 0); j++) inPhrase.add(i + j)
  })
  const loanwords = tokens.flatMap((token, i) =>
    inPhrase.has(i) || /\d/.test(token) ? [] : loanwordStems(token)
  )
  return {
    tokens,
    // Folding keeps every letter a letter; a lower case that grows (İ) may split otherwise.
    shownTokens: shown.length === tokens.length ? shown : tokens,
    kazakh,
    switchedTokens,
    lookups: [...new Set([...tokens, ...switchedTokens, ...russian, ...loanwords])],
    compacted: compact(query),
    onePiece: !/\s/.test(query.trim()),
    brands: new Map(),
  }
}

const VOWELS = 'аеиоуыэюяёaeiouy'
// indexOf, not includes: the api's build polyfills String#includes (core-js), and
// editDistance asks this of every letter pair of every typo candidate.
const isVowel = (ch: string) => VOWELS.indexOf(ch) !== -1

/**
 * Edit distance with adjacent transpositions (optimal string alignment);
 * one vowel for another costs half: unstressed vowels are the commonest
 * misspelling («носос» is nearer «насос» than «носок»).
 */
export function editDistance(a: string, b: string): number {
  // Three rolling rows (the transposition looks two back), not a whole
  // matrix: every search reads its words several times over (readQuery).
  const cols = b.length + 1
  let before = new Float64Array(cols)
  let previous = Float64Array.from({ length: cols }, (_, j) => j)
  let current = new Float64Array(cols)
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : isVowel(a[i - 1]) && isVowel(b[j - 1]) ? 0.5 : 1
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, before[j - 2] + 1)
      }
      current[j] = d
    }
    ;[before, previous, current] = [previous, current, before]
  }
  return previous[cols - 1]
}

/** Typos tolerated: one in a short word, two from five letters on. */
export const maxTypos = (word: string) => (word.length >= 5 ? 2 : 1)

/**
 * The stored word a typo stands for: the fewest edits away, within
 * maxTypos; among equals the most similar by trigrams (the order given).
 * Trigrams alone rank «носок» above «насос» for «носос».
 */
export function bestCorrection(word: string, similar: string[]): string | null {
  let best: string | null = null
  let bestDistance = maxTypos(word) + 1
  for (const candidate of similar) {
    const distance = editDistance(word, candidate)
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }
  return best
}

/** How one query word is read: a stored word (its family), or a prefix as typed. */
export type WordReading =
  /** `form`: a Kazakh form of the word (радиаторлар), no correction to tell. */
  { kind: 'word'; word: string; shown?: string; form?: true } | { kind: 'prefix'; text: string }

/**
 * A Kazakh kind of goods (one or more query words): searched as its Russian
 * words read as if typed, or its own folded stem (Kazakh names, once the
 * documents hold them: searchKazakh «Kazakh names hook»).
 */
export interface KazakhReading {
  kind: 'kazakh'
  /** The query words it took, folded. */
  tokens: string[]
  /** The dictionary's words (folded) the query words stand for. */
  kk: string[]
  /** Its Russian words, each read as a typed word. */
  russian: WordReading[]
}

export type QueryReading = WordReading | KazakhReading

const hasDigit = (word: string) => /\d/.test(word)

function readWord(
  token: string,
  switched: string | undefined,
  facts: Map<string, WordFacts>,
  brands: SearchPlan['brands']
): WordReading {
  const own = facts.get(token)
  const other = switched ? facts.get(switched) : undefined
  // Articles and sizes are matched as typed.
  if (hasDigit(token)) return { kind: 'prefix', text: token }
  if (own?.isWord) return { kind: 'word', word: token }
  if (switched && other?.isWord) return { kind: 'word', word: switched }
  // A word being typed: whatever it will become.
  if (own?.hasPrefix) return { kind: 'prefix', text: token }
  if (switched && other?.hasPrefix) return { kind: 'prefix', text: switched }
  // Too short to guess at.
  if (token.length < 3) return { kind: 'prefix', text: token }
  // A brand in Cyrillic before a typo guess: «вило» is Wilo, not «вилы».
  const brand = brands.get(token)
  if (brand) return { kind: 'word', word: brand.word, shown: brand.shown }
  // A stored word with Kazakh endings («радиаторлар») before a typo guess.
  const stem = loanwordStems(token).find((s) => facts.get(s)?.isWord)
  if (stem) return { kind: 'word', word: stem, form: true }
  const corrected =
    bestCorrection(token, own?.similar ?? []) ??
    (switched ? bestCorrection(switched, other?.similar ?? []) : null)
  return corrected ? { kind: 'word', word: corrected } : { kind: 'prefix', text: token }
}

/** Readings of the query's words; the other layout when it reads better. */
export function readQuery(plan: SearchPlan, facts: Map<string, WordFacts>): QueryReading[] {
  // The switched reading aligns word by word only when it splits the same way.
  const aligned = plan.switchedTokens.length === plan.tokens.length
  if (!aligned && plan.switchedTokens.length) {
    const known = (tokens: string[]) =>
      tokens.filter((t) => facts.get(t)?.hasPrefix || hasDigit(t)).length
    // A Kazakh kind of goods was typed as meant («кубыр» is no «re,sh»).
    const typedKazakh = plan.kazakh.some((match) => match !== undefined)
    if (!typedKazakh && known(plan.switchedTokens) > known(plan.tokens)) {
      return plan.switchedTokens.map((token) => readWord(token, undefined, facts, plan.brands))
    }
  }
  const readings: QueryReading[] = []
  for (let i = 0; i < plan.tokens.length; ) {
    const kazakh = plan.kazakh[i]
    if (kazakh) {
      readings.push({
        kind: 'kazakh',
        tokens: plan.tokens.slice(i, i + kazakh.length),
        kk: kazakh.kk,
        russian: kazakh.ru.map((word) => readWord(word, undefined, facts, plan.brands)),
      })
      i += kazakh.length
      continue
    }
    readings.push(
      readWord(plan.tokens[i], aligned ? plan.switchedTokens[i] : undefined, facts, plan.brands)
    )
    i++
  }
  return readings
}

/** The word and prefix readings of a query, a Kazakh one's Russian words included. */
const wordReadings = (readings: QueryReading[]): WordReading[] =>
  readings.flatMap((reading) => (reading.kind === 'kazakh' ? reading.russian : [reading]))

/**
 * The query as searched, when it differs from what was typed: «yfcjc» and
 * «носос» are searched as «насос», «грундфос» as «Grundfos». The shopper is
 * told «Показаны результаты по запросу «…»». Null when read as typed
 * (word forms, case and ё are no correction).
 */
export function correctedQuery(plan: SearchPlan, facts: Map<string, WordFacts>): string | null {
  if (plan.tokens.length === 0) return null
  const readings = readQuery(plan, facts)
  // A Kazakh word read as its Russian one is a translation, not a correction:
  // it is shown as typed.
  const aligned = readings.reduce((n, r) => n + (r.kind === 'kazakh' ? r.tokens.length : 1), 0)
  let at = 0
  let changed = aligned !== plan.tokens.length
  const shown: string[] = []
  for (const reading of readings) {
    if (reading.kind === 'kazakh') {
      shown.push(...plan.shownTokens.slice(at, at + reading.tokens.length))
      at += reading.tokens.length
      continue
    }
    const text = reading.kind === 'word' ? reading.word : reading.text
    const asTyped = text === plan.tokens[at] || (reading.kind === 'word' && reading.form === true)
    if (!asTyped) changed = true
    const brand = reading.kind === 'word' ? reading.shown : undefined
    shown.push(brand ?? (asTyped ? (plan.shownTokens[at] ?? text) : text))
    at++
  }
  return changed ? shown.join(' ') : null
}

/** Stems shorter than this are matched exactly: «вод»:* would reach «водонагреватель». */
export const MIN_PREFIX_STEM = 4

const isCyrillicConsonant = (ch: string | undefined) =>
  ch !== undefined && /[а-я]/.test(ch) && !isVowel(ch) && ch !== 'ь' && ch !== 'ъ'

/**
 * Stems of the same word with its fleeting vowel (котёл / котла → «котел» /
 * «котл», ковёр / ковра): the stemmer keeps them apart. The service keeps
 * only the variants some stored word starts with.
 */
export function fleetingVowelVariants(stem: string): string[] {
  if (stem.length < MIN_PREFIX_STEM) return []
  const n = stem.length
  const [a, b, c] = [stem[n - 3], stem[n - 2], stem[n - 1]]
  if (isCyrillicConsonant(a) && (b === 'е' || b === 'о') && isCyrillicConsonant(c)) {
    return [stem.slice(0, n - 2) + c]
  }
  if (isCyrillicConsonant(b) && isCyrillicConsonant(c) && isCyrillicConsonant(a) === false) {
    return [`${stem.slice(0, n - 1)}е${c}`, `${stem.slice(0, n - 1)}о${c}`]
  }
  return []
}

const stemsOf = (word: string, facts: Map<string, WordFacts>) => {
  const stems = facts.get(word)?.stems ?? []
  // Stop words have no stems.
  return stems.length ? stems : [word]
}

/**
 * Words whose facts the query still needs: a typo's correction (its stems),
 * then the fleeting-vowel variants of the words' stems. Empty when the
 * facts are complete.
 */
export function followUpLookups(plan: SearchPlan, facts: Map<string, WordFacts>): string[] {
  const wanted = new Set<string>()
  for (const reading of wordReadings(readQuery(plan, facts))) {
    if (reading.kind !== 'word') continue
    if (!facts.has(reading.word)) {
      wanted.add(reading.word)
      continue
    }
    for (const stem of stemsOf(reading.word, facts)) {
      fleetingVowelVariants(stem)
        .filter((variant) => !facts.has(variant))
        .forEach((variant) => wanted.add(variant))
    }
  }
  return [...wanted]
}

export interface Lexeme {
  text: string
  prefix: boolean
}

/** A word's family as tsquery lexemes: its stems (and their attested variants) by prefix. */
function familyOf(word: string, facts: Map<string, WordFacts>): Lexeme[] {
  const lexemes: Lexeme[] = []
  for (const stem of stemsOf(word, facts)) {
    if (stem.length < MIN_PREFIX_STEM) {
      lexemes.push({ text: stem, prefix: false })
      // The word itself where it is stored unstemmed (brands, articles).
      lexemes.push({ text: word, prefix: true })
      continue
    }
    lexemes.push({ text: stem, prefix: true })
    // English stems may not begin the word («busy» → «busi»).
    if (!word.startsWith(stem)) lexemes.push({ text: word, prefix: true })
    for (const variant of fleetingVowelVariants(stem)) {
      if (facts.get(variant)?.hasPrefix) lexemes.push({ text: variant, prefix: true })
    }
  }
  return lexemes
}

/**
 * One alternative group in a canonical form: lexemes reached by a shorter
 * prefix dropped, the rest sorted, so that equal families give equal text.
 */
function canonical(lexemes: Lexeme[]): string[] {
  const prefixes = lexemes.filter((l) => l.prefix).map((l) => l.text)
  const kept = lexemes.filter(
    (l) => !prefixes.some((p) => l.text.startsWith(p) && (l.text !== p || !l.prefix))
  )
  const texts = kept.map((l) => (l.prefix ? prefix(l.text) : lexeme(l.text)))
  return [...new Set(texts)].sort()
}

/** A lexeme quoted for to_tsquery (tokens hold only letters, digits, '.', '/'). */
const lexeme = (word: string) => `'${word.replace(/['\\]/g, '')}'`
const prefix = (word: string) => `${lexeme(word)}:*`

/** A word or prefix reading's lexemes. */
const lexemesOf = (reading: WordReading, facts: Map<string, WordFacts>): Lexeme[] =>
  reading.kind === 'word' ? familyOf(reading.word, facts) : [{ text: reading.text, prefix: true }]

/**
 * A Kazakh reading's own words as lexemes: the dictionary's words, the last
 * one cut to what it shares with the form typed («сорғылар» and «сорғы» →
 * «соргы»:*, «қазандар» and «қазаны» → «казан»:*), so Kazakh names in any
 * form match once documents hold them (searchKazakh «Kazakh names hook»).
 */
export function kazakhLexemes(reading: KazakhReading): Lexeme[] {
  return reading.kk.map((word, i) => {
    let text = word
    if (i === reading.kk.length - 1) {
      const typed = reading.tokens[i] ?? word
      let n = 0
      while (n < word.length && word[n] === typed[n]) n++
      text = word.slice(0, n)
    }
    return text.length >= MIN_PREFIX_STEM ? { text, prefix: true } : { text: word, prefix: false }
  })
}

/** One reading as a tsquery fragment: the alternatives any of which a good must match. */
function readingQuery(reading: QueryReading, facts: Map<string, WordFacts>): string {
  if (reading.kind !== 'kazakh') return `(${canonical(lexemesOf(reading, facts)).join(' | ')})`
  const own = kazakhLexemes(reading)
  // One word each side: one group of alternatives, as a Russian word's.
  if (reading.russian.length === 1 && own.length === 1) {
    return `(${canonical([...lexemesOf(reading.russian[0], facts), ...own]).join(' | ')})`
  }
  const russian = reading.russian.map((r) => readingQuery(r, facts)).join(' & ')
  const kazakh = own.map((l) => canonical([l])[0]).join(' & ')
  return `((${russian}) | (${kazakh}))`
}

/**
 * The tsquery (config 'simple': lexemes are given as they are stored) for a
 * plan: every word must match its family; an article typed with or without
 * separators matches on its own. Null when there is nothing to find.
 */
export function buildTsQuery(plan: SearchPlan, facts: Map<string, WordFacts>): string | null {
  if (plan.tokens.length === 0) return null
  const all = readQuery(plan, facts)
    .map((reading) => readingQuery(reading, facts))
    .join(' & ')
  return plan.compacted.length >= 3 && hasDigit(plan.compacted)
    ? `(${all}) | ${prefix(plan.compacted)}`
    : all
}

/**
 * The tsquery that orders the matches: the words' stems exactly, any of
 * them. Goods named by the word itself («Насос …») come before goods found
 * through a derived word («Насосная станция»), and since it is built from
 * the family, every form of the word ranks alike. Null with nothing to rank.
 */
export function buildRankQuery(plan: SearchPlan, facts: Map<string, WordFacts>): string | null {
  if (plan.tokens.length === 0) return null
  const lexemes = new Set<string>()
  const readings = readQuery(plan, facts)
  for (const reading of readings) {
    if (reading.kind !== 'kazakh') continue
    for (const own of kazakhLexemes(reading))
      lexemes.add(own.prefix ? prefix(own.text) : lexeme(own.text))
  }
  for (const reading of wordReadings(readings)) {
    if (reading.kind === 'prefix') {
      lexemes.add(prefix(reading.text))
      continue
    }
    for (const stem of stemsOf(reading.word, facts)) {
      lexemes.add(lexeme(stem))
      for (const variant of fleetingVowelVariants(stem)) {
        if (facts.get(variant)?.hasPrefix) lexemes.add(lexeme(variant))
      }
    }
  }
  return [...lexemes].sort().join(' | ')
}

/** The same tsquery matched in names and articles only (weight A), not brand or sections. */
export const inNames = (tsQuery: string) =>
  tsQuery.replace(/('(?:[^']*)')(:\*)?/g, (_all, quoted: string, star?: string) =>
    star ? `${quoted}:*A` : `${quoted}:A`
  )

/**
 * The order of the matches, best first, as tsqueries each good matches or
 * not (a match is one cheap index-free test per good, unlike ts_rank): goods
 * named by the words themselves, then goods whose names hold the words'
 * families at all («Насосная станция»), then the rest (found through brand
 * or section). Built from the families, so every form ranks alike.
 */
export function relevanceKeys(plan: SearchPlan, facts: Map<string, WordFacts>): string[] {
  const rank = buildRankQuery(plan, facts)
  const match = buildTsQuery(plan, facts)
  return [rank, match].filter((q): q is string => q !== null).map(inNames)
}

/** An article typed in full ranks first: the query compacted, when it can be one (it has a digit). */
export const articleKey = (plan: SearchPlan) =>
  plan.compacted.length >= 3 && hasDigit(plan.compacted) ? plan.compacted : null

/** Parts of an article typed in one piece with a word among them: «UPS-32-60», «VT-BASE-DN40». */
const MIN_ONE_PIECE_PARTS = 3

/**
 * The query compacted when it is an article or a run of an article's parts
 * («GEN-0038586-RF-N-50», «N-18», «25 4», «d 2», «vt161 dn32»; a name's code
 * such as «T-41» too), else null. Such a query is found by that form alone,
 * as a prefix of the compacted tails of articles and names that start at a
 * part (`Product.articleTails`, migration article_tails): one index entry or
 * a few, where its parts each as a prefix («gen»:* is every generated
 * article, «n»:* and «4»:* tens of thousands of words) made the index union
 * tens of thousands of entries. It is one when it has a digit, its words are
 * Latin letters and digits, and either no word without a digit is a stored
 * word, or it was typed in one piece of three parts or more, as an article
 * is copied («UPS-32-60», «GEN-0093070-VT-BASE-DN40-VR-NR»: «ups» and «base»
 * are words of names). A stored word among spaced words («ups 32», «бак
 * 500»), Cyrillic, or '.' and '/' (sizes: «1/2», «2.0») leave the query to
 * the words' tsquery; so does a single word shorter than three characters.
 */
export function articleFragment(plan: SearchPlan, facts: Map<string, WordFacts>): string | null {
  const { compacted, tokens } = plan
  const long = compacted.length >= 3 || (compacted.length === 2 && tokens.length >= 2)
  if (!long || !hasDigit(compacted)) return null
  if (!tokens.every((token) => /^[a-z0-9]+$/.test(token))) return null
  const copied = plan.onePiece && tokens.length >= MIN_ONE_PIECE_PARTS
  const parts = tokens.every((token) => hasDigit(token) || !facts.get(token)?.isWord)
  return copied || parts ? compacted : null
}

/** An article fragment as the tsquery of the tails (no parser: the form is letters and digits). */
export const articleTailQuery = (fragment: string) => prefix(fragment)

// The list's cap lives apart so the web's search box and list read it
// without this planner and its Kazakh dictionary in their bundle.
export { foundCountText, isCappedCount, SEARCH_LIST_CAP } from './searchCap'
