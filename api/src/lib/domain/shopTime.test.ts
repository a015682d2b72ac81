import { formatShopDay, formatShopTime } from './shopTime'

describe('formatShopTime', () => {
  it('shows an instant in Almaty time (UTC+5)', () => {
    expect(formatShopTime('2026-11-24T18:30:00.000Z')).toBe('24.11.2026, 23:30')
    expect(formatShopTime(new Date('2026-11-25T05:00:00Z'))).toBe('25.11.2026, 10:00')
  })

  it('says «—» for none and leaves what is not an instant as it is', () => {
    expect(formatShopTime(null)).toBe('—')
    expect(formatShopTime('')).toBe('—')
    expect(formatShopTime('вчера')).toBe('вчера')
  })
})

describe('formatShopDay', () => {
  it('writes a day the Russian way', () => {
    expect(formatShopDay('2026-11-05')).toBe('05.11.2026')
    expect(formatShopDay('5 ноября')).toBe('5 ноября')
  })
})
