import type { Locale } from '@domain/sitePaths'

const KAZAKH_MONTHS = [
  'қаңтар',
  'ақпан',
  'наурыз',
  'сәуір',
  'мамыр',
  'маусым',
  'шілде',
  'тамыз',
  'қыркүйек',
  'қазан',
  'қараша',
  'желтоқсан',
]

/** The day, month and year of a moment in the company's time zone (Atyrau, UTC+5). */
const ATYRAU_DAY = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  timeZone: 'Asia/Atyrau',
})

/** «12 мая 2026 г.»: Russian as Intl writes it, the same in Node and every browser. */
const RUSSIAN_DATE = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Atyrau',
})

/**
 * A news item's date in the page's language, in the company's time zone:
 * «12 мая 2026 г.», «2026 ж. 12 мамыр». Kazakh is written here, not by
 * Intl: Node's and the browsers' kk-KZ data differ, and a prerendered date
 * the browser writes otherwise breaks React's adoption of the page.
 */
export const formatNewsDate = (iso: string, locale: Locale = 'ru') => {
  const date = new Date(iso)
  if (locale === 'ru') return RUSSIAN_DATE.format(date)
  const part = (type: string) =>
    Number(ATYRAU_DAY.formatToParts(date).find((p) => p.type === type)?.value)
  return `${part('year')} ж. ${part('day')} ${KAZAKH_MONTHS[part('month') - 1]}`
}
