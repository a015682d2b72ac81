import { localeOfPath, localePath, unlocalizedPath } from './sitePaths'

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
  it('puts a letter reader’s paths under /kk and leaves Russian ones', () => {
    expect(localePath('/order?id=5', 'kk')).toBe('/kk/order?id=5')
    expect(localePath('/', 'kk')).toBe('/kk')
    expect(localePath('/order?id=5', 'ru')).toBe('/order?id=5')
  })

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
