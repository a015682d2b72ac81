/**
 * When the outbox tries again after a failed delivery: 30 s doubling per
 * attempt up to an hour, ±20 % jitter so that many messages failing at once
 * do not retry at once. After MAX_DELIVERY_ATTEMPTS (≈ 8 hours) a message
 * is marked failed and waits for a person. Pure; `random` is injectable.
 */
export const FIRST_RETRY_MS = 30_000
export const MAX_RETRY_MS = 60 * 60_000
export const MAX_DELIVERY_ATTEMPTS = 12

export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempts - 1)
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(exponent, 30))
  return Math.round(base * (0.8 + 0.4 * random()))
}

export const isGivingUp = (attempts: number) => attempts >= MAX_DELIVERY_ATTEMPTS
