/**
 * An amount in tenge written out in Russian, as a «Счёт на оплату» says it:
 * «Сто двадцать тысяч тенге 00 тиын». Тенге and тиын do not decline; the
 * number words do: тысяча is feminine («одна тысяча», «две тысячи»),
 * тенге, миллион, миллиард and триллион masculine («один», «два»). Pure.
 */

const UNITS_MASCULINE = [
  '',
  'один',
  'два',
  'три',
  'четыре',
  'пять',
  'шесть',
  'семь',
  'восемь',
  'девять',
]
const UNITS_FEMININE = ['', 'одна', 'две', ...UNITS_MASCULINE.slice(3)]
const TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
]
const TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
]
const HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
]

type Gender = 'masculine' | 'feminine'

/** The word forms for 1, 2–4 and 5+ (and 11–14): «тысяча», «тысячи», «тысяч». */
type Forms = readonly [one: string, few: string, many: string]

/** Which of the three forms a count takes (21 тысяча, 22 тысячи, 25 и 11 тысяч). */
export function pluralForm(count: number, [one, few, many]: Forms): string {
  const lastTwo = count % 100
  const last = count % 10
  if (lastTwo >= 11 && lastTwo <= 14) return many
  if (last === 1) return one
  if (last >= 2 && last <= 4) return few
  return many
}

/** 1…999 in words; '' for 0. */
function triadWords(triad: number, gender: Gender): string[] {
  const words: string[] = []
  const hundreds = Math.floor(triad / 100)
  const rest = triad % 100
  if (hundreds) words.push(HUNDREDS[hundreds])
  if (rest >= 10 && rest < 20) {
    words.push(TEENS[rest - 10])
  } else {
    if (rest >= 20) words.push(TENS[Math.floor(rest / 10)])
    const unit = rest % 10
    if (unit) words.push((gender === 'feminine' ? UNITS_FEMININE : UNITS_MASCULINE)[unit])
  }
  return words
}

/** From the highest: the scale's forms and its gender (units are masculine like «тенге»). */
const SCALES: { forms: Forms; gender: Gender }[] = [
  { forms: ['триллион', 'триллиона', 'триллионов'], gender: 'masculine' },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], gender: 'masculine' },
  { forms: ['миллион', 'миллиона', 'миллионов'], gender: 'masculine' },
  { forms: ['тысяча', 'тысячи', 'тысяч'], gender: 'feminine' },
]

/** The largest whole number of tenge written out: 999 триллионов … */
export const MAX_TENGE_IN_WORDS = 999_999_999_999_999

/** A whole number (0 … 999 999 999 999 999) in Russian words, in the masculine. */
export function numberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0 || value > MAX_TENGE_IN_WORDS) {
    throw new RangeError(`Cannot write ${value} in words`)
  }
  if (value === 0) return 'ноль'
  const words: string[] = []
  let divisor = 1_000_000_000_000
  for (const scale of SCALES) {
    const triad = Math.floor(value / divisor) % 1000
    if (triad) words.push(...triadWords(triad, scale.gender), pluralForm(triad, scale.forms))
    divisor /= 1000
  }
  words.push(...triadWords(value % 1000, 'masculine'))
  return words.join(' ')
}

/**
 * An amount given in tiyn (1/100 ₸, see money.toTiyn) as an invoice writes
 * it: «Сто двадцать тысяч тенге 00 тиын», «Один тенге 05 тиын». Tiyn are
 * two digits, not words, as Kazakhstan's invoices print them.
 */
export function tengeInWords(tiyn: number): string {
  if (!Number.isSafeInteger(tiyn) || tiyn < 0) {
    throw new RangeError(`An amount in tiyn must be a whole number ≥ 0, got ${tiyn}`)
  }
  const words = numberInWords(Math.floor(tiyn / 100))
  const rest = String(tiyn % 100).padStart(2, '0')
  return `${words[0].toUpperCase()}${words.slice(1)} тенге ${rest} тиын`
}

/*
 * Kazakh (issue 33: a Kazakh buyer's invoice). Kazakh numerals neither
 * decline nor agree: tens and units follow each other («жиырма бір»),
 * a multiplier stands before its scale («екі жүз», «үш мың», «бір миллион»).
 * One hundred and one thousand are «жүз» and «мың» alone, as the grammar and
 * kaspi.kz write them; the larger scales keep «бір» («бір миллион»).
 * Теңге and тиын do not change with the number.
 */
const KK_UNITS = ['', 'бір', 'екі', 'үш', 'төрт', 'бес', 'алты', 'жеті', 'сегіз', 'тоғыз']
const KK_TENS = ['', 'он', 'жиырма', 'отыз', 'қырық', 'елу', 'алпыс', 'жетпіс', 'сексен', 'тоқсан']

/** 1…999 in Kazakh; [] for 0. */
function kazakhTriadWords(triad: number): string[] {
  const words: string[] = []
  const hundreds = Math.floor(triad / 100)
  if (hundreds) words.push(...(hundreds === 1 ? [] : [KK_UNITS[hundreds]]), 'жүз')
  const tens = Math.floor((triad % 100) / 10)
  if (tens) words.push(KK_TENS[tens])
  if (triad % 10) words.push(KK_UNITS[triad % 10])
  return words
}

/** From the highest; `bareOne`: a scale said without «бір» when there is one of it. */
const KK_SCALES = [
  { word: 'триллион', bareOne: false },
  { word: 'миллиард', bareOne: false },
  { word: 'миллион', bareOne: false },
  { word: 'мың', bareOne: true },
]

/** A whole number (0 … 999 999 999 999 999) in Kazakh words: 2 305 417 → «екі миллион үш жүз бес мың төрт жүз он жеті». */
export function numberInKazakhWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0 || value > MAX_TENGE_IN_WORDS) {
    throw new RangeError(`Cannot write ${value} in words`)
  }
  if (value === 0) return 'нөл'
  const words: string[] = []
  let divisor = 1_000_000_000_000
  for (const scale of KK_SCALES) {
    const triad = Math.floor(value / divisor) % 1000
    if (triad === 1 && scale.bareOne) words.push(scale.word)
    else if (triad) words.push(...kazakhTriadWords(triad), scale.word)
    divisor /= 1000
  }
  words.push(...kazakhTriadWords(value % 1000))
  return words.join(' ')
}

/** An amount in tiyn as a Kazakh invoice writes it: «Жүз жиырма мың теңге 00 тиын». */
export function tengeInKazakhWords(tiyn: number): string {
  if (!Number.isSafeInteger(tiyn) || tiyn < 0) {
    throw new RangeError(`An amount in tiyn must be a whole number ≥ 0, got ${tiyn}`)
  }
  const words = numberInKazakhWords(Math.floor(tiyn / 100))
  const rest = String(tiyn % 100).padStart(2, '0')
  return `${words[0].toLocaleUpperCase('kk')}${words.slice(1)} теңге ${rest} тиын`
}
