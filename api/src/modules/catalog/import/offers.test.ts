import type { CmlOffer, OffersDocument } from './commerceml'
import { priceLineOf, statedTypesOf, type OfferPrices } from './offers'

const ctx: OfferPrices = {
  retail: { currentId: 't-retail', oldId: 't-old', errors: [] },
  codes: new Map([
    ['t-retail', 'retail'],
    ['t-whole', 'wholesale'],
  ]),
  typeName: (id) => ({ 't-whole': 'Оптовая' })[id] ?? id,
}
const price = (typeId: string, value: string, minQuantity = '', currency = 'KZT') => ({
  typeId,
  value,
  minQuantity,
  currency,
})

describe('priceLineOf', () => {
  const line = (p: ReturnType<typeof price>, seen = new Set<string>()) => priceLineOf(p, ctx, seen)

  it('«Цена», «Старая цена», a type’s price or a break; types not mapped are left out', () => {
    expect(line(price('t-retail', '45 000'))).toEqual({ kind: 'current', value: 4_500_000 })
    expect(line(price('t-old', '0'))).toEqual({ kind: 'old', value: null })
    expect(line(price('t-retail', '43000', '5'))).toEqual({
      kind: 'type',
      price: { type: 'retail', label: 'Цена от 5 шт', minQuantity: 5, price: 4_300_000 },
    })
    expect(line(price('t-whole', '-1'))).toEqual({
      kind: 'type',
      price: { type: 'wholesale', label: 'Цена «Оптовая»', minQuantity: 1, price: null },
    })
    expect(line(price('t-buy', '1'))).toBeNull()
  })

  it('an old price is per piece only; a price named twice or not in tenge is refused', () => {
    expect(line(price('t-old', '50000', '10'))).toEqual({
      kind: 'note',
      message: 'Старая цена от 10 шт не загружена: старая цена бывает только за штуку.',
    })
    const seen = new Set<string>()
    line(price('t-whole', '1', '10.000'), seen)
    expect(line(price('t-whole', '2', '10'), seen)).toEqual({
      kind: 'error',
      message: 'Цена «Оптовая» от 10 шт указана дважды.',
    })
    expect(line(price('t-retail', '1', '', 'USD'))).toEqual({
      kind: 'error',
      message: 'Цена в валюте USD: сайт хранит цены в тенге.',
    })
  })
})

describe('statedTypesOf', () => {
  const doc = (prices: CmlOffer['prices']): OffersDocument => ({
    file: 'offers.xml',
    priceTypes: [
      { id: 't-retail', name: 'Розничная', currency: '' },
      { id: 't-old', name: 'Старая цена', currency: '' },
      { id: 't-whole', name: 'Оптовая', currency: '' },
    ],
    warehouses: [],
    offers: [{ line: 1, id: 'g', article: '', prices, stock: null }],
  })

  it('every mapped type the file declares; breaks only when the file has any', () => {
    expect(statedTypesOf(doc([price('t-whole', '1')]), ctx.codes)).toEqual([
      { type: 'wholesale', base: true, breaks: false },
    ])
    expect(statedTypesOf(doc([price('t-whole', '1', '10')]), ctx.codes)).toEqual([
      { type: 'retail', base: false, breaks: true },
      { type: 'wholesale', base: true, breaks: true },
    ])
  })
})
