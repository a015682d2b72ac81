import { afterLoginPath } from './safeRedirect'

describe('after login', () => {
  // Issue 30 §4: staff land in the back office, not in a customer's cabinet.
  it('starts staff at /admin and customers in their account', () => {
    for (const role of ['manager', 'editor', 'admin'])
      expect(afterLoginPath('', role)).toBe('/admin')
    for (const role of ['customer', 'vip', null, undefined])
      expect(afterLoginPath('', role)).toBe('/personal-account')
    // A page the guard sent from still wins.
    expect(afterLoginPath('?redirectTo=%2Fadmin%2Forders%2F7', 'manager')).toBe('/admin/orders/7')
    expect(afterLoginPath('?redirectTo=%2F%2Fevil.example', 'admin')).toBe('/admin')
  })

  it('returns to the page the guard sent from', () => {
    expect(afterLoginPath('?redirectTo=%2Forder%3Fid%3D7')).toBe('/order?id=7')
    expect(afterLoginPath('?redirectTo=%2Fcatalog%2Fv2%3Fpage%3D2%23top')).toBe(
      '/catalog/v2?page=2#top'
    )
  })

  it('accepts a full address of this very site, as its path', () => {
    expect(
      afterLoginPath(`?redirectTo=${encodeURIComponent(`${window.location.origin}/cart`)}`)
    ).toBe('/cart')
  })

  it.each([
    ['//evil.example'],
    ['https://evil.example'],
    ['/\\evil.example'],
    // Browsers drop tabs and newlines from addresses: these are //evil.example.
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r/evil.example'],
    ['\\/evil.example'],
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['evil.example'],
  ])('goes to the account otherwise, never to %p', (target) => {
    expect(afterLoginPath(`?redirectTo=${encodeURIComponent(target)}`)).toBe('/personal-account')
  })

  it('goes to the account without a target', () => {
    expect(afterLoginPath('')).toBe('/personal-account')
  })
})
