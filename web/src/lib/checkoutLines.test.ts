import fc from 'fast-check'

import { checkoutLinesParam, chosenCartLines, parseCheckoutLines } from './checkoutLines'

const line = (article: string) => ({ product: { article }, quantity: 1 })

describe('checkout lines (?lines= of /checkout)', () => {
  it('round-trips any articles, commas and Cyrillic included', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc
            .string({ minLength: 1, maxLength: 20 })
            .map((s) => s.trim())
            .filter(Boolean),
          { minLength: 1, maxLength: 8 }
        ),
        (articles) => {
          expect(parseCheckoutLines(checkoutLinesParam(articles))).toEqual(articles)
        }
      )
    )
    expect(checkoutLinesParam(['NS-100', 'А,Б'])).toBe('NS-100,%D0%90%2C%D0%91')
  })

  it('names the whole cart when the parameter is missing, empty or broken', () => {
    expect(parseCheckoutLines(null)).toBeNull()
    expect(parseCheckoutLines('')).toBeNull()
    expect(parseCheckoutLines(',,')).toBeNull()
    expect(parseCheckoutLines('%E0%A4%A')).toBeNull()
    expect(parseCheckoutLines('NS-1,%E0%A4%A,NS-1')).toEqual(['NS-1'])
  })

  it('keeps the cart’s order and only the chosen lines', () => {
    const cart = [line('A'), line('B'), line('C')]
    expect(chosenCartLines(cart, ['C', 'A']).map((l) => l.product.article)).toEqual(['A', 'C'])
    expect(chosenCartLines(cart, null)).toEqual(cart)
    expect(chosenCartLines(cart, ['Z'])).toEqual([])
  })
})
