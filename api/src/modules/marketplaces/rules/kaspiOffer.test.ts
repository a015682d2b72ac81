import {
  countVerdict,
  emptyKaspiCounts,
  isValidKaspiSku,
  kaspiOfferOf,
  KASPI_SKU_MAX_LENGTH,
  type KaspiProductRow,
  type KaspiSelection,
  type KaspiShop,
} from './kaspiOffer'

const SHOPS: KaspiShop[] = [
  { shopId: 1, kaspiStoreId: 'PP1', katoCode: '231010000' },
  { shopId: 2, kaspiStoreId: 'PP2', katoCode: '151010000' },
]
const ALL: KaspiSelection = { listing: 'all', categoryIds: [], brandIds: [] }

const row = (over: Partial<KaspiProductRow> = {}): KaspiProductRow => ({
  id: 1,
  article: 'GEN-0001-GR-UPS',
  kaspiSku: null,
  name: 'Насос циркуляционный UPS 25-40',
  brand: 'Grundfos',
  categoryId: 10,
  brandId: 20,
  isActive: true,
  onKaspi: false,
  currentPrice: '45990.00',
  stock: [
    { shopId: 1, count: 3 },
    { shopId: 2, count: 0 },
  ],
  reservations: [],
  ...over,
})

describe('kaspiOfferOf', () => {
  it('lists a priced product in stock with yes/no per Kaspi point of sale and a whole price', () => {
    expect(kaspiOfferOf(row(), SHOPS, ALL)).toEqual({
      offer: {
        sku: 'GEN-0001-GR-UPS',
        model: 'Насос циркуляционный UPS 25-40',
        brand: 'Grundfos',
        price: 45990,
        availabilities: [
          { storeId: 'PP1', available: true, stockCount: 3 },
          { storeId: 'PP2', available: false, stockCount: 0 },
        ],
      },
    })
  })

  it('rounds a price with tiyn to whole tenge', () => {
    const verdict = kaspiOfferOf(row({ currentPrice: '1250.50' }), SHOPS, ALL)
    expect('offer' in verdict && verdict.offer.price).toBe(1251)
    expect(Number.isInteger('offer' in verdict && verdict.offer.price)).toBe(true)
  })

  it('names only the shops the seller gave a store id', () => {
    const shops = [SHOPS[0], { shopId: 2, kaspiStoreId: null, katoCode: null }]
    const verdict = kaspiOfferOf(
      row({
        stock: [
          { shopId: 1, count: 1 },
          { shopId: 2, count: 9 },
        ],
      }),
      shops,
      ALL
    )
    expect('offer' in verdict && verdict.offer.availabilities.map((a) => a.storeId)).toEqual([
      'PP1',
    ])
  })

  it('counts what placed orders hold as gone', () => {
    const held = row({ reservations: [{ shopId: 1, quantity: 3 }] })
    expect(kaspiOfferOf(held, SHOPS, ALL)).toEqual({ leftOut: 'no_stock' })
    const partly = kaspiOfferOf(row({ reservations: [{ shopId: 1, quantity: 1 }] }), SHOPS, ALL)
    expect('offer' in partly && partly.offer.availabilities[0].stockCount).toBe(2)
  })

  it('leaves out a product no Kaspi shop has (no pre-order in this shop)', () => {
    expect(kaspiOfferOf(row({ stock: [] }), SHOPS, ALL)).toEqual({ leftOut: 'no_stock' })
    const onlyUnlisted = [{ shopId: 1, kaspiStoreId: null, katoCode: null }, SHOPS[1]]
    expect(kaspiOfferOf(row(), onlyUnlisted, ALL)).toEqual({ leftOut: 'no_stock' })
  })

  it('leaves out no price (0) and price on request (-1) apart', () => {
    expect(kaspiOfferOf(row({ currentPrice: '0.00' }), SHOPS, ALL)).toEqual({ leftOut: 'no_price' })
    expect(kaspiOfferOf(row({ currentPrice: '-1.00' }), SHOPS, ALL)).toEqual({
      leftOut: 'price_on_request',
    })
    expect(kaspiOfferOf(row({ currentPrice: '0.40' }), SHOPS, ALL)).toEqual({
      leftOut: 'price_on_request',
    })
  })

  it('leaves out hidden products first', () => {
    expect(kaspiOfferOf(row({ isActive: false, currentPrice: '0' }), SHOPS, ALL)).toEqual({
      leftOut: 'inactive',
    })
  })

  it('lists by section, brand or the «На Kaspi» flag', () => {
    const sections: KaspiSelection = { listing: 'sections', categoryIds: [11], brandIds: [] }
    expect(kaspiOfferOf(row(), SHOPS, sections)).toEqual({ leftOut: 'not_selected' })
    expect('offer' in kaspiOfferOf(row({ categoryId: 11 }), SHOPS, sections)).toBe(true)
    const brands: KaspiSelection = { listing: 'brands', categoryIds: [], brandIds: [20] }
    expect('offer' in kaspiOfferOf(row(), SHOPS, brands)).toBe(true)
    expect(kaspiOfferOf(row({ brandId: null }), SHOPS, brands)).toEqual({ leftOut: 'not_selected' })
    const flagged: KaspiSelection = { listing: 'flagged', categoryIds: [], brandIds: [] }
    expect(kaspiOfferOf(row(), SHOPS, flagged)).toEqual({ leftOut: 'not_selected' })
    expect('offer' in kaspiOfferOf(row({ onKaspi: true }), SHOPS, flagged)).toBe(true)
  })

  it('uses the Kaspi SKU over the article, and refuses an article Kaspi cannot take', () => {
    const own = kaspiOfferOf(row({ kaspiSku: '100500123' }), SHOPS, ALL)
    expect('offer' in own && own.offer.sku).toBe('100500123')
    expect(kaspiOfferOf(row({ article: 'Насос 25/40' }), SHOPS, ALL)).toEqual({
      leftOut: 'invalid_sku',
    })
    const fixed = kaspiOfferOf(row({ article: 'Насос 25/40', kaspiSku: 'UPS2540' }), SHOPS, ALL)
    expect('offer' in fixed).toBe(true)
  })

  it('leaves the brand out when the product has none', () => {
    const verdict = kaspiOfferOf(row({ brand: null, brandId: null }), SHOPS, ALL)
    expect('offer' in verdict && verdict.offer.brand).toBeNull()
  })
})

describe('isValidKaspiSku', () => {
  it.each([
    ['ART-001', true],
    ['GEN_0001.5', true],
    ['A'.repeat(KASPI_SKU_MAX_LENGTH), true],
    ['A'.repeat(KASPI_SKU_MAX_LENGTH + 1), false],
    ['', false],
    ['-ART', false],
    ['ART 001', false],
    ['АРТ001', false],
    ['ART"<', false],
  ])('%s → %s', (sku, valid) => expect(isValidKaspiSku(sku)).toBe(valid))
})

describe('counts', () => {
  it('counts listed and left out by reason', () => {
    const counts = emptyKaspiCounts()
    countVerdict(counts, kaspiOfferOf(row(), SHOPS, ALL))
    countVerdict(counts, kaspiOfferOf(row({ currentPrice: '-1' }), SHOPS, ALL))
    countVerdict(counts, kaspiOfferOf(row({ stock: [] }), SHOPS, ALL))
    expect(counts.listed).toBe(1)
    expect(counts.leftOut.price_on_request).toBe(1)
    expect(counts.leftOut.no_stock).toBe(1)
    expect(counts.leftOut.no_price).toBe(0)
  })
})
