import fc from 'fast-check'

import {
  MAX_TENGE_IN_WORDS,
  numberInKazakhWords,
  numberInWords,
  pluralForm,
  tengeInKazakhWords,
  tengeInWords,
} from './amountInWords'
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

describe('numberInKazakhWords', () => {
  it.each([
    [0, 'нөл'],
    [1, 'бір'],
    [7, 'жеті'],
    [10, 'он'],
    [11, 'он бір'],
    [19, 'он тоғыз'],
    [20, 'жиырма'],
    [21, 'жиырма бір'],
    [40, 'қырық'],
    [55, 'елу бес'],
    [99, 'тоқсан тоғыз'],
    [100, 'жүз'],
    [101, 'жүз бір'],
    [110, 'жүз он'],
    [200, 'екі жүз'],
    [999, 'тоғыз жүз тоқсан тоғыз'],
    [1_000, 'мың'],
    [1_001, 'мың бір'],
    [1_100, 'мың жүз'],
    [2_000, 'екі мың'],
    [11_000, 'он бір мың'],
    [21_000, 'жиырма бір мың'],
    [101_000, 'жүз бір мың'],
    [120_000, 'жүз жиырма мың'],
    [1_000_000, 'бір миллион'],
    [1_001_000, 'бір миллион мың'],
    [2_305_417, 'екі миллион үш жүз бес мың төрт жүз он жеті'],
    [60_080_070, 'алпыс миллион сексен мың жетпіс'],
    [1_000_000_000, 'бір миллиард'],
    [3_000_000_000_000, 'үш триллион'],
  ])('%i is «%s»', (value, words) => {
    expect(numberInKazakhWords(value)).toBe(words)
  })

  it('goes up to триллион and refuses beyond, below zero and fractions', () => {
    expect(numberInKazakhWords(MAX_TENGE_IN_WORDS)).toBe(
      'тоғыз жүз тоқсан тоғыз триллион тоғыз жүз тоқсан тоғыз миллиард ' +
        'тоғыз жүз тоқсан тоғыз миллион тоғыз жүз тоқсан тоғыз мың тоғыз жүз тоқсан тоғыз'
    )
    expect(() => numberInKazakhWords(MAX_TENGE_IN_WORDS + 1)).toThrow(RangeError)
    expect(() => numberInKazakhWords(-1)).toThrow(RangeError)
    expect(() => numberInKazakhWords(2.5)).toThrow(RangeError)
  })
})

describe('tengeInKazakhWords', () => {
  it.each([
    [0, 'Нөл теңге 00 тиын'],
    [5, 'Нөл теңге 05 тиын'],
    [1_00, 'Бір теңге 00 тиын'],
    [11_50, 'Он бір теңге 50 тиын'],
    [100_00, 'Жүз теңге 00 тиын'],
    [1_000_00, 'Мың теңге 00 тиын'],
    [120_000_00, 'Жүз жиырма мың теңге 00 тиын'],
    [2_305_417_09, 'Екі миллион үш жүз бес мың төрт жүз он жеті теңге 09 тиын'],
    [4_000_000_00, 'Төрт миллион теңге 00 тиын'],
    [6_000_00, 'Алты мың теңге 00 тиын'],
    [90_00, 'Тоқсан теңге 00 тиын'],
  ])('%i tiyn are «%s»', (tiyn, words) => {
    expect(tengeInKazakhWords(tiyn)).toBe(words)
  })

  it('refuses what is not a whole number of tiyn ≥ 0', () => {
    expect(() => tengeInKazakhWords(-1)).toThrow(RangeError)
    expect(() => tengeInKazakhWords(0.5)).toThrow(RangeError)
  })

  it('writes any amount in Kazakh words only: a capital, «теңге», two digits, «тиын»', () => {
    const kazakhWord =
      /^(нөл|бір|екі|үш|төрт|бес|алты|жеті|сегіз|тоғыз|он|жиырма|отыз|қырық|елу|алпыс|жетпіс|сексен|тоқсан|жүз|мың|миллион|миллиард|триллион)$/
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_TENGE_IN_WORDS }),
        fc.integer({ min: 0, max: 99 }),
        (tenge, tiyn) => {
          fc.pre(Number.isSafeInteger(tenge * 100 + tiyn))
          const text = tengeInKazakhWords(tenge * 100 + tiyn)
          const match = text.match(/^(\p{Lu}.*) теңге (\d{2}) тиын$/u)
          expect(match).not.toBeNull()
          expect(match![2]).toBe(String(tiyn).padStart(2, '0'))
          for (const word of match![1].toLocaleLowerCase('kk').split(' '))
            expect(word).toMatch(kazakhWord)
        }
      )
    )
  })
})
