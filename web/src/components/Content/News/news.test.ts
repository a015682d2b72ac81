import { brandCatalogPath, newsListPath, partnerPath, PATHS } from 'src/lib/links'

import { atyrauDay, formatNewsDate } from './newsDate'
import { newsPageOf } from './newsPage'

describe('«О нас» addresses and news helpers', () => {
  it('gives page 1 of the news its plain address and later pages ?page=', () => {
    expect(newsListPath()).toBe('/about/news')
    expect(newsListPath(1)).toBe('/about/news')
    expect(newsListPath(3)).toBe('/about/news?page=3')
    expect(PATHS.certificate).toBe('/about/certificate')
    expect(PATHS.aboutUs).toBe('/about/about-us')
    expect(PATHS.aboutUsEvents).toBe('/about-us-events')
    expect(partnerPath(7)).toBe('/about/partners/7')
  })

  it('reads ?page= as a whole number ≥ 1 and falls back to page 1', () => {
    expect(newsPageOf(undefined)).toBe(1)
    expect(newsPageOf('')).toBe(1)
    expect(newsPageOf('2')).toBe(2)
    expect(newsPageOf(' 3 ')).toBe(3)
    expect(newsPageOf('0')).toBe(1)
    expect(newsPageOf('-3')).toBe(1)
    expect(newsPageOf('2.5')).toBe(1)
    expect(newsPageOf('abc')).toBe(1)
    expect(newsPageOf('99999999')).toBe(1)
  })

  it('links a brand to the catalogue filtered by its name', () => {
    expect(brandCatalogPath('Grundfos')).toBe('/catalog/v2?brand__name=Grundfos')
    expect(brandCatalogPath('Джилекс')).toBe(
      `/catalog/v2?brand__name=${encodeURIComponent('Джилекс')}`
    )
  })

  it('writes news dates the Russian way, in the company time zone', () => {
    expect(formatNewsDate('2026-05-12T09:00:00.000Z')).toBe('12 мая 2026 г.')
    // 21:00 UTC is already the next day in Kazakhstan.
    expect(formatNewsDate('2026-01-14T21:00:00.000Z')).toBe('15 января 2026 г.')
    // In Kazakh, the same wherever it is written (prerender and browser).
    expect(formatNewsDate('2026-05-12T09:00:00.000Z', 'kk')).toBe('2026 ж. 12 мамыр')
    expect(formatNewsDate('2026-01-14T21:00:00.000Z', 'kk')).toBe('2026 ж. 15 қаңтар')
    expect(formatNewsDate('not a date')).toBe('')
  })

  it('writes every date as Intl and the tz database do, without Intl since 2004', () => {
    const russian = new Intl.DateTimeFormat('ru-RU', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Atyrau',
    })
    const days = new Intl.DateTimeFormat('en-US', {
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      timeZone: 'Asia/Atyrau',
    })
    const dayOf = (date: Date) => {
      const parts = days.formatToParts(date)
      const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
      return { day: part('day'), month: part('month'), year: part('year') }
    }
    // Every hour around the turns of days, months and years from 1998 (summer time, UTC+4/+6)
    // to 2040, and the midnights of the spring of 2004 when Atyrau settled on UTC+5.
    const moments: number[] = []
    for (let t = Date.UTC(1998, 0, 1); t < Date.UTC(2040, 0, 1); t += 86_400_000 * 13 + 3_600_000) {
      moments.push(t)
    }
    for (let t = Date.UTC(2004, 2, 20); t < Date.UTC(2004, 3, 10); t += 1_800_000) moments.push(t)
    for (const t of moments) {
      const date = new Date(t)
      expect([t, atyrauDay(date)]).toEqual([t, dayOf(date)])
      expect([t, formatNewsDate(date.toISOString())]).toEqual([t, russian.format(date)])
    }
  })
})
