import {
  baseUnitPrice,
  effectiveBreaks,
  RETAIL_PRICE_TYPE,
  RETAIL_TYPE_PRICE_MESSAGE,
  tiersOfType,
  typePriceRowProblem,
  unitPriceFor,
  viewerPrice,
} from './priceTypes'

// Amounts in tiyn: 1 200 000 = 12 000 ₸.
const retail = { currentPrice: 1_200_000, lastPrice: null }
const onSale = { currentPrice: 1_000_000, lastPrice: 1_200_000 }
const onRequest = { currentPrice: 0, lastPrice: null }

describe('baseUnitPrice', () => {
  it('is retail when the type has no price of its own', () => {
    expect(baseUnitPrice(retail, [])).toBe(1_200_000)
    expect(baseUnitPrice(retail, [{ minQuantity: 10, price: 900_000 }])).toBe(1_200_000)
  })

  it("is the type's own one-piece price", () => {
    expect(baseUnitPrice(retail, [{ minQuantity: 1, price: 1_080_000 }])).toBe(1_080_000)
  })

  it('never lies above retail: a retail promotion reaches the type too', () => {
    expect(baseUnitPrice(onSale, [{ minQuantity: 1, price: 1_080_000 }])).toBe(1_000_000)
  })

  it('gives a price where retail is «on request» and the type names one', () => {
    expect(baseUnitPrice(onRequest, [{ minQuantity: 1, price: 500_000 }])).toBe(500_000)
    expect(baseUnitPrice(onRequest, [])).toBe(0)
  })
})

describe('viewerPrice', () => {
  it('shows retail exactly as stored to a viewer without own prices', () => {
    expect(viewerPrice(onSale, [])).toEqual({
      currentPrice: 1_000_000,
      lastPrice: 1_200_000,
      retailPrice: null,
      breaks: [],
    })
  })

  it('shows the retail price beside a wholesale one, and no struck-through price', () => {
    expect(viewerPrice(onSale, [{ minQuantity: 1, price: 900_000 }])).toEqual({
      currentPrice: 900_000,
      lastPrice: null,
      retailPrice: 1_000_000,
      breaks: [],
    })
  })

  it('keeps the retail promotion (old price struck through) when retail is the lower', () => {
    const seen = viewerPrice(onSale, [{ minQuantity: 1, price: 1_100_000 }])
    expect(seen).toMatchObject({ currentPrice: 1_000_000, lastPrice: 1_200_000, retailPrice: null })
  })

  it('has no reference price when retail is on request', () => {
    expect(viewerPrice(onRequest, [{ minQuantity: 1, price: 500_000 }]).retailPrice).toBeNull()
  })
})

describe('quantity breaks', () => {
  const tiers = [
    { minQuantity: 50, price: 950_000 },
    { minQuantity: 1, price: 1_100_000 },
    { minQuantity: 10, price: 1_000_000 },
    // Not lower than the 10-piece price: never shown, never applied.
    { minQuantity: 20, price: 1_050_000 },
  ]

  it('lists the breaks that lower the price, by quantity', () => {
    expect(effectiveBreaks(retail, tiers)).toEqual([
      { minQuantity: 10, price: 1_000_000 },
      { minQuantity: 50, price: 950_000 },
    ])
  })

  it.each([
    [1, 1_100_000],
    [9, 1_100_000],
    [10, 1_000_000],
    [20, 1_000_000],
    [49, 1_000_000],
    [50, 950_000],
    [1000, 950_000],
  ])('prices a line of %i pieces at %i tiyn each', (quantity, price) => {
    expect(unitPriceFor(retail, tiers, quantity)).toBe(price)
  })

  it('ignores breaks of goods «on request»', () => {
    expect(effectiveBreaks(onRequest, [{ minQuantity: 10, price: 100 }])).toEqual([])
    expect(unitPriceFor(onRequest, [{ minQuantity: 10, price: 100 }], 10)).toBe(0)
  })

  it('ignores breaks that are not below the base (a break above retail)', () => {
    expect(unitPriceFor(onSale, [{ minQuantity: 5, price: 1_100_000 }], 10)).toBe(1_000_000)
  })
})

describe('tiersOfType', () => {
  const rows = [
    { typeCode: 'wholesale', minQuantity: 1, price: 900 },
    { typeCode: 'wholesale', minQuantity: 10, price: 800 },
    { typeCode: RETAIL_PRICE_TYPE, minQuantity: 1, price: 700 },
    { typeCode: RETAIL_PRICE_TYPE, minQuantity: 5, price: 950 },
  ]

  it("takes the viewer's type only", () => {
    expect(tiersOfType(rows, 'wholesale')).toEqual([
      { minQuantity: 1, price: 900 },
      { minQuantity: 10, price: 800 },
    ])
  })

  it("takes retail's breaks but never a retail one-piece row (the product's own price is retail)", () => {
    expect(tiersOfType(rows, RETAIL_PRICE_TYPE)).toEqual([{ minQuantity: 5, price: 950 }])
  })
})

describe('a retail price row', () => {
  it('is a quantity break from 2 pieces: its one-piece price is the product’s «Цена»', () => {
    expect(typePriceRowProblem({ typeCode: RETAIL_PRICE_TYPE, minQuantity: 1 })).toBe(
      RETAIL_TYPE_PRICE_MESSAGE
    )
    expect(typePriceRowProblem({ typeCode: RETAIL_PRICE_TYPE, minQuantity: 2 })).toBeNull()
    expect(typePriceRowProblem({ typeCode: 'wholesale', minQuantity: 1 })).toBeNull()
  })
})
