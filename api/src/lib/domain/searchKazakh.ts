/**
 * Kazakh in shopper search (issue 33 §3): the letters ә ғ қ ң ө ұ ү һ і and
 * the look-alikes people type for them, the common plural, possessive and
 * case endings, and the words for the catalogue's kinds of goods
 * (searchKazakhWords.ts) read as their Russian words, so «сорғы» finds what
 * «насос» finds. Pure: the planner (searchQuery.ts) uses these.
 *
 * ── Kazakh names hook ──
 * Documents hold no Kazakh text yet. When products and sections get Kazakh
 * names (`nameKk`), their words join the search document and "SearchWord"
 * *folded* as foldKazakh folds a query: in SQL
 * `translate(search_text(NEW."nameKk"), KAZAKH_FOLD_FROM, KAZAKH_FOLD_TO)`
 * in the 'simple' config (the Russian stemmer means nothing for Kazakh), at
 * the weight of the Russian name. The planner already adds a Kazakh word's
 * own folded stem as a prefix (kazakhLexemes) beside its Russian family, and
 * reads any other folded word as it reads Russian ones, so nothing on the
 * query side changes then.
 */

/** Kazakh letters and other Cyrillic look-alikes → the Russian letter typed for them. */
const CYRILLIC_FOLD: Record<string, string> = {
  ә: 'а',
  ғ: 'г',
  қ: 'к',
  ң: 'н',
  ө: 'о',
  ұ: 'у',
  ү: 'у',
  һ: 'х',
  і: 'и',
  // The same letters as other Cyrillic alphabets and fonts spell them.
  ӷ: 'г',
  ҕ: 'г',
  ҡ: 'к',
  ӄ: 'к',
  ҝ: 'к',
  ӈ: 'н',
  ӊ: 'н',
  ҥ: 'н',
  ѳ: 'о',
  ӯ: 'у',
  ї: 'и',
  ҳ: 'х',
}

/**
 * The Kazakh letters as SQL's translate() takes them (lower case; the
 * documents are lower-cased first): the folding of the Kazakh names hook.
 */
export const KAZAKH_FOLD_FROM = 'әғқңөұүһі'
export const KAZAKH_FOLD_TO = 'агкноуухи'

/**
 * Latin letters that look like Cyrillic ones, read as Cyrillic inside a
 * Cyrillic word («cорғы» with a Latin c, «сүзгi» with a Latin i). Capitals
 * apart: a capital H is Н, a small h is һ; Latin-script Kazakh letters
 * (ä ö ü ū ğ ñ ə) count too.
 */
const LATIN_LOOK_ALIKES: Record<string, string> = {
  a: 'а',
  c: 'с',
  e: 'е',
  o: 'о',
  p: 'р',
  x: 'х',
  y: 'у',
  k: 'к',
  i: 'і',
  h: 'һ',
  A: 'а',
  B: 'в',
  C: 'с',
  E: 'е',
  H: 'н',
  I: 'і',
  K: 'к',
  M: 'м',
  O: 'о',
  P: 'р',
  T: 'т',
  X: 'х',
  Y: 'у',
  ə: 'ә',
  Ə: 'ә',
  ǝ: 'ә',
  ä: 'ә',
  Ä: 'ә',
  ö: 'ө',
  Ö: 'ө',
  ɵ: 'ө',
  Ɵ: 'ө',
  ü: 'ү',
  Ü: 'ү',
  ū: 'ұ',
  Ū: 'ұ',
  ğ: 'ғ',
  Ğ: 'ғ',
  ñ: 'ң',
  Ñ: 'ң',
}

const CYRILLIC = /\p{Script=Cyrillic}/u
const DIGIT = /\p{N}/u

/**
 * One word as search reads it: Latin look-alikes inside a Cyrillic word made
 * Cyrillic, then lower case with ё as е, then the Kazakh letters folded to
 * the Russian ones people type for them («СОРҒЫ», «сорғы», «соргы» → «сорғы»
 * → «соргы»). A word with digits (an article) or without Cyrillic (a brand,
 * the wrong layout) keeps its Latin letters. Each character stays one
 * character, so words split where the unfolded text splits.
 */
export function foldKazakhWord(word: string): string {
  let text = word
  if (CYRILLIC.test(word) && !DIGIT.test(word)) {
    text = ''
    for (const ch of word) text += LATIN_LOOK_ALIKES[ch] ?? ch
  }
  let folded = ''
  for (const ch of text.toLowerCase().replace(/ё/g, 'е')) folded += CYRILLIC_FOLD[ch] ?? ch
  return folded
}

/** A whole text folded word by word (foldKazakhWord), separators kept. */
export function foldKazakh(text: string): string {
  return text.replace(/[\p{L}\p{N}]+/gu, foldKazakhWord)
}

// ─── Word endings ───
// Kazakh adds plural, possessive and case endings one after another
// (сорғы-лар-ы-ның). Vowel harmony and the stem's last sound choose among
// the variants; a search need not check that choice, only recognise that
// what follows a known stem is such a chain, so every variant is accepted.

const fold = (list: string[]) => [...new Set(list.map(foldKazakhWord))]

/** Plural: -лар/-лер after vowels and р й у, -дар/-дер after л м н ң з ж, -тар/-тер after the rest. */
const PLURAL = fold(['лар', 'лер', 'дар', 'дер', 'тар', 'тер'])

/** Possessive of the third person (су сорғысы, құбыры, жылыту қазаны). */
const POSSESSIVE = fold(['сы', 'сі', 'ы', 'і'])

/** Case endings, also those after a possessive (-н, -на, -нда, -нан). */
const CASE = fold([
  // genitive
  'ның',
  'нің',
  'дың',
  'дің',
  'тың',
  'тің',
  // accusative
  'ны',
  'ні',
  'ды',
  'ді',
  'ты',
  'ті',
  'н',
  // dative
  'ға',
  'ге',
  'қа',
  'ке',
  'на',
  'не',
  // locative
  'да',
  'де',
  'та',
  'те',
  'нда',
  'нде',
  // ablative
  'дан',
  'ден',
  'тан',
  'тен',
  'нан',
  'нен',
  // instrumental
  'мен',
  'бен',
  'пен',
  'менен',
  // «which is in/at» (сүзгідегі)
  'дағы',
  'дегі',
  'тағы',
  'тегі',
  'ндағы',
  'ндегі',
])

const FOLDED_VOWELS = 'аеиоуыэюя'

/** The stems a chain of endings (plural, possessive, case, each optional) may leave. */
function withoutEndings(word: string): { stem: string; ending: string }[] {
  const found: { stem: string; ending: string }[] = []
  const strip = (text: string, slots: string[][], ending: string) => {
    if (slots.length === 0) {
      found.push({ stem: text, ending })
      return
    }
    const [slot, ...rest] = slots
    strip(text, rest, ending)
    for (const suffix of slot) {
      if (text.length > suffix.length && text.endsWith(suffix)) {
        strip(text.slice(0, -suffix.length), rest, suffix + ending)
      }
    }
  }
  strip(word, [CASE, POSSESSIVE, PLURAL], '')
  return found
}

/**
 * The stems a folded Kazakh word form may have, the word itself first, then
 * longer stems before shorter ones: «сорғыларының» → … «сорғы»;
 * «қазандығы» → «қазандық» (a final к/қ, п is voiced before a vowel:
 * қазандық → қазандығы, and folded both are к/г). Pure and generous: the
 * caller keeps only stems it knows.
 */
export function kazakhStems(folded: string): string[] {
  const stems = new Set<string>()
  for (const { stem, ending } of withoutEndings(folded)) {
    stems.add(stem)
    if (ending && FOLDED_VOWELS.indexOf(ending[0]) !== -1) {
      if (stem.endsWith('г')) stems.add(`${stem.slice(0, -1)}к`)
      if (stem.endsWith('б')) stems.add(`${stem.slice(0, -1)}п`)
    }
  }
  return [...stems].sort((a, b) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0))
}

/** Shortest stem a Kazakh ending is taken off to reach a stored word (loanwordStems). */
export const MIN_LOANWORD_STEM = 4

/**
 * Stems of a word Kazakh built on a word the catalogue stores in Russian
 * («радиаторлар», «клапандарды», «фильтрлер» → радиатор, клапан, фильтр),
 * longest first. Only endings of two letters or more: a lone vowel
 * (насосы, котла) is a Russian ending the typo reading already handles.
 */
export function loanwordStems(folded: string): string[] {
  return kazakhStems(folded).filter(
    (stem) => stem.length >= MIN_LOANWORD_STEM && folded.length - stem.length >= 2
  )
}

// ─── Kinds of goods ───

/** A kind of goods in Kazakh and its Russian word(s) as the catalogue names it. */
export interface KindOfGoods {
  /** Kazakh spellings (one or more words each), in their base form. */
  kk: string[]
  /** The Russian word or words searched for it. */
  ru: string
}

/** A Kazakh spelling prepared for matching. */
export interface KazakhEntry {
  /** Its folded words as written. */
  words: string[]
  /** Its last word's base form: what every form typed must have among its stems. */
  base: string
  /** The Russian words it is searched as (lower case, ё as е). */
  ru: string[]
}

/**
 * A phrase's head word without the possessive Kazakh gives it («қазаны» →
 * «қазан», «станциясы» → «станция», «багы» → «бак»), folded: -сы/-сі, or
 * -ы/-і after a consonant.
 */
export function withoutPossessive(folded: string): string {
  let stem = folded
  if (/[аеиоуыэюя](?:сы|си)$/.test(folded)) stem = folded.slice(0, -2)
  else if (/[^аеиоуыэюя](?:ы|и)$/.test(folded) && folded.length > 3) stem = folded.slice(0, -1)
  if (stem === folded) return folded
  return stem.replace(/г$/, 'к').replace(/б$/, 'п')
}

/**
 * The dictionary prepared for matching, longest phrases first. A phrase is
 * written as Kazakh writes it («жылыту қазаны», «сорғы станциясы»), its head
 * word with the possessive; a single word in its base form.
 */
export function indexKindsOfGoods(kinds: KindOfGoods[]): KazakhEntry[] {
  const entries: KazakhEntry[] = []
  for (const kind of kinds) {
    const ru = (kind.ru
      .toLowerCase()
      .replace(/ё/g, 'е')
      .match(/[\p{L}\p{N}]+/gu) ?? []) as string[]
    for (const spelling of kind.kk) {
      const words = foldKazakh(spelling).split(/\s+/)
      const last = words[words.length - 1]
      entries.push({ words, base: words.length === 1 ? last : withoutPossessive(last), ru })
    }
  }
  return entries.sort((a, b) => b.words.length - a.words.length)
}

/** A Kazakh phrase found at a query position: how many words it took, what it reads as. */
export interface KazakhMatch {
  length: number
  /** The dictionary's folded Kazakh words, the last in its base form. */
  kk: string[]
  /** The Russian words it is searched as. */
  ru: string[]
}

/**
 * The dictionary phrase that begins at `start` of the (folded) query words:
 * every word as written but the last, which may take endings (kazakhStems).
 * The longest phrase wins («су жылытқыш» before «жылытқыш»).
 */
export function matchKindOfGoods(
  tokens: string[],
  start: number,
  entries: KazakhEntry[]
): KazakhMatch | null {
  const stemsAt = new Map<number, string[]>()
  const stemsOf = (at: number) => {
    let stems = stemsAt.get(at)
    if (!stems) {
      stems = kazakhStems(tokens[at])
      stemsAt.set(at, stems)
    }
    return stems
  }
  for (const entry of entries) {
    const n = entry.words.length
    const at = start + n - 1
    if (at >= tokens.length) continue
    let same = true
    for (let i = 0; i < n - 1 && same; i++) same = tokens[start + i] === entry.words[i]
    // Endings never change a stem's first two letters: a cheap test first.
    if (!same || !tokens[at].startsWith(entry.base.slice(0, 2))) continue
    if (stemsOf(at).indexOf(entry.base) !== -1) {
      return { length: n, kk: [...entry.words.slice(0, -1), entry.base], ru: entry.ru }
    }
  }
  return null
}

/** Shortest start of a Kazakh word that the search completes while it is typed. */
export const MIN_KAZAKH_PREFIX = 4

/**
 * The dictionary phrase a word being typed begins («сорғ» → сорғы, «су
 * жылытқ» → су жылытқыш): the phrase ends at the query's last word, which
 * begins its last word, from MIN_KAZAKH_PREFIX letters on. Null when phrases
 * of different Russian words begin so («жылы»: жылыту, жылытқыш).
 */
export function completeKindOfGoods(
  tokens: string[],
  start: number,
  entries: KazakhEntry[]
): KazakhMatch | null {
  const typed = tokens[tokens.length - 1]
  if (typed === undefined || typed.length < MIN_KAZAKH_PREFIX) return null
  let found: KazakhMatch | null = null
  for (const entry of entries) {
    const n = entry.words.length
    if (start + n !== tokens.length || !entry.words[n - 1].startsWith(typed)) continue
    let same = true
    for (let i = 0; i < n - 1 && same; i++) same = tokens[start + i] === entry.words[i]
    if (!same) continue
    if (found && found.ru.join(' ') !== entry.ru.join(' ')) return null
    found = { length: n, kk: [...entry.words.slice(0, -1), entry.base], ru: entry.ru }
  }
  return found
}
