import { matchesTsQuery, parseTsQuery } from './tsQueryMatch'

const matches = (query: string, lexemes: string[]) => matchesTsQuery(parseTsQuery(query), lexemes)

describe('tsQueryMatch', () => {
  // to_tsvector('simple', …) || to_tsvector('russian', …) of «Насосное оборудование»
  const pumps = ['насосное', 'оборудование', 'насосн', 'оборудован']

  it('matches a lexeme as itself and a prefix as any lexeme it begins', () => {
    expect(matches("'насосн'", pumps)).toBe(true)
    expect(matches("'насос'", pumps)).toBe(false)
    expect(matches("'насос':*", pumps)).toBe(true)
    expect(matches("'котел':*", pumps)).toBe(false)
  })

  it('reads the planner’s forms: alternatives, every word, an article on its own', () => {
    expect(matches("('котел':* | 'насос':*) & ('оборуд':*)", pumps)).toBe(true)
    expect(matches("('насос':*) & ('станц':*)", pumps)).toBe(false)
    // `&` binds tighter than `|`.
    expect(matches("(('gr':*) & ('25':*)) | 'gr25':*", ['gr25x'])).toBe(true)
    expect(matches("'a' & 'b' | 'c'", ['c'])).toBe(true)
    expect(matches("'a' & ('b' | 'c')", ['c'])).toBe(false)
  })

  it('reads the names’ weight among the names’ lexemes, and negation', () => {
    const named = ['насосное', 'насосн']
    const match = (query: string) => matchesTsQuery(parseTsQuery(query), pumps, named)
    expect(parseTsQuery("'насос':*A")).toEqual({ lexeme: 'насос', prefix: true, weights: 'A' })
    expect(parseTsQuery("'насос':A")).toEqual({ lexeme: 'насос', prefix: false, weights: 'A' })
    expect(match("'насосн':A")).toBe(true)
    expect(match("'оборудован':A")).toBe(false)
    expect(match("'оборуд':*A | 'насос':*A")).toBe(true)
    expect(match("!'насос':*")).toBe(false)
    expect(match("'оборуд':* & !'котел':*")).toBe(true)
    // Without the names' part a weight cannot be decided: refused, not guessed.
    expect(() => matches("'насосн':A", pumps)).toThrow()
    expect(() => matchesTsQuery(parseTsQuery("'насосн':B"), pumps, named)).toThrow()
  })

  it('refuses what the planner never builds (phrases, broken text), so nothing is matched wrongly', () => {
    expect(() => parseTsQuery("'насос':")).toThrow()
    expect(() => parseTsQuery("('насос'")).toThrow()
    expect(() => parseTsQuery("'насос' <-> 'вода'")).toThrow()
  })
})
