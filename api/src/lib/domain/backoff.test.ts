import {
  FIRST_RETRY_MS,
  isGivingUp,
  MAX_DELIVERY_ATTEMPTS,
  MAX_RETRY_MS,
  retryDelayMs,
} from './backoff'

describe('retryDelayMs', () => {
  it('doubles from 30 s up to an hour', () => {
    const middle = () => 0.5
    expect([1, 2, 3, 4].map((a) => retryDelayMs(a, middle))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ])
    expect(retryDelayMs(50, middle)).toBe(MAX_RETRY_MS)
    expect(retryDelayMs(0, middle)).toBe(FIRST_RETRY_MS)
  })

  it('spreads retries by ±20 %', () => {
    expect(retryDelayMs(1, () => 0)).toBe(24_000)
    expect(retryDelayMs(1, () => 0.999999)).toBe(36_000)
  })

  it('gives up after the last attempt', () => {
    expect(isGivingUp(MAX_DELIVERY_ATTEMPTS - 1)).toBe(false)
    expect(isGivingUp(MAX_DELIVERY_ATTEMPTS)).toBe(true)
  })
})
