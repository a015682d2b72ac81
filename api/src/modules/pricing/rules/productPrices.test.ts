import {
  bulkPriceOf,
  changedPrice,
  editablePrices,
  targetPrices,
  type PriceChange,
} from './productPrices'

const up = (value: number, mode: PriceChange['mode'] = 'percent'): PriceChange => ({
  mode,
  direction: 'up',
  value,
})
const down = (value: number, mode: PriceChange['mode'] = 'percent'): PriceChange => ({
  mode,
  direction: 'down',
  value,
})

describe('targetPrices (the import and the back office alike)', () => {
  it('stores an old price above the price as the list price, else none', () => {
    expect(targetPrices(10000, 15000)).toEqual({
      price: 15000,
      currentPrice: 10000,
      lastPrice: 15000,
    })
    expect(targetPrices(10000, 10000)).toEqual({
      price: 10000,
      currentPrice: 10000,
      lastPrice: null,
    })
    expect(targetPrices(0, 15000)).toEqual({ price: 0, currentPrice: 0, lastPrice: null })
  })
})

describe('editablePrices', () => {
  it('reads back what targetPrices stored', () => {
    expect(
      editablePrices({ price: '150.00', currentPrice: '100.00', lastPrice: '150.00' })
    ).toEqual({
      price: 100,
      oldPrice: 150,
    })
    expect(editablePrices({ price: 100, currentPrice: 100, lastPrice: null })).toEqual({
      price: 100,
      oldPrice: null,
    })
  })

  it('shows on-request goods (0 or -1) as 0 with no old price, and hides an old price not above', () => {
    expect(editablePrices({ price: -1, currentPrice: 0, lastPrice: 500 })).toEqual({
      price: 0,
      oldPrice: null,
    })
    expect(editablePrices({ price: 90, currentPrice: 90, lastPrice: 80 })).toEqual({
      price: 90,
      oldPrice: null,
    })
  })
})

describe('changedPrice', () => {
  it('changes by percent and rounds to whole tenge, half up', () => {
    expect(changedPrice(1_000_000, up(10))).toBe(1_100_000)
    expect(changedPrice(99_900, up(10))).toBe(109_900) // 1098.90 → 1099
    expect(changedPrice(99_500, down(10))).toBe(89_600) // 895.50 → 896
    expect(changedPrice(10_000, up(2.5))).toBe(10_300) // 102.50 → 103
  })

  it('changes by an amount in tenge', () => {
    expect(changedPrice(150_000, up(500, 'amount'))).toBe(200_000)
    expect(changedPrice(150_000, down(499.5, 'amount'))).toBe(100_100) // 1000.50 → 1001
  })

  it('never goes below 1 ₸ (0 would mean «price on request»)', () => {
    expect(changedPrice(50_000, down(100))).toBe(100)
    expect(changedPrice(50_000, down(10_000, 'amount'))).toBe(100)
  })
})

describe('bulkPriceOf', () => {
  it('moves the old price by the same rule, so a discount stays', () => {
    const result = bulkPriceOf({ price: 1200, currentPrice: 1000, lastPrice: 1200 }, up(10))
    expect(result.after).toEqual({ price: 1100, oldPrice: 1320 })
    expect(result.write).toEqual({ price: 132_000, currentPrice: 110_000, lastPrice: 132_000 })
  })

  it('drops an old price that no longer lies above the price', () => {
    // Both stop at 1 ₸: no discount is left.
    const result = bulkPriceOf(
      { price: 1001, currentPrice: 1000, lastPrice: 1001 },
      down(5000, 'amount')
    )
    expect(result.after).toEqual({ price: 1, oldPrice: null })
  })

  it('leaves on-request goods alone and says when nothing changes', () => {
    expect(bulkPriceOf({ price: 0, currentPrice: 0, lastPrice: null }, up(10)).write).toBeNull()
    expect(bulkPriceOf({ price: 1, currentPrice: 1, lastPrice: null }, down(10)).write).toBeNull()
  })
})
