import {
  formatTenge,
  groupDigits,
  isPriced,
  lineSumText,
  lineTotal,
  PRICE_ON_REQUEST,
  totalsOf,
} from './money'

describe('money', () => {
  it('groups thousands apart', () => {
    expect([groupDigits(7), groupDigits(1000), groupDigits(1234567)]).toEqual([
      '7',
      '1 000',
      '1 234 567',
    ])
  })

  it('treats 0 and -1 as «on request» (SPEC §9)', () => {
    expect(isPriced(12500)).toBe(true)
    expect(isPriced('0.01')).toBe(true)
    for (const price of [0, -1, '0', '-1.00', null, undefined, 'abc']) {
      expect(isPriced(price)).toBe(false)
    }
    expect(PRICE_ON_REQUEST).toBe('Цену уточняйте у менеджера')
  })

  it('multiplies and adds exactly', () => {
    expect(lineTotal('0.1', 3)).toBe(0.3)
    expect(lineTotal(-1, 3)).toBeNull()
    expect(
      totalsOf([
        { price: '0.10', quantity: 1 },
        { price: 0.2, quantity: 1 },
        { price: '12500.00', quantity: 2 },
      ])
    ).toEqual({ count: 4, total: 25000.3, hasUnpriced: false })
    expect(
      totalsOf([
        { price: 0, quantity: 5 },
        { price: 100, quantity: 1 },
      ])
    ).toEqual({
      count: 6,
      total: 100,
      hasUnpriced: true,
    })
    expect(totalsOf([])).toEqual({ count: 0, total: 0, hasUnpriced: false })
  })

  it('groups thousands with spaces and adds ₸', () => {
    expect(formatTenge(12500)).toBe('12 500 ₸')
    expect(formatTenge('1250.5')).toBe('1 250,50 ₸')
    expect(formatTenge(999)).toBe('999 ₸')
    expect(formatTenge(1234567)).toBe('1 234 567 ₸')
    expect(formatTenge(-1)).toBe(PRICE_ON_REQUEST)
  })

  it('writes a line sum as quantity × price = line total, exact in tiyn', () => {
    expect(lineSumText('12500.00', 2)).toBe('2 × 12 500 ₸ = 25 000 ₸')
    expect(lineSumText(1250.5, 3)).toBe('3 × 1 250,50 ₸ = 3 751,50 ₸')
    expect(lineSumText('0.1', 3)).toBe('3 × 0,10 ₸ = 0,30 ₸')
    expect(lineSumText(89900, 1)).toBe('1 × 89 900 ₸ = 89 900 ₸')
    for (const price of [0, -1, null, undefined]) expect(lineSumText(price, 2)).toBeNull()
  })
})
