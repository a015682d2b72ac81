import { stockView, stockSum } from './stock'

const stock = [
  { shopId: 1, count: 12 },
  { shopId: 2, count: 0 },
]

describe('stockView', () => {
  it('shows guests availability only', () => {
    expect(stockView(stock, false)).toEqual([
      { shopId: 1, isAvailable: true, count: null },
      { shopId: 2, isAvailable: false, count: null },
    ])
  })

  it('shows logged-in users the counts per shop and in total', () => {
    expect(stockView(stock, true)).toEqual([
      { shopId: 1, isAvailable: true, count: 12 },
      { shopId: 2, isAvailable: false, count: 0 },
    ])
  })

  it('never shows negative stock', () => {
    expect(stockView([{ shopId: 1, count: -3 }], true)[0]).toEqual({
      shopId: 1,
      isAvailable: false,
      count: 0,
    })
  })
})

describe('stockSum', () => {
  it('adds every shop and counts a negative count (an oversold shop) as none', () => {
    expect(stockSum([{ count: 3 }, { count: 2 }])).toBe(5)
    expect(stockSum([{ count: 4 }, { count: -3 }])).toBe(4)
    expect(stockSum([])).toBe(0)
  })
})
