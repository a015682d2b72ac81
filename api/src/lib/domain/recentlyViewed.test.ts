import { RECENTLY_VIEWED_LIMIT, rememberViewed, sanitizeViewed } from './recentlyViewed'

/** A stored entry of the older format: the viewer's price went to the device with it. */
const legacy = (article: string) => ({
  article,
  name: `Товар ${article}`,
  image: null,
  price: 100,
  lastPrice: null,
})

describe('rememberViewed (SPEC §4 Recently viewed)', () => {
  it('puts a new article first', () => {
    expect(rememberViewed(['A'], 'B')).toEqual(['B', 'A'])
  })

  it('leaves the list as it is when the article is present', () => {
    const list = ['A', 'B']
    expect(rememberViewed(list, 'B')).toBe(list)
  })

  it('keeps the 10 newest (the nominal limit, not the old slice(20) defect)', () => {
    let list: string[] = []
    for (let i = 1; i <= 12; i++) list = rememberViewed(list, `P${i}`)
    expect(list).toHaveLength(RECENTLY_VIEWED_LIMIT)
    expect(list[0]).toBe('P12')
    expect(list[9]).toBe('P3')
  })
})

describe('sanitizeViewed', () => {
  it('clears unparseable data', () => {
    expect(sanitizeViewed('garbage')).toEqual([])
    expect(sanitizeViewed({ article: 'A' })).toEqual([])
    expect(sanitizeViewed([1, null, '', { name: 'no article' }])).toEqual([])
  })

  it('keeps articles once, at most 10', () => {
    const stored = ['A', 'A', ...Array.from({ length: 12 }, (_, i) => `P${i}`)]
    const list = sanitizeViewed(stored)
    expect(list).toHaveLength(10)
    expect(list.slice(0, 2)).toEqual(['A', 'P0'])
  })

  it('reads the older format as its articles only: no name or price survives', () => {
    const list = sanitizeViewed([legacy('A'), { article: 'A', price: 1 }, legacy('B')])
    expect(list).toEqual(['A', 'B'])
    expect(JSON.stringify(list)).not.toContain('100')
  })
})
