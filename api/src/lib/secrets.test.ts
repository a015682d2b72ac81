import crypto from 'node:crypto'

import {
  COMMITTED_SESSION_SECRETS,
  SESSION_SECRET_MIN_BITS,
  sessionSecret,
  sessionSecretBits,
  sessionSecretProblem,
  siteUrlProblem,
} from './secrets'

const production = (SESSION_SECRET?: string) => ({ NODE_ENV: 'production', SESSION_SECRET })

describe('sessionSecret', () => {
  it('stops production without a strong secret, saying what to set', () => {
    expect(() => sessionSecret({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is missing/)
    expect(() => sessionSecret(production('short'))).toThrow(
      /SESSION_SECRET is shorter than 32 characters.*openssl rand -base64 48/
    )
    const strong = crypto.randomBytes(48).toString('base64')
    expect(sessionSecret(production(strong))).toBe(strong)
  })

  it('refuses in production every value published in the repository', () => {
    expect(COMMITTED_SESSION_SECRETS).toContain(
      'development-only-session-secret-not-for-production'
    )
    expect(COMMITTED_SESSION_SECRETS).toContain(
      'test-only-session-secret-0123456789abcdef0123456789'
    )
    for (const value of COMMITTED_SESSION_SECRETS) {
      expect(() => sessionSecret(production(value))).toThrow(/published in the repository/)
    }
  })

  it('refuses placeholders and predictable values of any length', () => {
    for (const value of [
      'changeme-changeme-changeme-changeme',
      'CHANGE_ME_IN_PRODUCTION_0000000000000000',
      'replace-me-with-a-long-random-value-please',
      'your-super-secret-session-key-goes-right-here',
      'Xk9q2mZ7xR4wL8pV3nB6yH1cJ5dG0sAexample',
    ]) {
      expect(sessionSecretProblem(value)).toMatch(/placeholder/)
    }
    for (const value of [
      'x'.repeat(48),
      'ab'.repeat(24),
      'Q7x!'.repeat(10),
      '0123456789'.repeat(4),
      'abcdefghijklmnopqrstuvwxyz0123456789ABCDEF',
      'a'.repeat(80) + 'Zq9',
    ]) {
      expect(sessionSecretProblem(value)).toMatch(/too predictable \(about \d+ bits/)
      expect(() => sessionSecret(production(value))).toThrow(/SESSION_SECRET is too predictable/)
    }
  })

  it('accepts what `openssl rand` and crypto.randomBytes give for 32 bytes or more', () => {
    for (let i = 0; i < 300; i++) {
      for (const secret of [
        crypto.randomBytes(48).toString('base64'),
        crypto.randomBytes(32).toString('base64'),
        crypto.randomBytes(32).toString('base64url'),
        crypto.randomBytes(32).toString('hex'),
      ]) {
        expect(sessionSecretProblem(secret)).toBeNull()
      }
    }
  })

  it('estimates bits conservatively', () => {
    expect(sessionSecretBits('')).toBe(0)
    expect(sessionSecretBits('x'.repeat(100))).toBe(0)
    // 16 random bytes in hex are 128 bits; the estimate stays below that.
    const hex16 = crypto.randomBytes(16).toString('hex')
    expect(sessionSecretBits(hex16)).toBeLessThan(SESSION_SECRET_MIN_BITS)
    expect(sessionSecretBits(crypto.randomBytes(48).toString('base64'))).toBeGreaterThan(250)
  })

  it('falls back to a development value elsewhere, and keeps what is set', () => {
    expect(sessionSecret({ NODE_ENV: 'test' })).toMatch(/development-only/)
    expect(sessionSecret({ NODE_ENV: 'development', SESSION_SECRET: 'short' })).toBe('short')
  })
})

describe('siteUrlProblem (production needs its public address)', () => {
  const production = (SITE_URL?: string) => ({ NODE_ENV: 'production', SITE_URL })

  it('refuses a production start without SITE_URL, saying what to set and why', () => {
    for (const value of [undefined, '', '   ']) {
      expect(siteUrlProblem(production(value))).toMatch(
        /^SITE_URL is missing\. Set the shop’s public address, e\.g\. SITE_URL=https:\/\/akvatoria\.kz: .*never from a request’s Host header\.$/
      )
    }
    expect(siteUrlProblem(production('akvatoria.kz'))).toMatch(/is not an address/)
    expect(siteUrlProblem(production('ftp://akvatoria.kz'))).toMatch(/is not an http\(s\) address/)
  })

  it('lets production start with an http(s) SITE_URL, and development without one', () => {
    expect(siteUrlProblem(production('https://akvatoria.kz'))).toBeNull()
    expect(siteUrlProblem(production('http://localhost:8910'))).toBeNull()
    expect(siteUrlProblem({ NODE_ENV: 'development' })).toBeNull()
    expect(siteUrlProblem({ NODE_ENV: 'test' })).toBeNull()
  })
})
