import {
  BREAK_QUANTITY_MESSAGE,
  OLD_PRICE_MESSAGE,
  PRICE_MESSAGE,
  productFields,
  STOCK_COUNT_MESSAGE,
  TYPE_PRICE_MESSAGE,
} from 'src/lib/domain/productFields'

import { slugify, uniqueSlug } from './slug'
import {
  attributeValue,
  nameKey,
  parseExchangeQuantity,
  parseMinQuantity,
  parsePrice,
  priceTypeNamed,
  parseStockCount,
  showPrice,
  tiynToDecimal,
  unitOfName,
  inSentence,
} from './values'

const price = (raw: string) => {
  const parsed = parsePrice(raw)
  return 'value' in parsed ? parsed.value : parsed.error
}

describe('parsePrice', () => {
  it.each([
    ['150 000,50', 15_000_050],
    ['150\u00a0000,50', 15_000_050],
    ['150\u202f000', 15_000_000],
    ['150000.5', 15_000_050],
    ['150000', 15_000_000],
    ['1 500 ₸', 150_000],
    ['1500 тг', 150_000],
    ['1.500.000', 150_000_000],
    ['1 500 000,00', 150_000_000],
    ['1.500,50', 150_050],
    ['1,500.50', 150_050],
    ['0', 0],
    ['-1', -100],
    ['0,99', 99],
  ])('%s → %d tiyn', (raw, tiyn) => {
    expect(price(raw)).toBe(tiyn)
  })

  it.each([
    ['abc', 'не число'],
    ['12,5,6', 'не число'],
    ['1,500', 'неоднозначно'],
    ['1.500', 'неоднозначно'],
    ['10.555', 'неоднозначно'],
    ['1000.555', inSentence(PRICE_MESSAGE)],
    ['-5', inSentence(PRICE_MESSAGE)],
    ['99999999999', inSentence(PRICE_MESSAGE)],
    ['9 999 999 999,01', inSentence(PRICE_MESSAGE)],
    ['1e5', 'не число'],
  ])('refuses %s', (raw, message) => {
    expect(price(raw)).toContain(message)
    expect(price(raw)).toContain(`«${raw}»`)
  })

  it('checks by the form’s field of the price it reads; -1 is a marker only where it may be', () => {
    expect(parsePrice('9 999 999 999')).toEqual({ value: 999_999_999_900 })
    expect(parsePrice('-1', { field: productFields.oldPrice(), onRequestMarker: false })).toEqual({
      error: `«-1»: ${inSentence(OLD_PRICE_MESSAGE)}`,
    })
    const typePrice = { field: productFields.typePrice(), onRequestMarker: false }
    expect(parsePrice('0', typePrice)).toEqual({ value: 0 })
    expect(parsePrice('-2', typePrice)).toEqual({
      error: `«-2»: ${inSentence(TYPE_PRICE_MESSAGE)}`,
    })
  })
})

describe('stock counts', () => {
  it('editors: whole numbers, with spaces, «шт» or a zero fraction', () => {
    expect(parseStockCount('12')).toEqual({ value: 12 })
    expect(parseStockCount('1 200 шт')).toEqual({ value: 1200 })
    expect(parseStockCount('3,00')).toEqual({ value: 3 })
    expect(parseStockCount('3.0')).toEqual({ value: 3 })
    expect(parseStockCount('999 999 999')).toEqual({ value: 999_999_999 })
    for (const bad of ['2,5', '-1', 'много', '1 000 000 000']) {
      expect(parseStockCount(bad)).toEqual({
        error: `«${bad}»: ${inSentence(STOCK_COUNT_MESSAGE)}`,
      })
    }
  })

  it('1C: decimals cut to whole pieces, negative balances are 0', () => {
    expect(parseExchangeQuantity('5.000')).toEqual({ value: 5 })
    expect(parseExchangeQuantity('2,75')).toEqual({ value: 2 })
    expect(parseExchangeQuantity('-3')).toEqual({ value: 0 })
    expect(parseExchangeQuantity('x')).toHaveProperty('error')
    expect(parseExchangeQuantity('')).toHaveProperty('error')
  })
})

describe('price types and quantities from', () => {
  it('reads МинимальноеКоличество: whole pieces, empty / 0 / 1 = one piece', () => {
    expect(parseMinQuantity('')).toEqual({ value: 1 })
    expect(parseMinQuantity('0')).toEqual({ value: 1 })
    expect(parseMinQuantity('10')).toEqual({ value: 10 })
    expect(parseMinQuantity('10.000')).toEqual({ value: 10 })
    expect(parseMinQuantity('1 000')).toEqual({ value: 1000 })
    expect(parseMinQuantity('100 000')).toEqual({ value: 100_000 })
    for (const bad of ['2,5', '-3', '100001']) {
      expect(parseMinQuantity(bad)).toEqual({
        error: `«${bad}»: ${inSentence(BREAK_QUANTITY_MESSAGE)}`,
      })
    }
  })

  it('finds a price type by code, then by name or code as names', () => {
    const types = [
      { code: 'retail', name: 'Розничная' },
      { code: 'wholesale', name: 'Оптовая' },
      { code: 'Оптовая', name: 'Другая' },
    ]
    expect(priceTypeNamed(types, 'Оптовая')?.name).toBe('Другая') // the code first
    expect(priceTypeNamed(types, 'оптовая')?.code).toBe('wholesale')
    expect(priceTypeNamed(types, ' РОЗНИЧНАЯ ')?.code).toBe('retail')
    expect(priceTypeNamed(types, 'WHOLESALE')?.code).toBe('wholesale')
    expect(priceTypeNamed(types, 'Дилерская')).toBeUndefined()
  })
})

describe('characteristics', () => {
  it('numbers get valueNumber and Russian notation; the unit comes from the name', () => {
    expect(attributeValue('Мощность, кВт', '0.75')).toEqual({
      name: 'Мощность, кВт',
      value: '0,75',
      valueNumber: 0.75,
      unit: 'кВт',
    })
    expect(attributeValue('Высота, мм', '1 200')).toMatchObject({
      value: '1200',
      valueNumber: 1200,
    })
    expect(attributeValue('Диаметр подключения', '1/2"')).toEqual({
      name: 'Диаметр подключения',
      value: '1/2"',
      valueNumber: null,
      unit: null,
    })
    expect(unitOfName('Производительность, м³/ч')).toBe('м³/ч')
  })
})

describe('names and slugs', () => {
  it('compares names without case, ё and extra spaces', () => {
    expect(nameKey('  Насосное   оборудование ')).toBe(nameKey('насосное оборудование'))
    expect(nameKey('Ёмкости')).toBe(nameKey('емкости'))
  })

  it('transliterates and keeps slugs unique', () => {
    expect(slugify('Насос циркуляционный Grundfos UPS 25-40')).toBe(
      'nasos-cirkulyacionnyy-grundfos-ups-25-40'
    )
    const taken = new Set(['wilo'])
    expect(uniqueSlug('wilo', taken, 'brand')).toBe('wilo-2')
    expect(uniqueSlug('', taken, 'brand')).toBe('brand')
    expect(slugify('а'.repeat(200)).length).toBeLessThanOrEqual(80)
  })

  it('shows prices for the report and stores them as decimals', () => {
    expect(showPrice(15_000_050)).toBe('150 000,50 ₸')
    expect(showPrice(-100)).toBe('-1 (цена по запросу)')
    expect(showPrice(null)).toBe('—')
    expect(tiynToDecimal(15_000_050)).toBe('150000.50')
    expect(tiynToDecimal(-100)).toBe('-1.00')
  })
})
