import { allowedOriginsFromEnv, isCrossSiteRequest } from './crossSite'

const post = (headers: Record<string, string | undefined>, allowedOrigins?: string[]) =>
  isCrossSiteRequest({ method: 'POST', headers: { host: 'shop.kz', ...headers }, allowedOrigins })

describe('isCrossSiteRequest', () => {
  it('lets safe methods through', () => {
    expect(isCrossSiteRequest({ method: 'GET', headers: { origin: 'https://evil.example' } })).toBe(
      false
    )
  })

  it('lets the shop’s own pages through, by Origin or Referer', () => {
    expect(post({ origin: 'https://shop.kz' })).toBe(false)
    expect(post({ referer: 'https://shop.kz/cart' })).toBe(false)
  })

  it('refuses a form posted from another site', () => {
    expect(post({ origin: 'https://evil.example' })).toBe(true)
    expect(post({ referer: 'https://evil.example/page' })).toBe(true)
    expect(post({ origin: 'null' })).toBe(true)
  })

  it('allows configured origins and clients that send neither header', () => {
    expect(post({ origin: 'http://localhost:8910' }, ['http://localhost:8910'])).toBe(false)
    expect(post({})).toBe(false)
  })

  it('reads ALLOWED_ORIGINS', () => {
    expect(allowedOriginsFromEnv({ ALLOWED_ORIGINS: 'https://a.kz/, https://b.kz' })).toEqual([
      'https://a.kz',
      'https://b.kz',
    ])
  })
})
