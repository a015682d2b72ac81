import { db } from 'src/lib/db'
import { listProducts } from 'src/services/products/products'

import { catalogSearch, prepareSearch, wordFactsCache } from './search'

const productNames = async (query: string) =>
  (await catalogSearch(query)).products.map((p) => p.name)

describe('catalogSearch', () => {
  // Word facts are cached for a minute; every scenario brings its own words.
  beforeEach(() => wordFactsCache.clear())

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
    const pumps = await catalogSearch('насос')
    // Through its name's derived word and its section: «Насосная станция».
    expect(pumps.products.map((p) => p.name)).toContain('Насосная станция Wilo Star-RS 25/4')
    for (const form of ['насосы', 'носос', 'нососы', 'yfcjc', 'НАСОСЫ']) {
      expect([form, await catalogSearch(form)]).toEqual([form, pumps])
    }
    const boilers = await catalogSearch('котел')
    expect(boilers.counts.products).toBe(1)
    for (const form of ['котлы', 'котла', 'котёл', 'rjnks', 'котол']) {
      expect([form, await catalogSearch(form)]).toEqual([form, boilers])
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
    })
  })

  it('asks nothing of the database for an empty query', async () => {
    const spy = jest.spyOn(db, '$queryRaw')
    expect(await prepareSearch('   ')).toEqual({ tsQuery: null, rankKeys: [], article: null })
    expect((await catalogSearch('')).products).toEqual([])
    expect(spy).not.toHaveBeenCalled()
    spy.mockRestore()
  })
})
