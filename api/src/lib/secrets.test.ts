import { sessionSecret } from './secrets'

describe('sessionSecret', () => {
  it('stops production without a strong secret, saying what to set', () => {
    expect(() => sessionSecret({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is missing/)
    expect(() => sessionSecret({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(
      /SESSION_SECRET/
    )
    const strong = 'x'.repeat(48)
    expect(sessionSecret({ NODE_ENV: 'production', SESSION_SECRET: strong })).toBe(strong)
  })

  it('falls back to a development value elsewhere', () => {
    expect(sessionSecret({ NODE_ENV: 'test' })).toMatch(/development-only/)
  })
})
