/**
 * Whether a text's lexemes satisfy a tsquery, as PostgreSQL's `@@` decides,
 * for the tsqueries the search planner builds (domain/searchQuery): quoted
 * lexemes, `:*` prefixes, `&`, `|` and parentheses (no weights, negation or
 * phrases). Lets the search match the catalogue's few section, subsection
 * and brand names in memory (services/search) instead of one statement per
 * search. Pure.
 */

export type TsQueryNode =
  | { op: '&' | '|'; args: TsQueryNode[] }
  | { lexeme: string; prefix: boolean }

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
    const prefix = text.startsWith(':*', at)
    if (prefix) at += 2
    // A weight (':A', ':*A') is not something the names are matched with.
    if (/^[:A-D]/.test(text[at] ?? '')) fail()
    return { lexeme, prefix }
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

/** `lexemes @@ query`: a lexeme matches as itself, a prefix any lexeme it begins. */
export function matchesTsQuery(query: TsQueryNode, lexemes: readonly string[]): boolean {
  if ('lexeme' in query) {
    return query.prefix
      ? lexemes.some((l) => l.startsWith(query.lexeme))
      : lexemes.includes(query.lexeme)
  }
  return query.op === '&'
    ? query.args.every((arg) => matchesTsQuery(arg, lexemes))
    : query.args.some((arg) => matchesTsQuery(arg, lexemes))
}
