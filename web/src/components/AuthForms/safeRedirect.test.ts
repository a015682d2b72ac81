import { afterLoginPath } from './safeRedirect'

describe('after login', () => {
  it('returns to the page the guard sent from', () => {
    expect(afterLoginPath('?redirectTo=%2Forder%3Fid%3D7')).toBe('/order?id=7')
  })

  it('goes to the account otherwise, never to another site', () => {
    expect(afterLoginPath('')).toBe('/personal-account')
    expect(afterLoginPath('?redirectTo=//evil.example')).toBe('/personal-account')
    expect(afterLoginPath('?redirectTo=https://evil.example')).toBe('/personal-account')
    expect(afterLoginPath('?redirectTo=/\\evil.example')).toBe('/personal-account')
  })
})
