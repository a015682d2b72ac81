import { SearchIndexBuilder, sortedInSlices, StringTable, type IndexedGood } from './searchIndex'
import { matchesTsQuery, parseTsQuery } from './tsQueryMatch'

const good = (id: number, fields: Partial<IndexedGood> = {}): IndexedGood => ({
  id,
  price: 100,
  article: `a${id}`,
  lexemes: [],
  named: [],
  tails: [],
  ...fields,
})

const indexOf = (goods: IndexedGood[]) => {
  const builder = new SearchIndexBuilder()
  goods.forEach((g) => builder.add(g))
  return builder.build()
}

/** Ids of the goods a query matches, in the table's order. */
const matched = (goods: IndexedGood[], query: string, part?: 'named' | 'tails') => {
  const index = indexOf(goods)
  const bits = index.match(parseTsQuery(query), part)
  return goods.filter((_, p) => (bits[p >>> 5] & (1 << (p & 31))) !== 0).map((g) => g.id)
}

describe('StringTable', () => {
  const table = StringTable.of(['25', 'gr25', 'насос', 'насосн', 'насосная', 'нат'])

  it('finds a lexeme as itself and the lexemes a prefix begins', () => {
    expect(table.range('насос', false)).toEqual([2, 3])
    expect(table.range('насос', true)).toEqual([2, 5])
    expect(table.range('нас', false)).toEqual([2, 2])
    expect(table.range('на', true)).toEqual([2, 6])
    expect(table.range('я', true)).toEqual([6, 6])
    expect(table.range('', true)).toEqual([0, 6])
    expect(table.at(4)).toBe('насосная')
    expect(table.equals(2, 'насос')).toBe(true)
    expect(table.equals(2, 'насосн')).toBe(false)
  })
})

/** A generator run to its end, with how many times it yielded. */
const drained = <T>(steps: Generator<void, T>) => {
  let yields = 0
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return { value: step.value, yields }
    yields++
  }
}

describe('sortedInSlices', () => {
  it('sorts as the default sort (code units), yielding between buckets of first units', () => {
    let seed = 7
    // Park–Miller: its products stay exact in a double.
    const next = () => (seed = (seed * 48271) % 2147483647)
    const alphabet = ['a', 'b', 'я', 'ё', '1', 'Z', '\uD83D\uDE00', '\uFF21', '']
    const words = [
      ...new Set(
        Array.from({ length: 120_000 }, () =>
          Array.from({ length: 1 + (next() % 8) }, () => alphabet[next() % alphabet.length]).join(
            ''
          )
        )
      ),
      '',
    ]
    const { value, yields } = drained(sortedInSlices(words))
    expect(value).toEqual(words.slice().sort())
    // Over 20 000 words: at least one yield, so a build gives requests the event loop.
    expect(yields).toBeGreaterThan(0)
    expect(drained(sortedInSlices([])).value).toEqual([])
  })
})

describe('SearchIndexBuilder', () => {
  it('builds the same index at once and with pauses between its steps', async () => {
    const goods = Array.from({ length: 2_000 }, (_, i) =>
      good(5_000 - i, {
        article: `art${i % 700}`,
        lexemes: [`w${i % 97}`, `x${i}`],
        named: [`w${i % 97}`],
        tails: [`t${i}`, `${i % 13}`],
        price: i % 50,
      })
    )
    const filled = () => {
      const builder = new SearchIndexBuilder()
      goods.forEach((g) => builder.add(g))
      return builder
    }
    let pauses = 0
    const paused = await filled().buildPausing(async () => {
      pauses++
    })
    const whole = filled().build()
    expect(pauses).toBeGreaterThan(5)
    expect(paused.bytes).toBe(whole.bytes)
    const search = {
      tsQuery: "('w1':*) | ('x19':*)",
      rankKeys: ["'w1':A"],
      rankQuery: "'w1'",
      article: null,
      articleFragment: null,
    }
    expect(paused.rankedList(search, 1001)).toEqual(whole.rankedList(search, 1001))
    expect(paused.rankedList(search, 1001).count).toBeGreaterThan(100)
  })
})

describe('SearchIndex', () => {
  // The table's order is not the ids' (rows move when updated).
  const goods = [
    good(7, { lexemes: ['насос', 'wilo', 'насосн'], named: ['насос'], tails: ['top40', '40'] }),
    good(3, { lexemes: ['насосная', 'станц', 'насосн'], named: ['насосная', 'насосн'] }),
    good(9, { lexemes: ['котел', 'газов', 'насосн'], named: ['котел', 'газов'] }),
    good(1, { lexemes: ['кран', 'wilo'], named: ['кран'], tails: ['top25'] }),
  ]

  it('unions a prefix’s lists and keeps the table’s order', () => {
    expect(matched(goods, "'насос':*")).toEqual([7, 3, 9])
    expect(matched(goods, "'насос'")).toEqual([7])
    expect(matched(goods, "'нас'")).toEqual([])
    expect(matched(goods, "'top':*", 'tails')).toEqual([7, 1])
  })

  it('answers and, or and not as the planner writes them, weights among the names', () => {
    expect(matched(goods, "('насос':*) & ('wilo':*)")).toEqual([7])
    expect(matched(goods, "('кран':*) | ('станц':*)")).toEqual([3, 1])
    expect(matched(goods, "'насос':* & !'насосн'")).toEqual([])
    expect(matched(goods, "!'wilo'")).toEqual([3, 9])
    expect(matched(goods, "'насос':*A")).toEqual([7, 3])
    expect(matched(goods, "'насосн':A")).toEqual([3])
    // The names' part read for every lexeme (the named goods' test).
    expect(matched(goods, "'насосн' | 'кран'", 'named')).toEqual([3, 1])
    expect(() => matched(goods, "'насос':B")).toThrow()
  })

  it('matches as the tsquery matcher does, over many goods and queries', () => {
    // A deterministic jumble of 300 goods over a few lexemes (more than one bitset word's worth).
    const words = ['ab', 'abc', 'abd', 'b', 'bc', 'c', 'ca', 'd']
    let seed = 31
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648)
    const many = Array.from({ length: 300 }, (_, i) => {
      const lexemes = words.filter(() => next() % 3 === 0)
      return good(1000 - i, { lexemes, named: lexemes.filter(() => next() % 2 === 0) })
    })
    const queries = [
      "'ab':*",
      "'ab'",
      "'b':* & 'c':*",
      "('ab':* | 'd') & !'ca'",
      "'a':*A | 'bc':A",
      "!('c':* | 'd')",
      "(('ab':*) & ('d':*)) | 'bc':*A",
    ]
    for (const query of queries) {
      const node = parseTsQuery(query)
      const expected = many.filter((g) => matchesTsQuery(node, g.lexemes, g.named)).map((g) => g.id)
      expect(matched(many, query)).toEqual(expected)
    }
  })

  describe('the ranked list (rankedSearchSql)', () => {
    const search = {
      tsQuery: "('насос':*)",
      rankKeys: ["'насос':A", "('насос':*A)"],
      rankQuery: "'насос'",
      article: null,
      articleFragment: null,
    }

    it('ranks named first, then named by the family, priced before «on request», then price and id', () => {
      const index = indexOf([
        good(1, { lexemes: ['насосн'], named: [], price: 10 }),
        good(2, { lexemes: ['насосн'], named: ['насосн'], price: 50 }),
        good(3, { lexemes: ['насос'], named: ['насос'], price: 0 }),
        good(4, { lexemes: ['насос'], named: ['насос'], price: 20 }),
        good(5, { lexemes: ['насос'], named: ['насос'], price: 20 }),
        good(6, { lexemes: ['насосн'], named: ['насосн'], price: 5 }),
        good(8, { lexemes: ['кран'], named: ['кран'], price: 1 }),
      ])
      expect(index.rankedList(search, 1001)).toEqual({ ids: [4, 5, 3, 6, 2, 1], count: 6 })
    })

    it('puts an article typed in full first and finds an article’s parts among the tails', () => {
      const index = indexOf([
        good(1, { article: 'top401', lexemes: ['top401'], named: ['top401'], tails: ['top401'] }),
        good(2, { article: 'top40', lexemes: ['top40'], named: ['top40'], tails: ['top40', '40'] }),
        good(3, { article: 'x', lexemes: ['wilo'], named: ['wilo'], tails: ['wilotop40'] }),
      ])
      const article = {
        tsQuery: "('top40':*)",
        rankKeys: ["'top40':*A"],
        rankQuery: "'top40':*",
        article: 'top40',
        articleFragment: 'top40',
      }
      expect(index.rankedList(article, 1001)).toEqual({ ids: [2, 1], count: 2 })
      expect(index.rankedList({ ...article, articleFragment: '40' }, 1001).ids).toEqual([2])
    })

    it('caps the first matches in the table’s order and adds the named goods after them', () => {
      // 5 matches by section words first, then 2 named; a cap of 3.
      const index = indexOf([
        ...[11, 12, 13, 14, 15].map((id) => good(id, { lexemes: ['насосн'], price: id })),
        good(21, { lexemes: ['насос'], named: ['насос'], price: 99 }),
        good(22, { lexemes: ['насос'], named: ['насос'], price: 98 }),
      ])
      expect(index.rankedList(search, 3)).toEqual({ ids: [22, 21, 11], count: 3 })
      // Without the names' query only the first matches are ranked.
      expect(index.rankedList({ ...search, rankQuery: null }, 3)).toEqual({
        ids: [11, 12, 13],
        count: 3,
      })
      expect(index.size).toBe(7)
      expect(index.bytes).toBeGreaterThan(0)
    })

    it('orders as the ORDER BY over many goods: tiers, then price with ties, then id', () => {
      // 400 goods in a table order that is not the ids', few prices (many ties, some on request).
      const words = ['насос', 'насосн', 'насосная', 'станц', 'wilo']
      let seed = 11
      const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648)
      const many = Array.from({ length: 400 }, (_, i) => {
        const lexemes = words.filter(() => next() % 2 === 0)
        return good(((i * 7919) % 400) + 1, {
          article: `a${i % 50}`,
          lexemes,
          named: lexemes.filter(() => next() % 2 === 0),
          price: [0, 10, 10.5, 20, 20, 99][next() % 6],
        })
      })
      const index = indexOf(many)
      const searches = [
        search,
        { ...search, article: 'a7' },
        { ...search, rankKeys: ["'станц':A", "'wilo'", "('насос':*A)"] },
        { ...search, tsQuery: "'wilo' | 'станц'", rankKeys: [] },
      ]
      for (const s of searches) {
        const query = parseTsQuery(s.tsQuery)
        const keys = s.rankKeys.map((key) => parseTsQuery(key))
        const tier = (g: IndexedGood) => [
          g.article === s.article ? 1 : 0,
          ...keys.map((key) => (matchesTsQuery(key, g.lexemes, g.named) ? 1 : 0)),
          g.price > 0 ? 1 : 0,
        ]
        const expected = many
          .filter((g) => matchesTsQuery(query, g.lexemes, g.named))
          .sort((a, b) => {
            const [ta, tb] = [tier(a), tier(b)]
            const differs = ta.findIndex((bit, k) => bit !== tb[k])
            if (differs >= 0) return tb[differs] - ta[differs]
            return a.price - b.price || a.id - b.id
          })
          .map((g) => g.id)
        expect(expected.length).toBeGreaterThan(100)
        expect(index.rankedList(s, 1001)).toEqual({ ids: expected, count: expected.length })
      }
    })
  })
})
