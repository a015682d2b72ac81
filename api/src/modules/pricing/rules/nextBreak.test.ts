import { nextBreakFor } from './nextBreak'

// Tenge, as the api sends priceBreaks: from 10 pieces 9 500 ₸, from 50 pieces 9 000 ₸.
const pump = [
  { minQuantity: 10, price: 9500 },
  { minQuantity: 50, price: 9000 },
]

describe('nextBreakFor', () => {
  it('is the first break above the quantity, with how many pieces are missing', () => {
    expect(nextBreakFor(pump, 7)).toEqual({ missing: 3, minQuantity: 10, price: 9500 })
    expect(nextBreakFor(pump, 1)).toEqual({ missing: 9, minQuantity: 10, price: 9500 })
  })

  it('counts from nothing when the product is not in the cart yet', () => {
    expect(nextBreakFor(pump, 0)).toEqual({ missing: 10, minQuantity: 10, price: 9500 })
  })

  it('moves to the following break once one is reached', () => {
    expect(nextBreakFor(pump, 10)).toEqual({ missing: 40, minQuantity: 50, price: 9000 })
    expect(nextBreakFor(pump, 49)).toEqual({ missing: 1, minQuantity: 50, price: 9000 })
  })

  it('is null at or above the top break', () => {
    expect(nextBreakFor(pump, 50)).toBeNull()
    expect(nextBreakFor(pump, 120)).toBeNull()
  })

  it('is null for a buyer whose price type has no breaks', () => {
    expect(nextBreakFor([], 3)).toBeNull()
    expect(nextBreakFor(null, 3)).toBeNull()
    expect(nextBreakFor(undefined, 3)).toBeNull()
  })

  it('reads breaks in any order', () => {
    expect(nextBreakFor([...pump].reverse(), 12)).toEqual({
      missing: 38,
      minQuantity: 50,
      price: 9000,
    })
  })

  it('skips a break that would not lower the price reached and one on request', () => {
    const odd = [
      { minQuantity: 10, price: 9500 },
      { minQuantity: 20, price: 9600 },
      { minQuantity: 30, price: 0 },
      { minQuantity: 40, price: 9100 },
    ]
    expect(nextBreakFor(odd, 12)).toEqual({ missing: 28, minQuantity: 40, price: 9100 })
  })

  it('treats a quantity that is not a whole number as the whole pieces in it', () => {
    expect(nextBreakFor(pump, 7.8)).toEqual({ missing: 3, minQuantity: 10, price: 9500 })
    expect(nextBreakFor(pump, Number.NaN)).toEqual({ missing: 10, minQuantity: 10, price: 9500 })
  })
})
