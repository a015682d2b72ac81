import type { Locale } from '@domain/sitePaths'

import { formatDate } from 'src/lib/i18n/format'

/**
 * «12 мая 2026 г.», «2026 ж. 12 мамыр»: a news item's date in the page's
 * language, in the company's time zone (Atyrau, UTC+5).
 */
export const formatNewsDate = (iso: string, locale: Locale = 'ru') =>
  formatDate(locale, iso, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Atyrau',
  })
