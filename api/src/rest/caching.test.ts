import {
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
    ].map((address) => responseCacheKey(new URL(address)))
    expect(new Set(keys).size).toBe(keys.length)
    expect(responseCacheKey(new URL('http://shop.test/api/v1/product/?page=1'))).toBe(keys[0])
  })
})
