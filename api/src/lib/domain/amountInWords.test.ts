import fc from 'fast-check'

import { MAX_TENGE_IN_WORDS, numberInWords, pluralForm, tengeInWords } from './amountInWords'
import { toTiyn } from './money'

describe('tengeInWords', () => {
  it.each([
    [120_000_00, 'Сто двадцать тысяч тенге 00 тиын'],
    [1_00, 'Один тенге 00 тиын'],
    [0, 'Ноль тенге 00 тиын'],
    [5, 'Ноль тенге 05 тиын'],
    [2_00, 'Два тенге 00 тиын'],
    [11_00, 'Одиннадцать тенге 00 тиын'],
    [12_00, 'Двенадцать тенге 00 тиын'],
    [14_00, 'Четырнадцать тенге 00 тиын'],
    [19_00, 'Девятнадцать тенге 00 тиын'],
    [21_00, 'Двадцать один тенге 00 тиын'],
    [101_00, 'Сто один тенге 00 тиын'],
    [1_000_00, 'Одна тысяча тенге 00 тиын'],
    [2_000_00, 'Две тысячи тенге 00 тиын'],
    [5_000_00, 'Пять тысяч тенге 00 тиын'],
    [11_000_00, 'Одиннадцать тысяч тенге 00 тиын'],
    [21_000_00, 'Двадцать одна тысяча тенге 00 тиын'],
    [22_000_00, 'Двадцать две тысячи тенге 00 тиын'],
    [112_000_00, 'Сто двенадцать тысяч тенге 00 тиын'],
    [1_000_001_00, 'Один миллион один тенге 00 тиын'],
    [2_000_000_00, 'Два миллиона тенге 00 тиын'],
    [5_000_000_00, 'Пять миллионов тенге 00 тиын'],
    [1_000_000_000_00, 'Один миллиард тенге 00 тиын'],
    [3_000_000_000_00, 'Три миллиарда тенге 00 тиын'],
    [
      1_234_567_89,
      'Один миллион двести тридцать четыре тысячи пятьсот шестьдесят семь тенге 89 тиын',
    ],
    [999_999_99, 'Девятьсот девяносто девять тысяч девятьсот девяносто девять тенге 99 тиын'],
    [40_090_10, 'Сорок тысяч девяносто тенге 10 тиын'],
  ])('%i tiyn are «%s»', (tiyn, words) => {
    expect(tengeInWords(tiyn)).toBe(words)
  })

  it('reads tiyn of Decimal totals (as Prisma gives them) exactly', () => {
    const decimal = (text: string) => ({ toString: () => text })
    expect(tengeInWords(toTiyn(decimal('12500.50')))).toBe('Двенадцать тысяч пятьсот тенге 50 тиын')
    expect(tengeInWords(toTiyn(decimal('0.29')))).toBe('Ноль тенге 29 тиын')
    expect(tengeInWords(toTiyn(decimal('1001.07')))).toBe('Одна тысяча один тенге 07 тиын')
  })

  it('refuses what is not a whole number of tiyn ≥ 0', () => {
    expect(() => tengeInWords(-1)).toThrow(RangeError)
    expect(() => tengeInWords(1.5)).toThrow(RangeError)
    expect(() => tengeInWords(Number.NaN)).toThrow(RangeError)
  })

  it('writes any amount: a capital, words, «тенге», two digits, «тиын»', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_TENGE_IN_WORDS }),
        fc.integer({ min: 0, max: 99 }),
        (tenge, tiyn) => {
          fc.pre(Number.isSafeInteger(tenge * 100 + tiyn))
          const text = tengeInWords(tenge * 100 + tiyn)
          expect(text).toMatch(/^[А-ЯЁ][а-яё ]+ тенге \d{2} тиын$/)
          expect(text).not.toMatch(/ {2}/)
          expect(text.endsWith(` ${String(tiyn).padStart(2, '0')} тиын`)).toBe(true)
        }
      )
    )
  })
})

describe('numberInWords', () => {
  it('puts тысяча in the feminine and the rest in the masculine', () => {
    expect(numberInWords(1_001_001)).toBe('один миллион одна тысяча один')
    expect(numberInWords(2_002_002)).toBe('два миллиона две тысячи два')
  })

  it('goes up to триллионы', () => {
    expect(numberInWords(MAX_TENGE_IN_WORDS)).toBe(
      'девятьсот девяносто девять триллионов девятьсот девяносто девять миллиардов ' +
        'девятьсот девяносто девять миллионов девятьсот девяносто девять тысяч ' +
        'девятьсот девяносто девять'
    )
    expect(() => numberInWords(MAX_TENGE_IN_WORDS + 1)).toThrow(RangeError)
  })

  it('never says a scale with nothing in it', () => {
    expect(numberInWords(1_000_000_000)).toBe('один миллиард')
    expect(numberInWords(1_000_000_000_000)).toBe('один триллион')
  })
})

describe('pluralForm', () => {
  const forms = ['тысяча', 'тысячи', 'тысяч'] as const
  it.each([
    [1, 'тысяча'],
    [2, 'тысячи'],
    [4, 'тысячи'],
    [5, 'тысяч'],
    [11, 'тысяч'],
    [12, 'тысяч'],
    [14, 'тысяч'],
    [21, 'тысяча'],
    [111, 'тысяч'],
    [122, 'тысячи'],
    [0, 'тысяч'],
  ])('%i → %s', (count, form) => {
    expect(pluralForm(count, forms)).toBe(form)
  })
})
