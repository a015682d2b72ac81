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

/** The month as Russian writes it after a day number (Intl's `month: 'long'` in ru-RU). */
const RUSSIAN_MONTHS = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
]

/**
 * Atyrau, the company's time zone, has kept UTC+5 all year since the spring
 * of 2004 (the tz database's Asia/Atyrau). From then on a date is the UTC
 * date five hours later, with no `Intl`: the first `Intl` formatter a page
 * builds loads ICU's data, 15–35 ms of a desktop's main thread (ten times
 * that on a slow phone), and the home and news pages built two of them as
 * their chunk was evaluated.
 */
const ATYRAU_OFFSET_MS = 5 * 60 * 60 * 1000
const FIXED_OFFSET_FROM = Date.UTC(2004, 3, 1)

let olderDays: Intl.DateTimeFormat | undefined

interface CalendarDay {
  day: number
  month: number
  year: number
}

/** The day, month (1–12) and year of a moment in Atyrau; null for an invalid date. */
export function atyrauDay(date: Date): CalendarDay | null {
  const ms = date.getTime()
  if (Number.isNaN(ms)) return null
  if (ms >= FIXED_OFFSET_FROM) {
    const local = new Date(ms + ATYRAU_OFFSET_MS)
    return { day: local.getUTCDate(), month: local.getUTCMonth() + 1, year: local.getUTCFullYear() }
  }
  // Older dates had summer time: the tz database through Intl, built only then.
  olderDays ??= new Intl.DateTimeFormat('en-US', {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'Asia/Atyrau',
  })
  const parts = olderDays.formatToParts(date)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return { day: part('day'), month: part('month'), year: part('year') }
}

/**
 * A news item's date in the page's language, in the company's time zone:
 * «12 мая 2026 г.» (as Intl writes ru-RU), «2026 ж. 12 мамыр». Both are
 * written here, the same in Node's prerender and every browser: Node's and
 * the browsers' kk-KZ data differ, and a prerendered date the browser writes
 * otherwise breaks React's adoption of the page.
 */
export const formatNewsDate = (iso: string, locale: Locale = 'ru') => {
  const date = atyrauDay(new Date(iso))
  if (!date) return ''
  const { day, month, year } = date
  return locale === 'ru'
    ? `${day} ${RUSSIAN_MONTHS[month - 1]} ${year} г.`
    : `${year} ж. ${day} ${KAZAKH_MONTHS[month - 1]}`
}
