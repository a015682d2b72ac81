import { INTL_LOCALE, type Locale } from './locales'

/**
 * Dates and numbers in the page's language through `Intl` (Node and the
 * browsers know `kk-KZ`: «2026 ж. 2 желтоқсан»). Prices are not numbers
 * here: they keep @domain/money's ₸ formatting in both languages.
 */
export const formatNumber = (locale: Locale, value: number, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(INTL_LOCALE[locale], options).format(value)

export const formatDate = (
  locale: Locale,
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' }
) => new Intl.DateTimeFormat(INTL_LOCALE[locale], options).format(new Date(value))
