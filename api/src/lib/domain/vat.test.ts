import fc from 'fast-check'

import { VAT_RATE_PERCENT, vatIncludedTiyn } from './vat'

describe('vatIncludedTiyn', () => {
  it('is 12 % as issue 20 asks', () => {
    expect(VAT_RATE_PERCENT).toBe(12)
  })

  it.each([
    [0, 0],
    [112_00, 12_00], // 112 ₸ → 12 ₸
    [120_000_00, 12_857_14], // 120 000 ₸ → 12 857,142… ₸
    [1, 0], // 0,107 тиын
    [5, 1], // 0,5357 → 1
    [14, 2], // 1,5 exactly: half a tiyn goes up
    [28, 3],
    [100, 11], // 10,714…
  ])('%i tiyn hold %i tiyn of НДС', (total, vat) => {
    expect(vatIncludedTiyn(total)).toBe(vat)
  })

  it('takes another rate when the law changes', () => {
    expect(vatIncludedTiyn(116_00, 16)).toBe(16_00)
  })

  it('is the nearest whole tiyn to total × 12 / 112', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (total) => {
        const vat = BigInt(vatIncludedTiyn(total))
        // |vat·112 − total·12| ≤ 56, ties (exactly 56) rounded up.
        const difference = vat * 112n - BigInt(total) * 12n
        expect(difference >= -55n && difference <= 56n).toBe(true)
      })
    )
  })

  it('refuses what is not a whole number of tiyn', () => {
    expect(() => vatIncludedTiyn(1.5)).toThrow(RangeError)
    expect(() => vatIncludedTiyn(-1)).toThrow(RangeError)
  })
})
