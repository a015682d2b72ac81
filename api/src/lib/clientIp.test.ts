import type { APIGatewayProxyEvent } from 'aws-lambda'

import { clientIp } from './clientIp'

const event = (sourceIp: string, headers: Record<string, string> = {}) =>
  ({ headers, requestContext: { identity: { sourceIp } } }) as unknown as APIGatewayProxyEvent

describe('clientIp', () => {
  it('is the socket peer without TRUST_PROXY, whatever the headers say', () => {
    const e = event('203.0.113.5', { 'x-forwarded-for': '198.51.100.1' })
    expect(clientIp(e, {})).toBe('203.0.113.5')
    expect(clientIp(e, { TRUST_PROXY: '0' })).toBe('203.0.113.5')
  })

  it('is the address the trusted proxy saw with TRUST_PROXY=1', () => {
    expect(
      clientIp(event('127.0.0.1', { 'x-forwarded-for': '198.51.100.1' }), { TRUST_PROXY: '1' })
    ).toBe('198.51.100.1')
    expect(
      clientIp(event('127.0.0.1', { 'X-Forwarded-For': '198.51.100.1' }), { TRUST_PROXY: '1' })
    ).toBe('198.51.100.1')
  })

  it('ignores what the client put in front of the proxy', () => {
    // nginx's $proxy_add_x_forwarded_for appends the real peer to the client's own header.
    const e = event('127.0.0.1', { 'x-forwarded-for': '1.1.1.1, 2.2.2.2, 198.51.100.1' })
    expect(clientIp(e, { TRUST_PROXY: '1' })).toBe('198.51.100.1')
    expect(clientIp(e, { TRUST_PROXY: '2' })).toBe('2.2.2.2')
    expect(clientIp(e, { TRUST_PROXY: '9' })).toBe('1.1.1.1')
  })

  it('falls back to the socket peer without a usable header', () => {
    expect(clientIp(event('127.0.0.1'), { TRUST_PROXY: '1' })).toBe('127.0.0.1')
    expect(
      clientIp(event('127.0.0.1', { 'x-forwarded-for': 'garbage' }), { TRUST_PROXY: '1' })
    ).toBe('127.0.0.1')
  })

  it('gives bare addresses', () => {
    expect(clientIp(event('::ffff:127.0.0.1'), {})).toBe('127.0.0.1')
    expect(
      clientIp(event('::1', { 'x-forwarded-for': '198.51.100.1:4711' }), { TRUST_PROXY: '1' })
    ).toBe('198.51.100.1')
    expect(
      clientIp(event('::1', { 'x-forwarded-for': '[2001:DB8::1]:443' }), { TRUST_PROXY: '1' })
    ).toBe('2001:db8::1')
  })

  it('reads TRUST_PROXY from the environment by default', () => {
    const saved = process.env.TRUST_PROXY
    try {
      process.env.TRUST_PROXY = '1'
      expect(clientIp(event('127.0.0.1', { 'x-forwarded-for': '198.51.100.1' }))).toBe(
        '198.51.100.1'
      )
      delete process.env.TRUST_PROXY
      expect(clientIp(event('127.0.0.1', { 'x-forwarded-for': '198.51.100.1' }))).toBe('127.0.0.1')
    } finally {
      if (saved === undefined) delete process.env.TRUST_PROXY
      else process.env.TRUST_PROXY = saved
    }
  })
})
