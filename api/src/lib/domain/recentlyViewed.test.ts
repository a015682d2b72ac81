import { RECENTLY_VIEWED_LIMIT, rememberViewed, sanitizeViewed } from './recentlyViewed'

const product = (article: string) => ({
  article,
  name: `Товар ${article}`,
  image: null,
  price: 100,
  lastPrice: null,
})

describe('rememberViewed (SPEC §4 Recently viewed)', () => {
  it('puts a new product first', () => {
    expect(rememberViewed([product('A')], product('B')).map((p) => p.article)).toEqual(['B', 'A'])
  })

  it('leaves the list as it is when the article is present', () => {
    const list = [product('A'), product('B')]
    expect(rememberViewed(list, product('B'))).toBe(list)
  })

  it('keeps the 10 newest (the nominal limit, not the old slice(20) defect)', () => {
    let list: ReturnType<typeof product>[] = []
    for (let i = 1; i <= 12; i++) list = rememberViewed(list, product(`P${i}`))
    expect(list).toHaveLength(RECENTLY_VIEWED_LIMIT)
    expect(list[0].article).toBe('P12')
    expect(list[9].article).toBe('P3')
  })
})

describe('sanitizeViewed', () => {
  it('clears unparseable data', () => {
    expect(sanitizeViewed('garbage')).toEqual([])
    expect(sanitizeViewed({ article: 'A' })).toEqual([])
  })

  it('keeps well-formed entries once, at most 10', () => {
    const stored = [
      product('A'),
      { article: 'A', name: 'x', price: 1 },
      { name: 'no article', price: 1 },
      ...Array.from({ length: 12 }, (_, i) => product(`P${i}`)),
    ]
    const list = sanitizeViewed(stored)
    expect(list).toHaveLength(10)
    expect(list[0]).toEqual(product('A'))
  })
})
