import { shopAddressOf } from './shopAddress'

describe('shopAddressOf (the URLs given to the payment gateway)', () => {
  it('uses SITE_URL whatever Host or forwarded headers a caller sends', () => {
    const env = { SITE_URL: 'https://akvatoria.kz' }
    for (const headers of [
      { host: 'evil.example' },
      { Host: 'localhost:8911', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Prefix': '/x' },
    ]) {
      expect(shopAddressOf(headers, env)).toEqual({
        origin: 'https://akvatoria.kz',
        apiBase: 'https://akvatoria.kz/api',
      })
    }
  })

  it('without SITE_URL (development) takes only a plain host[:port], never a forged prefix', () => {
    expect(shopAddressOf({ host: 'localhost:8910' }, {})).toEqual({
      origin: 'http://localhost:8910',
      apiBase: 'http://localhost:8910/api',
    })
    expect(shopAddressOf({ host: 'evil.example/@x' }, {}).origin).toBe('http://localhost:8910')
    expect(
      shopAddressOf({ host: 'localhost:8910', 'x-forwarded-prefix': '//evil.example' }, {}).apiBase
    ).toBe('http://localhost:8910/api')
  })
})
