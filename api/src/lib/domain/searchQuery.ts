import { compact, switchLayout, tokenize } from './searchText'

/**
 * Plans a shopper's search: which words to look up in the word table, then
 * the tsquery to run over product documents. Pure; the search service does
 * the two database round trips around it.
 */

/** What the word table says about one query word. */
export interface WordFacts {
  /** Some stored word starts with it (it is a word, or a word being typed). */
  hasPrefix: boolean
  /** Stored words close to it by trigram similarity (typo candidates), best first. */
  similar: string[]
  /** Its stems (russian_stem for Cyrillic, english_stem for Latin). */
  stems: string[]
}

export interface SearchPlan {
  tokens: string[]
  /** The same query read in the other keyboard layout, when it differs. */
  switchedTokens: string[]
  /** Every word whose facts the plan needs. */
  lookups: string[]
  /** Letters and digits of the whole query, to match articles typed any way. */
  compacted: string
}

export function planSearch(query: string): SearchPlan {
  const tokens = tokenize(query)
  const switched = switchLayout(query)
  const switchedTokens = switched ? tokenize(switched) : []
  return {
    tokens,
    switchedTokens,
    lookups: [...new Set([...tokens, ...switchedTokens])],
    compacted: compact(query),
  }
}

/** A lexeme quoted for to_tsquery (tokens hold only letters, digits, '.', '/'). */
const lexeme = (word: string) => `'${word.replace(/['\\]/g, '')}'`
const prefix = (word: string) => `${lexeme(word)}:*`

const hasDigit = (word: string) => /\d/.test(word)

function alternatives(
  token: string,
  switched: string | undefined,
  facts: Map<string, WordFacts>
): string[] {
  const own = facts.get(token)
  const result = new Set([prefix(token)])
  own?.stems.forEach((stem) => result.add(lexeme(stem)))
  // A known word (or one being typed) or a number: take it as typed.
  if (own?.hasPrefix || hasDigit(token)) return [...result]

  const other = switched ? facts.get(switched) : undefined
  if (switched && other?.hasPrefix) {
    // Typed in the wrong layout: «yfcjc» → «насос».
    result.add(prefix(switched))
    other.stems.forEach((stem) => result.add(lexeme(stem)))
    return [...result]
  }
  // Too short to guess at.
  if (token.length < 3) return [...result]
  // A typo: the closest stored words («носос» → «насос»).
  const similar = own?.similar.length ? own.similar : (other?.similar ?? [])
  similar.forEach((word) => result.add(lexeme(word)))
  return [...result]
}

/**
 * The tsquery (config 'simple': lexemes are given as they are stored) for a
 * plan: every word must match one of its alternatives; an article typed with
 * or without separators matches on its own. Null when there is nothing to find.
 */
export function buildTsQuery(plan: SearchPlan, facts: Map<string, WordFacts>): string | null {
  if (plan.tokens.length === 0) return null
  // The switched reading aligns word by word only when it splits the same way.
  const aligned = plan.switchedTokens.length === plan.tokens.length
  let words = plan.tokens.map((token, i) =>
    alternatives(token, aligned ? plan.switchedTokens[i] : undefined, facts)
  )
  if (!aligned && plan.switchedTokens.length) {
    const known = (tokens: string[]) =>
      tokens.filter((t) => facts.get(t)?.hasPrefix || hasDigit(t)).length
    if (known(plan.switchedTokens) > known(plan.tokens)) {
      words = plan.switchedTokens.map((token) => alternatives(token, undefined, facts))
    }
  }
  const all = words.map((alts) => `(${alts.join(' | ')})`).join(' & ')
  return plan.compacted.length >= 3 && hasDigit(plan.compacted)
    ? `(${all}) | ${prefix(plan.compacted)}`
    : all
}
