import {
  cacheAudience,
  cacheControlFor,
  cachePolicy,
  etagOf,
  matchesIfNoneMatch,
  responseCacheKey,
} from './caching'

describe('cachePolicy', () => {
  it('shares a catalogue read only with guests', () => {
    expect(cachePolicy('catalog', 'GET', null)).toBe('shared')
    expect(cachePolicy('catalog', 'HEAD', null)).toBe('shared')
    expect(cachePolicy('catalog', 'GET', 7)).toBe('private')
  })

  it('never stores routes without caching or writes', () => {
    expect(cachePolicy(undefined, 'GET', null)).toBe('none')
    expect(cachePolicy(undefined, 'GET', 7)).toBe('none')
    expect(cachePolicy('catalog', 'POST', null)).toBe('none')
  })
})

describe('cacheControlFor', () => {
  it('lets proxies keep a guest answer only with revalidation on every use', () => {
    expect(cacheControlFor('shared')).toBe('public, max-age=0, must-revalidate')
  })

  it('keeps a logged-in viewer’s answer in their browser only', () => {
    expect(cacheControlFor('private')).toBe('private, no-cache')
  })

  it('stores personal answers nowhere', () => {
    expect(cacheControlFor('none')).toBe('no-store')
  })
})

describe('etagOf', () => {
  it('is a weak tag that depends on every byte of the body', () => {
    const tag = etagOf('{"current_price":68000}')
    expect(tag).toMatch(/^W\/"[\w-]{27}"$/)
    expect(etagOf('{"current_price":68000}')).toBe(tag)
    expect(etagOf('{"current_price":68001}')).not.toBe(tag)
  })
})

describe('matchesIfNoneMatch', () => {
  const tag = etagOf('body')

  it('matches the tag, weak or strong, alone or in a list', () => {
    expect(matchesIfNoneMatch(tag, tag)).toBe(true)
    expect(matchesIfNoneMatch(tag.slice(2), tag)).toBe(true)
    expect(matchesIfNoneMatch(`W/"other", ${tag}`, tag)).toBe(true)
    expect(matchesIfNoneMatch('*', tag)).toBe(true)
  })

  it('does not match another tag or no header', () => {
    expect(matchesIfNoneMatch(etagOf('other body'), tag)).toBe(false)
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false)
    expect(matchesIfNoneMatch('', tag)).toBe(false)
  })
})

describe('responseCacheKey', () => {
  it('tells apart addresses whose answers differ (query, host, /api prefix)', () => {
    const keys = [
      'http://shop.test/api/v1/product/?page=1',
      'http://shop.test/api/v1/product/?page=2',
      'http://other.test/api/v1/product/?page=1',
      'http://shop.test/v1/product/?page=1',
      'https://shop.test/api/v1/product/?page=1',
    ].map((address) => responseCacheKey(new URL(address), 'guest', 'ru'))
    expect(new Set(keys).size).toBe(keys.length)
    expect(
      responseCacheKey(new URL('http://shop.test/api/v1/product/?page=1'), 'guest', 'ru')
    ).toBe(keys[0])
  })

  it('tells apart audiences at one address', () => {
    const url = new URL('http://shop.test/api/v1/product/?page=1')
    expect(responseCacheKey(url, 'guest', 'ru')).not.toBe(
      responseCacheKey(url, 'customer:retail:', 'ru')
    )
  })

  it('keeps a Kazakh answer apart from the Russian one at the same address', () => {
    const url = new URL('http://shop.test/api/v1/category/')
    expect(responseCacheKey(url, 'guest', 'kk')).not.toBe(responseCacheKey(url, 'guest', 'ru'))
  })
})

describe('cacheAudience', () => {
  const retail = { code: 'retail', id: null }
  const wholesale = { code: 'wholesale', id: 2 }

  it('is one for every guest, whatever price type a guest would have', () => {
    expect(cacheAudience('shared', retail)).toBe('guest')
    expect(cacheAudience('shared', wholesale)).toBe('guest')
  })

  it('is one per price type for logged-in viewers, never a guest’s nor another type’s', () => {
    const audiences = [
      cacheAudience('shared', retail),
      cacheAudience('private', retail),
      cacheAudience('private', wholesale),
      cacheAudience('private', { code: 'dealer', id: 3 }),
      // A type deleted and made again under its code is another type.
      cacheAudience('private', { code: 'wholesale', id: 4 }),
    ]
    expect(new Set(audiences).size).toBe(audiences.length)
    expect(cacheAudience('private', { ...wholesale })).toBe(cacheAudience('private', wholesale))
  })
})
