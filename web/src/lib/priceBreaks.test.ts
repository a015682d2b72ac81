import { breakOfLine } from './priceBreaks'

const pump = {
  currentPrice: 10000,
  priceBreaks: [
    { minQuantity: 10, price: 9500 },
    { minQuantity: 50, price: 9000 },
  ],
}

describe('breakOfLine', () => {
  it('names the deepest break the quantity reaches when the unit price is that break’s', () => {
    expect(breakOfLine({ quantity: 12, unitPrice: 9500 }, pump)).toEqual({
      minQuantity: 10,
      price: 9500,
    })
    expect(breakOfLine({ quantity: 50, unitPrice: 9000 }, pump)).toEqual({
      minQuantity: 50,
      price: 9000,
    })
  })

  it('is null while the line pays the single-piece price', () => {
    expect(breakOfLine({ quantity: 9, unitPrice: 10000 }, pump)).toBeNull()
    expect(breakOfLine({ quantity: 1, unitPrice: 10000 }, { currentPrice: 10000 })).toBeNull()
  })

  it('says nothing rather than name a break the api’s price does not match', () => {
    expect(breakOfLine({ quantity: 12, unitPrice: 9400 }, pump)).toBeNull()
    expect(breakOfLine({ quantity: 3, unitPrice: 9500 }, pump)).toBeNull()
  })

  it('is null for a price on request', () => {
    expect(breakOfLine({ quantity: 12, unitPrice: 0 }, { ...pump, currentPrice: 0 })).toBeNull()
  })
})
