import type { APIGatewayProxyEvent } from 'aws-lambda'

import { clientIp, trustedProxies } from './clientIp'

const event = (sourceIp: string, headers: Record<string, string> = {}) =>
  ({ headers, requestContext: { identity: { sourceIp } } }) as unknown as APIGatewayProxyEvent

describe('clientIp', () => {
  it('is the socket peer when the peer is not a trusted proxy, whatever the headers say', () => {
    const e = event('203.0.113.5', { 'x-forwarded-for': '198.51.100.1' })
    expect(clientIp(e, {})).toBe('203.0.113.5')
    expect(clientIp(e, { TRUSTED_PROXIES: 'loopback' })).toBe('203.0.113.5')
    // The old hop count no longer makes the api believe a stranger's header.
    expect(clientIp(e, { TRUST_PROXY: '1' })).toBe('203.0.113.5')
  })

  it("is the address the shop's own web server (loopback) put in X-Forwarded-For", () => {
    expect(clientIp(event('127.0.0.1', { 'x-forwarded-for': '198.51.100.1' }), {})).toBe(
      '198.51.100.1'
    )
    expect(clientIp(event('::1', { 'X-Forwarded-For': '198.51.100.1' }), {})).toBe('198.51.100.1')
    expect(clientIp(event('::ffff:127.0.0.1', { 'x-forwarded-for': '2001:db8::7' }), {})).toBe(
      '2001:db8::7'
    )
    // Two shoppers on one machine (the e2e suite's 127.0.0.2 and .3) stay apart.
    expect(clientIp(event('::1', { 'x-forwarded-for': '127.0.0.2' }), {})).toBe('127.0.0.2')
    expect(clientIp(event('::1', { 'x-forwarded-for': '127.0.0.3' }), {})).toBe('127.0.0.3')
  })

  it('reads only the entry the trusted proxy appended, never what the client put before it', () => {
    // nginx's $proxy_add_x_forwarded_for appends the real peer to the client's own header.
    const e = event('127.0.0.1', { 'x-forwarded-for': '1.1.1.1, 2.2.2.2, 198.51.100.1' })
    expect(clientIp(e, {})).toBe('198.51.100.1')
  })

  it('trusts exactly the proxies of TRUSTED_PROXIES', () => {
    const viaNginx = event('10.0.0.5', { 'x-forwarded-for': '198.51.100.1' })
    expect(clientIp(viaNginx, {})).toBe('10.0.0.5')
    expect(clientIp(viaNginx, { TRUSTED_PROXIES: '10.0.0.5' })).toBe('198.51.100.1')
    expect(clientIp(viaNginx, { TRUSTED_PROXIES: '10.0.0.0/24, loopback' })).toBe('198.51.100.1')
    expect(clientIp(viaNginx, { TRUSTED_PROXIES: '10.0.1.0/24' })).toBe('10.0.0.5')
    // A list without loopback stops believing a local peer, `none` believes nobody.
    const local = event('127.0.0.1', { 'x-forwarded-for': '198.51.100.1' })
    expect(clientIp(local, { TRUSTED_PROXIES: '10.0.0.5' })).toBe('127.0.0.1')
    expect(clientIp(local, { TRUSTED_PROXIES: 'none' })).toBe('127.0.0.1')
    expect(
      clientIp(event('fd00::5', { 'x-forwarded-for': '198.51.100.1' }), {
        TRUSTED_PROXIES: 'fd00::/8',
      })
    ).toBe('198.51.100.1')
  })

  it('ignores entries of TRUSTED_PROXIES that are no address', () => {
    const trust = trustedProxies('10.0.0.0/33, nonsense, 192.0.2.1/8/1, 192.0.2.7')
    expect(trust.trusts('10.0.0.1')).toBe(false)
    expect(trust.trusts('192.0.2.7')).toBe(true)
    expect(trust.trusts('127.0.0.1')).toBe(false)
  })

  it('falls back to the peer without a usable header', () => {
    expect(clientIp(event('127.0.0.1'), {})).toBe('127.0.0.1')
    expect(clientIp(event('127.0.0.1', { 'x-forwarded-for': 'garbage' }), {})).toBe('127.0.0.1')
    expect(clientIp(event('127.0.0.1', { 'x-forwarded-for': '1.1.1.1, garbage' }), {})).toBe(
      '127.0.0.1'
    )
    expect(clientIp(event(''), {})).toBe('unknown')
  })

  it('gives bare addresses', () => {
    expect(clientIp(event('::ffff:203.0.113.5'), {})).toBe('203.0.113.5')
    expect(clientIp(event('::1', { 'x-forwarded-for': '198.51.100.1:4711' }), {})).toBe(
      '198.51.100.1'
    )
    expect(clientIp(event('::1', { 'x-forwarded-for': '[2001:DB8::1]:443' }), {})).toBe(
      '2001:db8::1'
    )
  })

  it('reads TRUSTED_PROXIES from the environment by default', () => {
    const saved = process.env.TRUSTED_PROXIES
    try {
      const e = event('10.0.0.5', { 'x-forwarded-for': '198.51.100.1' })
      process.env.TRUSTED_PROXIES = '10.0.0.5'
      expect(clientIp(e)).toBe('198.51.100.1')
      delete process.env.TRUSTED_PROXIES
      expect(clientIp(e)).toBe('10.0.0.5')
    } finally {
      if (saved === undefined) delete process.env.TRUSTED_PROXIES
      else process.env.TRUSTED_PROXIES = saved
    }
  })
})
