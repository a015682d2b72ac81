import { tooLongMessage } from './contactFields'
import { INVALID_CHARACTERS_MESSAGE } from './inputFields'
import {
  ARTICLE_MAX,
  ARTICLE_REQUIRED_MESSAGE,
  BREAK_PRICE_MESSAGE,
  BREAK_QUANTITY_MESSAGE,
  DESCRIPTION_MAX,
  fieldProblem,
  NAME_MAX,
  OLD_PRICE_MESSAGE,
  OLD_PRICE_ON_REQUEST_MESSAGE,
  oldPriceProblem,
  PRICE_MESSAGE,
  productFields,
  STOCK_COUNT_MESSAGE,
  TYPE_PRICE_MESSAGE,
  UNIT_MAX,
} from './productFields'

const problem = (field: keyof typeof productFields, value: unknown) =>
  fieldProblem(productFields[field](), value)

describe('productFields', () => {
  it('an article: one line of up to 100 characters, 90 among them', () => {
    expect(problem('article', 'A'.repeat(90))).toBeNull()
    expect(problem('article', 'A'.repeat(ARTICLE_MAX))).toBeNull()
    expect(problem('article', 'A'.repeat(ARTICLE_MAX + 1))).toBe(tooLongMessage(ARTICLE_MAX))
    expect(problem('article', '  ')).toBe(ARTICLE_REQUIRED_MESSAGE)
    expect(problem('article', 'NS\u202e100')).toBe(INVALID_CHARACTERS_MESSAGE)
  })

  it('a name, a description and a unit have their lengths', () => {
    expect(problem('name', 'Н'.repeat(NAME_MAX))).toBeNull()
    expect(problem('name', 'Н'.repeat(NAME_MAX + 1))).toBe(tooLongMessage(NAME_MAX))
    expect(problem('description', 'строка\nстрока')).toBeNull()
    expect(problem('description', 'о'.repeat(DESCRIPTION_MAX + 1))).toBe(
      tooLongMessage(DESCRIPTION_MAX)
    )
    expect(problem('unit', 'компл.')).toBeNull()
    expect(problem('unit', 'ш'.repeat(UNIT_MAX + 1))).toBe(tooLongMessage(UNIT_MAX))
  })

  it('a price: 0 … 9 999 999 999 tenge with at most two decimals', () => {
    for (const price of [0, 0.01, 150000.5, '12 500,50', 9_999_999_999]) {
      expect(problem('price', price)).toBeNull()
    }
    for (const price of [-1, 9_999_999_999.01, 10_000_000_000, '1.234', 'abc', null]) {
      expect(problem('price', price)).toBe(PRICE_MESSAGE)
    }
  })

  it('prices of types and breaks are above 0; a break is from 2 to 100 000 pieces', () => {
    expect(problem('typePrice', null)).toBeNull()
    expect(problem('typePrice', 0)).toBe(TYPE_PRICE_MESSAGE)
    expect(problem('breakPrice', null)).toBe(BREAK_PRICE_MESSAGE)
    expect(problem('breakPrice', 0.5)).toBeNull()
    for (const quantity of [2, '10', 100_000]) expect(problem('breakQuantity', quantity)).toBeNull()
    for (const quantity of [1, 100_001, 2.5, '2,5', '']) {
      expect(problem('breakQuantity', quantity)).toBe(BREAK_QUANTITY_MESSAGE)
    }
  })

  it('a stock count is a whole number from 0 to 999 999 999', () => {
    expect(problem('stockCount', 0)).toBeNull()
    expect(problem('stockCount', '999999999')).toBeNull()
    for (const count of [-1, 1_000_000_000, 1.5, '2,5', 'много']) {
      expect(problem('stockCount', count)).toBe(STOCK_COUNT_MESSAGE)
    }
  })
})

describe('oldPriceProblem', () => {
  it('an old price is above the price, and none for «price on request»', () => {
    expect(oldPriceProblem(10_000, null)).toBeNull()
    expect(oldPriceProblem(10_000, 12_000)).toBeNull()
    expect(oldPriceProblem(10_000, 10_000)).toBe(OLD_PRICE_MESSAGE)
    expect(oldPriceProblem(10_000, 9_000)).toBe(OLD_PRICE_MESSAGE)
    expect(oldPriceProblem(0, 12_000)).toBe(OLD_PRICE_ON_REQUEST_MESSAGE)
    expect(oldPriceProblem(-100, 12_000)).toBe(OLD_PRICE_ON_REQUEST_MESSAGE)
  })
})
