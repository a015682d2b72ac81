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

  it('refuses what the planner never builds (weights, negation), so nothing is matched wrongly', () => {
    expect(() => parseTsQuery("'насос':A")).toThrow()
    expect(() => parseTsQuery("'насос':*A")).toThrow()
    expect(() => parseTsQuery("!'насос'")).toThrow()
    expect(() => parseTsQuery("('насос'")).toThrow()
    expect(() => parseTsQuery("'насос' <-> 'вода'")).toThrow()
  })
})
