import { KINDS_OF_GOODS } from 'src/lib/domain/searchKazakhWords'
import { foldCase, tokenize } from 'src/lib/domain/searchText'
import { clearProductCaches, listProducts } from 'src/services/products/products'

import { RELEVANCE_CASES } from './relevance.cases'
import { catalogSearch, SEARCH_GROUP_LIMITS } from './search'

/**
 * The relevance set (relevance.cases.ts) over the shop's own catalogue: runs
 * in CI with the other api tests, so a change to search planning or ranking
 * that loses a good from the first page fails here.
 */
// Seeding the 382 goods takes longer than a hook's default 5 s.
jest.setTimeout(120_000)

describeScenario('search relevance', () => {
  beforeEach(() => clearProductCaches())

  const firstPage = async (query: string) =>
    (await catalogSearch(query)).products.map((p) => ({ article: p.article, name: p.name }))

  for (const c of RELEVANCE_CASES) {
    it(`«${c.query}»`, async () => {
      const page = await firstPage(c.query)
      const articles = page.map((p) => p.article)
      expect(page.length).toBeGreaterThan(0)
      if (c.first) expect(articles.slice(0, c.first.length)).toEqual(c.first)
      if (c.firstPage) expect(articles).toEqual(expect.arrayContaining(c.firstPage))
      if (c.namesContain) {
        const stray = page.filter(
          (p) => !c.namesContain!.some((word) => foldCase(p.name).includes(word))
        )
        expect(stray).toEqual([])
      }
      if (c.namedBy) {
        const stray = page.filter(
          (p) => !c.namedBy!.some((word) => tokenize(p.name).includes(word))
        )
        expect(stray).toEqual([])
      }
      if (c.sameAs) {
        const [found, expected] = await Promise.all([
          catalogSearch(c.query),
          catalogSearch(c.sameAs),
        ])
        expect(found.products).toEqual(expected.products)
        expect(found.counts).toEqual(expected.counts)
      }
    })
  }

  it('the overlay shows the first page of the catalogue list, in its order', async () => {
    for (const query of ['насос', 'носос', 'yfcjc', 'котлы', 'grundfos']) {
      const [overlay, list] = await Promise.all([
        catalogSearch(query),
        listProducts({ filter: { search: query }, page: 1, pageSize: SEARCH_GROUP_LIMITS.product }),
      ])
      expect(overlay.products.map((p) => p.id)).toEqual(list.results.map((p) => p.id))
      expect(overlay.counts.products).toBe(list.count)
    }
  })

  describe('Kazakh words (issue 33 §3)', () => {
    /** Every good a search lists, in order, as «Показать все результаты» pages through them. */
    const allListed = async (query: string) => {
      const list = await listProducts({ filter: { search: query }, page: 1, pageSize: 100 })
      return { ids: list.results.map((p) => p.id), count: list.count }
    }

    const SAME_GOODS: [kazakh: string[], russian: string][] = [
      // Also as typed so far («сорғ»), as the overlay asks while the shopper types.
      [['сорғы', 'соргы', 'СОРҒЫ', 'Сорғылар', 'сорғының', 'cорғы', 'сорғ'], 'насос'],
      [['сүзгі', 'сузги', 'СҮЗГІ', 'сүзгілер', 'сүзгi', 'сүзг'], 'фильтр'],
      [['құбыр', 'кубыр', 'ҚҰБЫР', 'құбырлар', 'құбырды', 'құбы'], 'труба'],
      [
        [
          'қазандық',
          'казандык',
          'ҚАЗАНДЫҚ',
          'қазандығы',
          'жылыту қазаны',
          'жылыту қазандары',
          'қазан',
        ],
        'котёл',
      ],
      [['араластырғыш', 'араластыргыш', 'АРАЛАСТЫРҒЫШ', 'араластырғыштар'], 'смеситель'],
      [['шүмек', 'шумек'], 'кран'],
      [['кері клапан'], 'обратный клапан'],
      [['сорғы станциясы', 'сорғы станциялары'], 'насосная станция'],
      [['айналым сорғысы'], 'циркуляционный насос'],
      // Words Kazakh shares with Russian, with Kazakh endings
      [['радиаторлар', 'радиаторларды'], 'радиатор'],
      [['клапандар'], 'клапан'],
      [['крандар', 'шүмектер'], 'кран'],
    ]

    for (const [kazakh, russian] of SAME_GOODS) {
      it(`${kazakh.join(', ')} find exactly what «${russian}» finds`, async () => {
        const expected = await catalogSearch(russian)
        const expectedList = await allListed(russian)
        expect(expected.counts.products).toBeGreaterThan(0)
        for (const query of kazakh) {
          const found = await catalogSearch(query)
          // The overlay: goods, sections, subsections, brands and counts alike.
          expect([query, found]).toEqual([query, expected])
          // «Показать все результаты»: the whole list, in the same order.
          expect([query, await allListed(query)]).toEqual([query, expectedList])
        }
      })
    }

    it('every spelling of the dictionary finds what its Russian words find', async () => {
      const differing: string[] = []
      for (const kind of KINDS_OF_GOODS) {
        // What was found: a Russian word the catalogue stores in another form
        // («давление» → «давления») is said corrected, the Kazakh word never.
        const expected = { ...(await catalogSearch(kind.ru)), correctedQuery: null }
        for (const kk of kind.kk) {
          const found = await catalogSearch(kk)
          if (JSON.stringify(found) !== JSON.stringify(expected)) {
            differing.push(
              `${kk} ≠ ${kind.ru}: ${found.counts.products} ${expected.counts.products}`
            )
          }
        }
      }
      expect(differing).toEqual([])
    })

    it('the overlay shows the first page of the list for Kazakh words too', async () => {
      for (const query of ['сорғылар', 'сүзгі', 'жылыту қазаны']) {
        const [overlay, list] = await Promise.all([
          catalogSearch(query),
          listProducts({
            filter: { search: query },
            page: 1,
            pageSize: SEARCH_GROUP_LIMITS.product,
          }),
        ])
        expect(overlay.products.map((p) => p.id)).toEqual(list.results.map((p) => p.id))
        expect(overlay.counts.products).toBe(list.count)
      }
    })

    it('a Kazakh word narrows with a Russian or Latin one: «сорғы grundfos», «сүзгі сетчатый»', async () => {
      expect(await catalogSearch('сорғы grundfos')).toEqual(await catalogSearch('насос grundfos'))
      expect(await catalogSearch('торлы сүзгі')).toEqual(await catalogSearch('сетчатый фильтр'))
    })
  })
})
