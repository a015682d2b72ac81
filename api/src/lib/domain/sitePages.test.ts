import { STANDARD_PAGE_TITLES, isStandardPageKey, unwrittenPage } from './sitePages'

describe('standard pages before their editor writes them', () => {
  it('gives every page the storefront links to its title and no text', () => {
    expect(unwrittenPage('about')).toEqual({
      key: 'about',
      title: 'Об Акватории',
      body: '',
      data: null,
      validUntil: null,
    })
    for (const key of Object.keys(STANDARD_PAGE_TITLES)) {
      expect(unwrittenPage(key)?.title).toBe(STANDARD_PAGE_TITLES[key as never])
    }
  })

  it('knows nothing of other keys, inherited names included', () => {
    expect(unwrittenPage('nope')).toBeNull()
    expect(unwrittenPage('toString')).toBeNull()
    expect(unwrittenPage('__proto__')).toBeNull()
    expect(isStandardPageKey('promo_banner')).toBe(false)
  })
})
