import { formatDate, formatNumber } from './format'
import { foreignTextLang, languageCookie, localeFromCookie, otherLocale, twinPath } from './locales'

describe('twinPath', () => {
  it('is the same page, query and hash in the other language', () => {
    const location = { pathname: '/catalog/v2', search: '?brand__name=Grundfos', hash: '#list' }
    expect(twinPath(location, 'kk')).toBe('/kk/catalog/v2?brand__name=Grundfos#list')
    expect(twinPath({ pathname: '/kk/catalog/v2', search: '?page=2' }, 'ru')).toBe(
      '/catalog/v2?page=2'
    )
    expect(otherLocale('ru')).toBe('kk')
    expect(otherLocale('kk')).toBe('ru')
  })
})

describe('the remembered language', () => {
  it('is read from a Cookie header, only for the known languages', () => {
    expect(localeFromCookie('a=1; lang=kk; b=2')).toBe('kk')
    expect(localeFromCookie('lang=ru')).toBe('ru')
    expect(localeFromCookie('lang=kz')).toBeNull()
    expect(localeFromCookie('')).toBeNull()
    expect(localeFromCookie(undefined)).toBeNull()
  })

  it('is written for the whole site for a year', () => {
    expect(languageCookie('kk')).toBe('lang=kk; Path=/; Max-Age=31536000; SameSite=Lax')
  })
})

describe('Intl formatting', () => {
  it('writes numbers and dates in the language', () => {
    expect(formatNumber('ru', 1234567)).toBe('1\u00a0234\u00a0567')
    expect(formatNumber('kk', 1234567)).toBe('1\u00a0234\u00a0567')
    expect(formatDate('kk', '2026-12-02T12:00:00Z')).toBe('2026 ж. 2 желтоқсан')
    expect(formatDate('ru', '2026-12-02T12:00:00Z')).toBe('2 декабря 2026 г.')
  })
})

describe('foreignTextLang', () => {
  it('marks a Russian fallback on a Kazakh page, and nothing in the page’s own language', () => {
    expect(foreignTextLang('ru', 'kk')).toBe('ru')
    expect(foreignTextLang('kk', 'kk')).toBeUndefined()
    expect(foreignTextLang('ru', 'ru')).toBeUndefined()
  })

  it('marks nothing when the api said no language', () => {
    expect(foreignTextLang(undefined, 'kk')).toBeUndefined()
    expect(foreignTextLang('en', 'kk')).toBeUndefined()
  })
})
