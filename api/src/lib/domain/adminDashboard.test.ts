import {
  AWAITING_CONFIRMATION_STATUS,
  isOutOfStock,
  OUTBOX_ATTENTION_STATES,
  shopDay,
} from './adminDashboard'

describe('shopDay (today in Asia/Almaty)', () => {
  it('starts at Almaty midnight, UTC+5 since March 2024', () => {
    const day = shopDay(new Date('2026-11-25T10:30:00Z'))
    expect(day.from.toISOString()).toBe('2026-11-24T19:00:00.000Z')
    expect(day.to.toISOString()).toBe('2026-11-25T19:00:00.000Z')
  })

  it('is already tomorrow in Almaty late in the UTC evening', () => {
    const day = shopDay(new Date('2026-11-25T19:00:00Z'))
    expect(day.from.toISOString()).toBe('2026-11-25T19:00:00.000Z')
    expect(shopDay(new Date('2026-11-25T18:59:59.999Z')).from.toISOString()).toBe(
      '2026-11-24T19:00:00.000Z'
    )
  })

  it('used UTC+6 before the 2024 change', () => {
    expect(shopDay(new Date('2024-01-15T12:00:00Z')).from.toISOString()).toBe(
      '2024-01-14T18:00:00.000Z'
    )
  })

  it('always holds the instant it was asked for', () => {
    for (let hour = 0; hour < 48; hour += 0.75) {
      const now = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000 + 123)
      const { from, to } = shopDay(now)
      expect(from.getTime()).toBeLessThanOrEqual(now.getTime())
      expect(now.getTime()).toBeLessThan(to.getTime())
    }
  })
})

describe('dashboard rules', () => {
  it('counts out of stock when all shops together have no units', () => {
    expect(isOutOfStock([])).toBe(true)
    expect(isOutOfStock([{ count: 0 }, { count: -3 }])).toBe(true)
    expect(isOutOfStock([{ count: -3 }, { count: 1 }])).toBe(false)
    expect(isOutOfStock([{ count: 2 }])).toBe(false)
  })

  it('waits for placed orders and failed messages', () => {
    expect(AWAITING_CONFIRMATION_STATUS).toBe('placed')
    expect(OUTBOX_ATTENTION_STATES).toEqual(['failed'])
  })
})
