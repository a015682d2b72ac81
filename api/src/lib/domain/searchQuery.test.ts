import { buildTsQuery, planSearch, type WordFacts } from './searchQuery'

const facts = (entries: Record<string, Partial<WordFacts>>) =>
  new Map(
    Object.entries(entries).map(([word, f]) => [
      word,
      { hasPrefix: false, similar: [], stems: [], ...f },
    ])
  )

describe('planSearch', () => {
  it('looks up the words and their other-layout reading', () => {
    expect(planSearch('Yfcjc Grundfos')).toEqual({
      tokens: ['yfcjc', 'grundfos'],
      switchedTokens: ['насос', 'пкгтващы'],
      lookups: ['yfcjc', 'grundfos', 'насос', 'пкгтващы'],
      compacted: 'yfcjcgrundfos',
    })
  })
})

describe('buildTsQuery', () => {
  it('matches a known word by prefix and stem', () => {
    const plan = planSearch('насосы')
    const query = buildTsQuery(plan, facts({ насосы: { hasPrefix: true, stems: ['насос'] } }))
    expect(query).toBe(`('насосы':* | 'насос')`)
  })

  it('completes a word being typed', () => {
    const plan = planSearch('насо')
    expect(buildTsQuery(plan, facts({ насо: { hasPrefix: true } }))).toBe(`('насо':*)`)
  })

  it('corrects a typo with the closest stored words', () => {
    const plan = planSearch('носос')
    const query = buildTsQuery(plan, facts({ носос: { similar: ['насос'], stems: ['носос'] } }))
    expect(query).toBe(`('носос':* | 'носос' | 'насос')`)
  })

  it('reads a word typed in the wrong layout', () => {
    const plan = planSearch('rjntk')
    const query = buildTsQuery(plan, facts({ котел: { hasPrefix: true, stems: ['котел'] } }))
    expect(query).toBe(`('rjntk':* | 'котел':* | 'котел')`)
  })

  it('keeps Latin brand names and numbers as typed, every word required', () => {
    const plan = planSearch('Grundfos UPS 25-40')
    const query = buildTsQuery(
      plan,
      facts({ grundfos: { hasPrefix: true, stems: ['grundfo'] }, ups: { hasPrefix: true } })
    )
    expect(query).toBe(
      `(('grundfos':* | 'grundfo') & ('ups':*) & ('25':*) & ('40':*)) | 'grundfosups2540':*`
    )
  })

  it('matches an article typed without its dashes', () => {
    const query = buildTsQuery(planSearch('grups2540'), facts({}))
    expect(query).toBe(`(('grups2540':*)) | 'grups2540':*`)
  })

  it('switches the whole query when the layouts split it differently', () => {
    // «,fr» is «бак» typed on an English layout: the comma splits the Latin reading.
    const plan = planSearch(',fr')
    expect(plan.tokens).toEqual(['fr'])
    expect(plan.switchedTokens).toEqual(['бак'])
    const query = buildTsQuery(plan, facts({ бак: { hasPrefix: true, stems: ['бак'] } }))
    expect(query).toBe(`('fr':* | 'бак':* | 'бак')`)
  })

  it('has nothing to find in an empty query', () => {
    expect(buildTsQuery(planSearch('  '), facts({}))).toBeNull()
  })
})
