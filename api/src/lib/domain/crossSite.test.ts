import { refusesCrossSite } from 'src/lib/crossSiteGuard'

import { allowedOriginsFromEnv, isCrossSiteRequest, publicOrigin } from './crossSite'

const SHOP = 'http://shop.kz'

const post = (headers: Record<string, string | undefined>, allowedOrigins?: string[]) =>
  isCrossSiteRequest({
    method: 'POST',
    headers: { host: 'shop.kz', ...headers },
    ownOrigin: SHOP,
    allowedOrigins,
  })

describe('isCrossSiteRequest', () => {
  it('lets safe methods through', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(
        isCrossSiteRequest({ method, headers: { origin: 'https://evil.example' }, ownOrigin: SHOP })
      ).toBe(false)
    }
  })

  it('checks every write method', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(
        isCrossSiteRequest({ method, headers: { origin: 'https://evil.example' }, ownOrigin: SHOP })
      ).toBe(true)
    }
  })

  it('lets the shop’s own pages through, by Origin or Referer', () => {
    expect(post({ origin: 'http://shop.kz' })).toBe(false)
    expect(post({ referer: 'http://shop.kz/cart?x=1' })).toBe(false)
  })

  it('refuses a form posted from another site', () => {
    expect(post({ origin: 'https://evil.example' })).toBe(true)
    expect(post({ referer: 'https://evil.example/page' })).toBe(true)
    expect(post({ origin: 'null' })).toBe(true)
    expect(post({ origin: 'null', referer: 'http://shop.kz/' })).toBe(true)
    expect(post({ referer: 'not a url' })).toBe(true)
  })

  it('compares the full origin: scheme and port count, not only the host', () => {
    expect(post({ origin: 'https://shop.kz' })).toBe(true)
    expect(post({ origin: 'http://shop.kz:8080' })).toBe(true)
    expect(post({ referer: 'https://shop.kz/cart' })).toBe(true)
    expect(post({ origin: 'http://shop.kz.evil.example' })).toBe(true)
  })

  it('allows configured origins and clients that send neither header', () => {
    expect(post({ origin: 'http://localhost:8910' }, ['http://localhost:8910'])).toBe(false)
    expect(post({})).toBe(false)
  })

  it('refuses every browser write when the public origin is unknown, unless accepted', () => {
    const input = { method: 'POST', headers: { origin: 'http://shop.kz' }, ownOrigin: null }
    expect(isCrossSiteRequest(input)).toBe(true)
    expect(isCrossSiteRequest({ ...input, allowedOrigins: ['http://shop.kz'] })).toBe(false)
  })

  it('reads ALLOWED_ORIGINS', () => {
    expect(allowedOriginsFromEnv({ ALLOWED_ORIGINS: 'https://a.kz/, https://b.kz' })).toEqual([
      'https://a.kz',
      'https://b.kz',
    ])
  })
})

describe('publicOrigin', () => {
  it('is SITE_URL when set, whatever the headers say', () => {
    expect(
      publicOrigin({
        siteUrl: 'https://akvatoria.kz/',
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
        viaTrustedProxy: true,
      })
    ).toBe('https://akvatoria.kz')
  })

  it('is the Host over http without a trusted proxy; forwarded headers are ignored', () => {
    const headers = {
      host: 'shop.kz:8910',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    }
    expect(publicOrigin({ headers, viaTrustedProxy: false })).toBe('http://shop.kz:8910')
  })

  it('takes the forwarded host and scheme from a trusted proxy (nginx with TLS)', () => {
    const headers = {
      host: '127.0.0.1:8910',
      'x-forwarded-host': 'akvatoria.kz',
      'x-forwarded-proto': 'https',
    }
    expect(publicOrigin({ headers, viaTrustedProxy: true })).toBe('https://akvatoria.kz')
    expect(publicOrigin({ headers: { host: 'shop.kz:443' }, viaTrustedProxy: true })).toBe(
      'http://shop.kz:443'
    )
  })

  it('is null for a missing or malformed Host', () => {
    expect(publicOrigin({ headers: {}, viaTrustedProxy: false })).toBeNull()
    expect(publicOrigin({ headers: { host: 'a.kz/@evil' }, viaTrustedProxy: false })).toBeNull()
    expect(
      publicOrigin({
        headers: { host: 'shop.kz', 'x-forwarded-proto': 'javascript' },
        viaTrustedProxy: true,
      })
    ).toBeNull()
  })
})

describe('refusesCrossSite (the rule with the environment and the api’s peer)', () => {
  const env = { NODE_ENV: 'production' } as NodeJS.ProcessEnv
  const fromPeer = (sourceIp: string) => ({ requestContext: { identity: { sourceIp } } })

  it('refuses https for an http site and another port', () => {
    expect(
      refusesCrossSite(
        'POST',
        { host: 'localhost:8910', origin: 'https://localhost:8910' },
        null,
        env
      )
    ).toBe(true)
    expect(
      refusesCrossSite(
        'POST',
        { host: 'localhost:8910', origin: 'http://localhost:8911' },
        null,
        env
      )
    ).toBe(true)
    expect(
      refusesCrossSite(
        'POST',
        { Host: 'localhost:8910', Origin: 'http://localhost:8910' },
        null,
        env
      )
    ).toBe(false)
  })

  it('ignores X-Forwarded-Host and -Proto unless the peer is a trusted proxy', () => {
    const forged = {
      host: 'shop.kz',
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    }
    expect(refusesCrossSite('POST', forged, null, env)).toBe(true)
    expect(refusesCrossSite('POST', forged, fromPeer('203.0.113.9'), env)).toBe(true)
    // nginx → web server → api on loopback: the forwarded headers are nginx's.
    const viaNginx = {
      host: 'akvatoria.kz',
      origin: 'https://akvatoria.kz',
      'x-forwarded-host': 'akvatoria.kz',
      'x-forwarded-proto': 'https',
    }
    expect(refusesCrossSite('POST', viaNginx, fromPeer('127.0.0.1'), env)).toBe(false)
    expect(refusesCrossSite('POST', viaNginx, fromPeer('203.0.113.9'), env)).toBe(true)
    expect(
      refusesCrossSite('POST', viaNginx, fromPeer('127.0.0.1'), { ...env, TRUSTED_PROXIES: 'none' })
    ).toBe(true)
  })

  it('with SITE_URL only that origin (and ALLOWED_ORIGINS) is the shop', () => {
    const site = {
      ...env,
      SITE_URL: 'https://akvatoria.kz',
      ALLOWED_ORIGINS: 'https://m.akvatoria.kz',
    }
    expect(
      refusesCrossSite('POST', { host: 'akvatoria.kz', origin: 'https://akvatoria.kz' }, null, site)
    ).toBe(false)
    expect(
      refusesCrossSite('POST', { host: 'akvatoria.kz', origin: 'http://akvatoria.kz' }, null, site)
    ).toBe(true)
    expect(
      refusesCrossSite('POST', { host: 'other.kz', origin: 'https://other.kz' }, null, site)
    ).toBe(true)
    expect(
      refusesCrossSite(
        'POST',
        { host: 'akvatoria.kz', origin: 'https://m.akvatoria.kz' },
        null,
        site
      )
    ).toBe(false)
  })

  it('Referer is the fallback; no Origin and no Referer passes (servers, curl)', () => {
    expect(
      refusesCrossSite('POST', { host: 'shop.kz', referer: 'http://shop.kz/cart' }, null, env)
    ).toBe(false)
    expect(
      refusesCrossSite('POST', { host: 'shop.kz', referer: 'https://shop.kz/cart' }, null, env)
    ).toBe(true)
    expect(refusesCrossSite('POST', { host: 'shop.kz' }, null, env)).toBe(false)
    expect(refusesCrossSite('DELETE', {}, null, env)).toBe(false)
  })

  it('development origins only outside production', () => {
    const dev = { host: 'localhost:8911', origin: 'http://localhost:8910' }
    expect(
      refusesCrossSite('POST', dev, null, { NODE_ENV: 'development' } as NodeJS.ProcessEnv)
    ).toBe(false)
    expect(refusesCrossSite('POST', dev, null, env)).toBe(true)
  })
})
