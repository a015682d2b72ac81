import {
  MAX_PRICE,
  MAX_SIZE,
  mergeRange,
  rangeProblem,
  readFilterNumber,
  readFilterRange,
  withinMessage,
} from './productFilters'

describe('mergeRange', () => {
  it('takes a range with one open side as a single bound', () => {
    expect(mergeRange({ min: 100 }, undefined, undefined)).toEqual({ min: 100, max: undefined })
    expect(mergeRange({ max: 500 }, undefined, undefined)).toEqual({ min: undefined, max: 500 })
  })

  it('lets explicit gte/lte win over the range', () => {
    expect(mergeRange({ min: 100, max: 500 }, 200, undefined)).toEqual({ min: 200, max: 500 })
  })

  it('is absent when nothing bounds it', () => {
    expect(mergeRange(undefined, undefined, undefined)).toBeUndefined()
  })
})

describe('readFilterNumber and readFilterRange (SPEC §5 numeric filters)', () => {
  it('reads absent, plain, grouped and decimal-comma numbers', () => {
    expect(readFilterNumber(undefined, MAX_PRICE)).toEqual({ value: undefined })
    expect(readFilterNumber('  ', MAX_PRICE)).toEqual({ value: undefined })
    expect(readFilterNumber('150 000', MAX_PRICE)).toEqual({ value: 150000 })
    expect(readFilterNumber('99,90', MAX_PRICE)).toEqual({ value: 99.9 })
    expect(readFilterNumber(String(MAX_PRICE), MAX_PRICE)).toEqual({ value: MAX_PRICE })
  })

  it('says why it cannot read a number, in Russian', () => {
    expect(readFilterNumber('abc', MAX_PRICE)).toEqual({ error: 'Введите число.' })
    expect(readFilterNumber('1e5', MAX_PRICE)).toEqual({ error: 'Введите число.' })
    expect(readFilterNumber(String(MAX_SIZE + 1), MAX_SIZE)).toEqual({
      error: `Убедитесь, что значение по модулю не больше ${MAX_SIZE}.`,
    })
  })

  it('reads «a,b», open sides and a single lower bound', () => {
    expect(readFilterRange('100,200', MAX_PRICE)).toEqual({ value: { min: 100, max: 200 } })
    expect(readFilterRange(',200', MAX_PRICE)).toEqual({ value: { min: undefined, max: 200 } })
    expect(readFilterRange('100', MAX_PRICE)).toEqual({ value: { min: 100, max: undefined } })
    expect(readFilterRange('', MAX_PRICE)).toEqual({ value: undefined })
    expect(readFilterRange('1,2,3', MAX_PRICE)).toEqual({
      error: 'Введите одно или два числа через запятую.',
    })
    expect(readFilterRange('x,2', MAX_PRICE)).toEqual({
      error: 'Введите одно или два числа через запятую.',
    })
    expect(readFilterRange(`1,${MAX_PRICE * 10}`, MAX_PRICE)).toEqual({
      error: `Убедитесь, что значение по модулю не больше ${MAX_PRICE}.`,
    })
  })
})

describe('rangeProblem (numeric ranges as GraphQL sends them)', () => {
  it('holds within the bound, on either side, and for absent sides', () => {
    expect(rangeProblem(undefined, MAX_PRICE)).toBeNull()
    expect(rangeProblem({ min: null, max: null }, MAX_PRICE)).toBeNull()
    expect(rangeProblem({ min: -MAX_PRICE, max: MAX_PRICE }, MAX_PRICE)).toBeNull()
  })

  it('names the bound past it, as the REST reading does', () => {
    expect(rangeProblem({ min: 2 ** 53 + 2 }, MAX_PRICE)).toBe(withinMessage(MAX_PRICE))
    expect(rangeProblem({ max: -1e300 }, MAX_SIZE)).toBe(withinMessage(MAX_SIZE))
    expect(readFilterNumber(String(MAX_SIZE + 1), MAX_SIZE)).toEqual({
      error: rangeProblem({ min: MAX_SIZE + 1 }, MAX_SIZE),
    })
  })
})
