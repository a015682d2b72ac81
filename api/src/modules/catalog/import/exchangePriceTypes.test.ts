import { exchangeConfigSchema, type CmlPriceType } from './commerceml'
import { SAMPLE_PRICE_TYPES } from './exchange.fixtures'
import { mapPriceTypes, retailPriceTypes } from './exchangePriceTypes'

const type = (id: string, name: string, currency = 'KZT'): CmlPriceType => ({ id, name, currency })
const RETAIL = type('t-retail', 'Розничная')
const OLD = type('t-old', 'Старая цена')
const WHOLE = type('t-whole', 'Оптовая')
const config = (prices: object = {}) => exchangeConfigSchema.parse({ prices })

describe('retailPriceTypes', () => {
  it('«Цена» is the only type, else «Розничная»; «Старая цена» the type of that name', () => {
    expect(retailPriceTypes([WHOLE], config(), 'cfg')).toEqual({
      currentId: 't-whole',
      oldId: null,
      errors: [],
    })
    expect(retailPriceTypes([RETAIL, OLD, WHOLE], config(), 'cfg')).toEqual({
      currentId: 't-retail',
      oldId: 't-old',
      errors: [],
    })
    expect(retailPriceTypes([RETAIL, OLD], config({ old: null }), 'cfg').oldId).toBeNull()
  })

  it('asks which type is «Цена» when it cannot tell; refuses a named type it lacks or not in tenge', () => {
    expect(retailPriceTypes([OLD, WHOLE], config(), 'cfg').errors).toEqual([
      'Какой тип цены загружать как «Цена»? В файле: Старая цена, Оптовая. Укажите prices.current в cfg.',
    ])
    expect(retailPriceTypes([RETAIL], config({ current: 'Дилерская' }), 'cfg').errors).toEqual([
      'Тип цены «Дилерская» (prices.current в cfg) не найден. Типы цен в файле: Розничная.',
    ])
    expect(retailPriceTypes([type('t-usd', 'Розничная', 'USD')], config(), 'cfg').errors).toEqual([
      'Тип цены «Розничная» в валюте USD: сайт хранит цены в тенге.',
    ])
  })

  it('a file without ТипыЦен names its prices by the Ид the config gives', () => {
    expect(retailPriceTypes([], config({ current: 'guid-price' }), 'cfg').currentId).toBe(
      'guid-price'
    )
  })
})

describe('mapPriceTypes', () => {
  const map = (types: CmlPriceType[], prices: object = {}, shopTypes = SAMPLE_PRICE_TYPES) => {
    const retail = retailPriceTypes(types, config(prices), 'cfg')
    return mapPriceTypes(types, retail, config(prices), shopTypes, 'cfg')
  }

  it('«Цена» is retail, other types by config, kept Ид or name; the old price feeds none', () => {
    const kept = SAMPLE_PRICE_TYPES.map((t) =>
      t.code === 'dealer' ? { ...t, externalId: 't-d' } : t
    )
    const mapping = map([RETAIL, OLD, WHOLE, type('t-d', 'Дилеры')], {}, kept)
    expect(Object.fromEntries(mapping.codes)).toEqual({
      't-retail': 'retail',
      't-whole': 'wholesale',
      't-d': 'dealer',
    })
    expect(mapping.links.map((l) => l.code)).toEqual(['retail', 'wholesale', 'dealer'])
    expect([mapping.errors, mapping.warnings]).toEqual([[], []])
  })

  it('an unmatched type is a warning; null in the config skips it quietly', () => {
    const purchase = type('t-buy', 'Закупочная')
    expect(map([RETAIL, purchase]).warnings).toEqual([
      expect.stringContaining('Тип цены 1С «Закупочная» (Ид t-buy) не сопоставлен'),
    ])
    expect(map([RETAIL, purchase], { types: { Закупочная: null } }).warnings).toEqual([])
  })

  it('refuses a config naming no shop type, retail, or two 1C types onto one', () => {
    expect(map([RETAIL, WHOLE], { types: { 't-whole': 'Партнёрская' } }).errors).toEqual([
      expect.stringContaining('сопоставлен в cfg типу цен «Партнёрская», а такого типа цен нет'),
    ])
    expect(map([RETAIL, WHOLE], { types: { Оптовая: 'retail' } }).errors).toEqual([
      'Тип цены 1С «Оптовая» сопоставлен в cfg розничному типу: розничная цена берётся из prices.current.',
    ])
    expect(
      map([RETAIL, WHOLE, type('t-w2', 'Опт 2')], { types: { 't-w2': 'wholesale' } }).errors
    ).toEqual(['Типы цен 1С «Оптовая» и «Опт 2» оба сопоставлены типу цен «Оптовая».'])
  })
})
