/**
 * Whether a text's lexemes satisfy a tsquery, as PostgreSQL's `@@` decides,
 * for the tsqueries the search planner builds (domain/searchQuery): quoted
 * lexemes, `:*` prefixes, the names' weight (`:A`, `:*A`: relevanceKeys),
 * `&`, `|`, `!` and parentheses (no phrases). Lets the search match the
 * catalogue's few section, subsection and brand names in memory
 * (services/search) and the goods by their in-process index
 * (domain/searchIndex) instead of by a statement per search. Pure.
 */

export type TsQueryNode =
  | { op: '&' | '|'; args: TsQueryNode[] }
  | { op: '!'; arg: TsQueryNode }
  | TsQueryLexeme

export interface TsQueryLexeme {
  lexeme: string
  prefix: boolean
  /** Weight letters the lexeme must carry one of («A»), empty for any. */
  weights: string
}

/** Parses a tsquery text; throws on anything outside the planner's forms. */
export function parseTsQuery(text: string): TsQueryNode {
  let at = 0
  const skipSpaces = () => {
    while (text[at] === ' ') at++
  }
  const fail = (): never => {
    throw new Error(`unsupported tsquery at ${at}: ${text}`)
  }
  const operand = (): TsQueryNode => {
    skipSpaces()
    if (text[at] === '!') {
      at++
      return { op: '!', arg: operand() }
    }
    if (text[at] === '(') {
      at++
      const inner = either()
      skipSpaces()
      if (text[at] !== ')') fail()
      at++
      return inner
    }
    if (text[at] !== "'") fail()
    const end = text.indexOf("'", at + 1)
    if (end < 0) fail()
    const lexeme = text.slice(at + 1, end)
    at = end + 1
    if (text[at] !== ':') return { lexeme, prefix: false, weights: '' }
    const label = /^:(\*?)([A-D]*)/.exec(text.slice(at))!
    if (label[0].length === 1) fail()
    at += label[0].length
    return { lexeme, prefix: label[1] === '*', weights: [...new Set(label[2])].sort().join('') }
  }
  // `&` binds tighter than `|`, as in PostgreSQL.
  const both = (): TsQueryNode => {
    const args = [operand()]
    for (skipSpaces(); text[at] === '&'; skipSpaces()) {
      at++
      args.push(operand())
    }
    return args.length === 1 ? args[0] : { op: '&', args }
  }
  const either = (): TsQueryNode => {
    const args = [both()]
    for (skipSpaces(); text[at] === '|'; skipSpaces()) {
      at++
      args.push(both())
    }
    return args.length === 1 ? args[0] : { op: '|', args }
  }
  const node = either()
  skipSpaces()
  if (at !== text.length) fail()
  return node
}

/**
 * `lexemes @@ query`: a lexeme matches as itself, a prefix any lexeme it
 * begins; one weighted «A» only among `named`, the lexemes the names'
 * part carries (weight A: ts_filter(…, '{a}')). Other weights are never
 * built by the planner: refused.
 */
export function matchesTsQuery(
  query: TsQueryNode,
  lexemes: readonly string[],
  named?: readonly string[]
): boolean {
  if ('lexeme' in query) {
    const among = lexemesWeighted(query.weights, lexemes, named)
    return query.prefix
      ? among.some((l) => l.startsWith(query.lexeme))
      : among.includes(query.lexeme)
  }
  if (query.op === '!') return !matchesTsQuery(query.arg, lexemes, named)
  return query.op === '&'
    ? query.args.every((arg) => matchesTsQuery(arg, lexemes, named))
    : query.args.some((arg) => matchesTsQuery(arg, lexemes, named))
}

function lexemesWeighted(
  weights: string,
  lexemes: readonly string[],
  named: readonly string[] | undefined
): readonly string[] {
  if (weights === '') return lexemes
  if (weights === 'A' && named) return named
  throw new Error(`weights «${weights}» are not matched in memory`)
}
