import { breakOfLine, nextBreakText, priceBreakText } from './priceBreaks'

const pump = {
  currentPrice: 10000,
  priceBreaks: [
    { minQuantity: 10, price: 9500 },
    { minQuantity: 50, price: 9000 },
  ],
}

describe('priceBreakText', () => {
  it('reads «от N шт. — price за шт.» with the product’s unit', () => {
    expect(priceBreakText({ minQuantity: 10, price: 9500 }, 'шт')).toBe(
      'от 10 шт. — 9 500 ₸ за шт.'
    )
    expect(priceBreakText({ minQuantity: 100, price: 450.5 }, 'м')).toBe('от 100 м — 450,50 ₸ за м')
    expect(priceBreakText({ minQuantity: 5, price: 12000 })).toBe('от 5 шт. — 12 000 ₸ за шт.')
  })
})

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

describe('nextBreakText', () => {
  it('reads «ещё N шт. до цены X ₸» with the shop’s tenge', () => {
    expect(nextBreakText([{ minQuantity: 10, price: 38000 }], 7)).toBe('ещё 3 шт. до цены 38 000 ₸')
    expect(nextBreakText(pump.priceBreaks, 12, 'шт')).toBe('ещё 38 шт. до цены 9 000 ₸')
    expect(nextBreakText(pump.priceBreaks, 0, 'м')).toBe('ещё 10 м до цены 9 500 ₸')
  })

  it('is null at the top break and without breaks', () => {
    expect(nextBreakText(pump.priceBreaks, 50)).toBeNull()
    expect(nextBreakText([], 1)).toBeNull()
  })
})
