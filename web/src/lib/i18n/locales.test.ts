import { formatDate, formatNumber } from './format'
import {
  foreignTextLang,
  languageCookie,
  localeFromCookie,
  localeOfPath,
  localePath,
  otherLocale,
  twinPath,
  unlocalizedPath,
} from './locales'

describe('the language of an address (issue 33)', () => {
  it('is Kazakh under /kk only, Russian everywhere else', () => {
    expect(localeOfPath('/kk')).toBe('kk')
    expect(localeOfPath('/kk/catalog/v2')).toBe('kk')
    expect(localeOfPath('/')).toBe('ru')
    expect(localeOfPath('/catalog')).toBe('ru')
    // Not a prefix of a word, and never «kz».
    expect(localeOfPath('/kkal')).toBe('ru')
    expect(localeOfPath('/kz/catalog')).toBe('ru')
  })

  it('drops the prefix', () => {
    expect(unlocalizedPath('/kk')).toBe('/')
    expect(unlocalizedPath('/kk/about/news')).toBe('/about/news')
    expect(unlocalizedPath('/about/news')).toBe('/about/news')
  })
})

describe('localePath', () => {
  it('puts a shop address in a language, keeping query and hash', () => {
    expect(localePath('/catalog', 'kk')).toBe('/kk/catalog')
    expect(localePath('/', 'kk')).toBe('/kk')
    expect(localePath('/catalog/v2?ordering=-created#top', 'kk')).toBe(
      '/kk/catalog/v2?ordering=-created#top'
    )
    expect(localePath('/personal-account?tab=favorites', 'kk')).toBe(
      '/kk/personal-account?tab=favorites'
    )
    expect(localePath('/catalog', 'ru')).toBe('/catalog')
  })

  it('moves an address already in a language, and never doubles the prefix', () => {
    expect(localePath('/kk/catalog', 'ru')).toBe('/catalog')
    expect(localePath('/kk', 'ru')).toBe('/')
    expect(localePath('/kk/catalog?x=1', 'kk')).toBe('/kk/catalog?x=1')
  })

  it('leaves other sites and schemes alone', () => {
    expect(localePath('https://kaspi.kz/shop', 'kk')).toBe('https://kaspi.kz/shop')
    expect(localePath('tel:+77010000000', 'kk')).toBe('tel:+77010000000')
    expect(localePath('//cdn.example/x', 'kk')).toBe('//cdn.example/x')
  })
})

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
