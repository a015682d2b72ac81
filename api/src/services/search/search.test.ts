import { askGraphql } from 'testing/graphql'

import { db } from 'src/lib/db'
import { TYPO_CANDIDATES } from 'src/lib/domain/searchDictionary'
import { SEARCH_LIST_CAP } from 'src/lib/domain/searchQuery'
import { catalogueDictionary } from 'src/lib/searchWords'
import { setRequestTextLocale } from 'src/lib/textLocale'
import { clearProductCaches, listProducts } from 'src/services/products/products'

import { catalogSearch, findGroupsBySql, prepareSearch, searchCorrection } from './search'

const productNames = async (query: string) =>
  (await catalogSearch(query)).products.map((p) => p.name)

/** What was found, whatever the query is said to have been read as. */
const found = async (query: string) => ({ ...(await catalogSearch(query)), correctedQuery: null })

describe('catalogSearch', () => {
  // Every scenario brings its own catalogue: what the caches keep of the last one
  // (words, counts, ranked lists) goes, as after a catalogue write.
  beforeEach(() => clearProductCaches())

  scenario('finds word forms: «насосы» finds pumps', async () => {
    const names = await productNames('насосы')
    expect(names).toEqual(
      expect.arrayContaining([
        'Насос циркуляционный Grundfos UPS 25-40 180',
        'Насос скважинный Grundfos SQ 3-65',
      ])
    )
    expect(names).not.toContain('Котёл газовый настенный Baxi ECO-4s 24F')
  })

  scenario('finds the same goods for every form, typo and layout of a word', async () => {
    const pumps = await found('насос')
    // Through its name's derived word and its section: «Насосная станция».
    expect(pumps.products.map((p) => p.name)).toContain('Насосная станция Wilo Star-RS 25/4')
    for (const form of ['насосы', 'носос', 'нососы', 'yfcjc', 'НАСОСЫ']) {
      expect([form, await found(form)]).toEqual([form, pumps])
    }
    const boilers = await found('котел')
    expect(boilers.counts.products).toBe(1)
    for (const form of ['котлы', 'котла', 'котёл', 'rjnks', 'котол']) {
      expect([form, await found(form)]).toEqual([form, boilers])
    }
  })

  scenario('counts every group in all, beyond the few it shows', async () => {
    const pumps = await catalogSearch('насос')
    expect(pumps.counts).toEqual({ products: 3, categories: 1, subcategories: 2, brands: 0 })
    const list = await listProducts({ filter: { search: 'насос' } })
    expect(pumps.counts.products).toBe(list.count)
    expect((await catalogSearch('grundfos')).counts).toEqual({
      products: 2,
      categories: 0,
      subcategories: 0,
      brands: 1,
    })
  })

  scenario(
    'lists at most SEARCH_LIST_CAP + 1 goods of a common word, those it names first',
    async (scenario: { category: { pumps: { id: number } } }) => {
      // Goods found only through their section («Насосное оборудование»): the
      // first 1 001 matches by id are the scenario's goods and these.
      await db.product.createMany({
        data: Array.from({ length: SEARCH_LIST_CAP + 20 }, (_, i) => ({
          article: `ST-${i}`,
          name: `Станция водоснабжения ${i}`,
          slug: `st-${i}`,
          price: 1000 + i,
          currentPrice: 1000 + i,
          categoryId: scenario.category.pumps.id,
        })),
      })
      // Two more named pumps, the cheapest, past them by id.
      await db.product.createMany({
        data: [1, 2].map((n) => ({
          article: `DR-${n}`,
          name: `Насос дренажный Д-${n}`,
          slug: `dr-${n}`,
          price: 400 + n,
          currentPrice: 400 + n,
          categoryId: scenario.category.pumps.id,
        })),
      })
      const overlay = await catalogSearch('насосы')
      const list = await listProducts({ filter: { search: 'насос' }, pageSize: 9 })
      expect(overlay.counts.products).toBe(SEARCH_LIST_CAP + 1)
      expect(list.count).toBe(SEARCH_LIST_CAP + 1)
      // The goods named «Насос …» come first, though past the cap by id.
      expect(overlay.products.slice(0, 4).map((p) => p.name)).toEqual([
        'Насос дренажный Д-1',
        'Насос дренажный Д-2',
        'Насос циркуляционный Grundfos UPS 25-40 180',
        'Насос скважинный Grundfos SQ 3-65',
      ])
      expect(list.results.map((p) => p.id)).toEqual(overlay.products.slice(0, 9).map((p) => p.id))
      // The last page holds what the count leaves; none past it.
      const last = await listProducts({ filter: { search: 'насос' }, pageSize: 100, page: 11 })
      expect(last.results).toHaveLength(1)
      await expect(
        listProducts({ filter: { search: 'насос' }, pageSize: 100, page: 12 })
      ).rejects.toThrow()
    }
  )

  scenario('treats ё and е alike', async () => {
    expect(await productNames('котел')).toEqual(['Котёл газовый настенный Baxi ECO-4s 24F'])
    expect(await productNames('КОТЁЛ')).toEqual(['Котёл газовый настенный Baxi ECO-4s 24F'])
    expect(await productNames('емкость')).toEqual(['Ёмкость для воды вертикальная 500 л'])
  })

  scenario('corrects a typo: «носос» finds pumps', async () => {
    expect(await productNames('носос')).toContain('Насос циркуляционный Grundfos UPS 25-40 180')
  })

  scenario('reads the wrong keyboard layout: «yfcjc», «rjntk»', async () => {
    expect(await productNames('yfcjc')).toContain('Насос скважинный Grundfos SQ 3-65')
    expect(await productNames('rjntk')).toEqual(['Котёл газовый настенный Baxi ECO-4s 24F'])
  })

  scenario('completes a word being typed: «насо», «grund»', async () => {
    expect(await productNames('насо')).toHaveLength(3)
    expect(await productNames('grund')).toHaveLength(2)
  })

  scenario('needs every word: «насос wilo»', async () => {
    expect(await productNames('насос wilo')).toEqual(['Насосная станция Wilo Star-RS 25/4'])
  })

  scenario('finds articles typed in any way, an exact article first', async () => {
    const result = await catalogSearch('GR-UPS-25-40-180')
    expect(result.products[0]).toMatchObject({ article: 'GR-UPS-25-40-180' })
    expect((await catalogSearch('grups2540')).products.map((p) => p.article)).toEqual([
      'GR-UPS-25-40-180',
    ])
    expect((await catalogSearch('bx-eco')).products.map((p) => p.article)).toEqual([
      'BX-ECO-4S-24F',
    ])
  })

  scenario('finds a run of an article’s or a name’s parts, typed with any separators', async () => {
    const articles = async (query: string) =>
      (await catalogSearch(query)).products.map((p) => p.article).sort()
    // By the articles' tails (Product.articleTails), not by each part as a prefix.
    expect(await articles('MB-24')).toEqual(['VT-MB-24'])
    expect(await articles('v 500')).toEqual(['AN-V-500'])
    expect(await articles('an-v500')).toEqual(['AN-V-500'])
    expect(await articles('sq3-65')).toEqual(['GR-SQ-3-65'])
    // «25 4»: WL-STAR-RS-25-4, and GR-UPS-25-40-180 whose «25-40» it begins.
    expect(await articles('25 4')).toEqual(['GR-UPS-25-40-180', 'WL-STAR-RS-25-4'])
    // Copied in one piece, a word of names («ups») among the parts.
    expect(await articles('UPS-25-40')).toEqual(['GR-UPS-25-40-180'])
    // A name's code: «ECO-4s 24F».
    expect(await articles('4s-24f')).toEqual(['BX-ECO-4S-24F'])
  })

  scenario('groups categories, subcategories and brands', async () => {
    const pumps = await catalogSearch('насосное')
    expect(pumps.categories.map((c) => c.name)).toEqual(['Насосное оборудование'])

    const circulation = await catalogSearch('циркуляционные')
    expect(circulation.subcategories).toEqual([
      {
        id: expect.any(Number),
        name: 'Циркуляционные насосы',
        categoryName: 'Насосное оборудование',
      },
    ])

    const brand = await catalogSearch('Grundfos')
    expect(brand.brands.map((b) => b.name)).toEqual(['Grundfos'])
    expect(brand.products).toHaveLength(2)
  })

  scenario('searches only the first 100 characters of a very long text', async () => {
    const spy = jest.spyOn(db, '$queryRaw')
    const names = await productNames('насос '.repeat(5000))
    expect(names).toContain('Насос скважинный Grundfos SQ 3-65')
    const sent = spy.mock.calls.flatMap((call) => call.slice(1))
    expect(JSON.stringify(sent).length).toBeLessThan(5000)
    spy.mockRestore()
  })

  scenario('finds nothing for words it does not know', async () => {
    expect(await catalogSearch('холодильник')).toEqual({
      products: [],
      categories: [],
      subcategories: [],
      brands: [],
      counts: { products: 0, categories: 0, subcategories: 0, brands: 0 },
      correctedQuery: null,
    })
  })

  scenario('finds a brand typed in Cyrillic and its goods: грундфос, вило, валтек', async () => {
    for (const [typed, brand] of [
      ['грундфос', 'Grundfos'],
      ['Вило', 'Wilo'],
      ['валтек', 'Valtec'],
      ['вальтек', 'Valtec'],
    ]) {
      const result = await catalogSearch(typed)
      expect([typed, result.brands.map((b) => b.name)]).toEqual([typed, [brand]])
      expect([typed, result.correctedQuery]).toEqual([typed, brand])
      // The same goods as the brand typed in Latin.
      expect([typed, await found(typed)]).toEqual([typed, await found(brand)])
    }
    expect(await productNames('грундфос')).toEqual(
      expect.arrayContaining([
        'Насос циркуляционный Grundfos UPS 25-40 180',
        'Насос скважинный Grundfos SQ 3-65',
      ])
    )
    expect(await productNames('насос вило')).toEqual(['Насосная станция Wilo Star-RS 25/4'])
  })

  scenario('does not read ordinary words as brands', async () => {
    for (const word of ['вилы', 'валик', 'гранит']) {
      expect([word, await catalogSearch(word)]).toEqual([
        word,
        expect.objectContaining({
          brands: [],
          correctedQuery: null,
          counts: { products: 0, categories: 0, subcategories: 0, brands: 0 },
        }),
      ])
    }
    // A stored word stays itself even when it sounds like no brand at all.
    expect((await catalogSearch('бак')).brands).toEqual([])
  })

  scenario("a word that names an object's own key is searched like any other", async () => {
    // «constructor» once read Object.prototype.constructor as a Cyrillic brand (a 500).
    for (const word of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect([word, (await catalogSearch(word)).counts.products]).toEqual([word, 0])
    }
  })

  scenario('says which word it searched for a wrong layout or a typo', async () => {
    expect((await catalogSearch('yfcjc')).correctedQuery).toBe('насос')
    expect((await catalogSearch('носос')).correctedQuery).toBe('насос')
    expect((await catalogSearch('rjntk')).correctedQuery).toBe('котел')
    // As typed: forms, case and words being typed are no correction.
    for (const typed of ['насос', 'НАСОСЫ', 'насо', 'grundfos', 'GR-UPS-25-40-180']) {
      expect([typed, (await catalogSearch(typed)).correctedQuery]).toEqual([typed, null])
    }
    // The results page asks for the correction alone.
    expect(await searchCorrection('yfcjc')).toBe('насос')
    expect(await searchCorrection('грундфос')).toBe('Grundfos')
    expect(await searchCorrection('насос')).toBeNull()
    expect(await searchCorrection('  ')).toBeNull()
  })

  scenario(
    'GraphQL: a Kazakh word answers what its Russian word answers (issue 33 §3)',
    async () => {
      const ask = async (query: string) => {
        const answer = await askGraphql(
          `query ($q: String!) { catalogSearchResults(query: $q) {
            products { id name article } categories { id name }
            subcategories { id name categoryName } brands { id name }
            counts { products categories subcategories brands } correctedQuery } }`,
          { q: query }
        )
        expect(answer.status).toBe(200)
        return answer.body.data.catalogSearchResults
      }
      const pumps = await ask('насос')
      expect(pumps.counts.products).toBe(3)
      for (const query of ['сорғы', 'СОРҒЫ', 'соргы', 'сорғылар', 'сорғының']) {
        expect([query, await ask(query)]).toEqual([query, pumps])
      }
      const boilers = await ask('котёл')
      expect(boilers.counts.products).toBe(1)
      for (const query of ['қазандық', 'жылыту қазаны', 'ҚАЗАНДЫҚ']) {
        expect([query, await ask(query)]).toEqual([query, boilers])
      }
      // A Kazakh word is no correction; the correction of another word is still said.
      expect(await searchCorrection('сорғы')).toBeNull()
      expect(await searchCorrection('сорғы грундфос')).toBe('сорғы Grundfos')
    }
  )

  scenario('gives each product suggestion its price and first picture', async () => {
    const [membrane] = (await catalogSearch('VT-MB-24')).products
    expect(membrane).toMatchObject({ currentPrice: 25000, lastPrice: 30000, images: [] })
    const [star] = (await catalogSearch('WL-STAR-RS-25-4')).products
    expect(star).toMatchObject({ currentPrice: 54000, lastPrice: null })
    expect(star.images).toEqual([
      { file: expect.stringContaining('products/wl-star-rs.jpg'), alt: 'Насосная станция Wilo' },
    ])
  })

  scenario(
    'knows the stored words as the word table does, pg_trgm typo candidates alike',
    async () => {
      const { dictionary } = await catalogueDictionary()
      const words = [
        ...['насос', 'насосы', 'нас', 'носос', 'нососы', 'котол', 'rjntk', 'yfcjc', 'grundfos'],
        ...['грундфос', 'смесетель', 'ваанна', 'станцыя', 'вода', 'для', 'gr', 'ups25', 'zzzz'],
      ]
      // What the per-search look-up asked of the database before the dictionary.
      const rows = await db.$queryRaw<
        {
          word: string
          is_word: boolean
          has_prefix: boolean
          similar: string[]
          stems: string[]
        }[]
      >`
      SELECT w.word,
        EXISTS (SELECT 1 FROM "SearchWord" s WHERE s.word = w.word) AS is_word,
        EXISTS (SELECT 1 FROM "SearchWord" s WHERE s.word LIKE w.word || '%') AS has_prefix,
        coalesce(CASE WHEN w.word ~ '^[a-z0-9./]+$'
          THEN ts_lexize('english_stem', w.word)
          ELSE ts_lexize('russian_stem', w.word) END, ARRAY[]::text[]) AS stems,
        CASE WHEN length(w.word) >= 3 AND w.word !~ '[0-9]'
          THEN ARRAY(SELECT s.word FROM "SearchWord" s WHERE s.word % w.word
            ORDER BY s.word <-> w.word, s.word LIMIT ${TYPO_CANDIDATES})
          ELSE ARRAY[]::text[] END AS similar
      FROM unnest(${words}::text[]) AS w(word)`
      expect(rows.some((row) => row.similar.length > 1)).toBe(true)
      for (const row of rows) {
        const facts = dictionary.factsOf(row.word)
        expect([row.word, facts.isWord, facts.hasPrefix]).toEqual([
          row.word,
          row.is_word,
          row.has_prefix,
        ])
        // Candidates matter (and are computed) only for a word neither stored nor begun.
        if (!row.has_prefix) expect([row.word, facts.similar]).toEqual([row.word, row.similar])
        // Stems are needed of stored words only (and brands', below).
        if (row.is_word) expect([row.word, facts.stems]).toEqual([row.word, row.stems])
      }
      expect(dictionary.factsOf('grundfos').stems).toEqual(['grundfo'])
    }
  )

  scenario('plans a search with no word look-up once the dictionary is loaded', async () => {
    await catalogSearch('насос')
    const spy = jest.spyOn(db, '$queryRaw')
    for (const query of ['носос', 'yfcjc', 'котёл', 'грундфос', 'смесетель'])
      await prepareSearch(query)
    expect(spy).not.toHaveBeenCalled()
    spy.mockRestore()
  })

  scenario(
    "finds goods by their own and their sections' Kazakh names, in any case and typed without Kazakh letters",
    async () => {
      await db.product.update({
        where: { slug: 'gr-ups-25-40-180' },
        data: {
          nameKk: 'Тұрмыстық сорғы Grundfos UPS 25-40 180',
          images: {
            create: {
              file: 'products/ups.jpg',
              alt: 'Насос циркуляционный Grundfos UPS 25-40 180',
            },
          },
        },
      })
      await db.subcategory.update({
        where: { slug: 'baki-dlya-vody' },
        data: { nameKk: 'Жертөлелік қорлар' },
      })
      // The back office announces every catalogue write (lib/catalogCaches).
      clearProductCaches()
      const ups = ['Насос циркуляционный Grundfos UPS 25-40 180']
      for (const form of ['тұрмыстық', 'ТҰРМЫСТЫҚ', 'турмыстык', 'Тұрмыстық сорғы']) {
        expect([form, await productNames(form)]).toEqual([form, ups])
      }
      expect((await catalogSearch('тұрмыстық')).products[0].nameLang).toBe('ru')
      // A Kazakh request gets the Kazakh name, says so, and describes the picture in it.
      setRequestTextLocale('kk')
      try {
        const [kazakh] = (await catalogSearch('тұрмыстық')).products
        expect(kazakh).toMatchObject({
          name: 'Тұрмыстық сорғы Grundfos UPS 25-40 180',
          nameLang: 'kk',
        })
        expect(kazakh.images.map((image) => image.alt)).toEqual([kazakh.name])
      } finally {
        setRequestTextLocale('ru')
      }
      for (const form of ['қорлар', 'ҚОРЛАР', 'корлар', 'жертөлелік']) {
        const found = await catalogSearch(form)
        expect([form, found.products.map((p) => p.name)]).toEqual([
          form,
          ['Ёмкость для воды вертикальная 500 л'],
        ])
        expect([form, found.subcategories.map((s) => s.name)]).toEqual([form, ['Баки для воды']])
      }
      // A renamed section's goods follow its new Kazakh name at once.
      await db.subcategory.update({
        where: { slug: 'baki-dlya-vody' },
        data: { nameKk: 'Тік резервуарлар' },
      })
      clearProductCaches()
      expect(await productNames('жертөлелік')).toEqual([])
      expect(await productNames('резервуарлар')).toEqual(['Ёмкость для воды вертикальная 500 л'])
    }
  )

  scenario('finds a new word once the catalogue write is known', async () => {
    expect((await catalogSearch('гидроаккумулятор')).products).toEqual([])
    const { id: categoryId } = await db.category.findFirstOrThrow()
    await db.product.create({
      data: {
        article: 'GA-24',
        name: 'Гидроаккумулятор Джилекс 24 л',
        slug: 'ga-24',
        categoryId,
        price: 15000,
        currentPrice: 15000,
      },
    })
    // The back office announces every catalogue write (lib/catalogCaches).
    clearProductCaches()
    expect(await productNames('гидроакумулятор')).toEqual(['Гидроаккумулятор Джилекс 24 л'])
  })

  scenario(
    'finds the sections, subsections and brands in memory as the database does',
    async () => {
      const queries = ['насос', 'насосы', 'котел', 'станция', 'wilo', 'grundfos', 'оборудование']
      queries.push('вода', 'кран шаровой', 'rjntk', 'gr 25', 'сантехника', 'zzzz', 'отопление')
      let found = 0
      for (const query of queries) {
        const { tsQuery } = await prepareSearch(query)
        if (!tsQuery) continue
        const result = await catalogSearch(query)
        const fromDatabase = await findGroupsBySql(tsQuery)
        const of = (kind: string) =>
          fromDatabase.filter((row) => row.kind === kind).map(({ id, name }) => ({ id, name }))
        expect([query, result.categories, result.brands]).toEqual([
          query,
          of('category'),
          of('brand'),
        ])
        expect([query, result.subcategories.map(({ id, name }) => ({ id, name }))]).toEqual([
          query,
          of('subcategory'),
        ])
        const total = (kind: string) =>
          Number(fromDatabase.find((row) => row.kind === kind)?.total ?? 0)
        expect([
          query,
          result.counts.categories,
          result.counts.subcategories,
          result.counts.brands,
        ]).toEqual([query, total('category'), total('subcategory'), total('brand')])
        found += fromDatabase.length
      }
      expect(found).toBeGreaterThan(3)
    }
  )

  it('asks nothing of the database for an empty query', async () => {
    const spy = jest.spyOn(db, '$queryRaw')
    expect(await prepareSearch('   ')).toEqual({
      tsQuery: null,
      rankKeys: [],
      rankQuery: null,
      article: null,
      articleFragment: null,
      corrected: null,
    })
    expect((await catalogSearch('')).products).toEqual([])
    expect(spy).not.toHaveBeenCalled()
    spy.mockRestore()
  })
})
