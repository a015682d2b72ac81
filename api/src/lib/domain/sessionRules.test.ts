import {
  needsTouch,
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_IDLE_TIMEOUT_MS,
  sessionExpiry,
  sessionState,
} from './sessionRules'

const DAY = 24 * 60 * 60 * 1000
const start = new Date('2026-11-01T10:00:00Z')
const at = (ms: number) => new Date(start.getTime() + ms)
const session = (over: Partial<Parameters<typeof sessionState>[0]> = {}) => ({
  createdAt: start,
  lastSeenAt: start,
  expiresAt: sessionExpiry(start),
  revokedAt: null,
  ...over,
})

describe('sessionState', () => {
  it('lives 30 days at most and dies after 7 idle days', () => {
    expect(SESSION_ABSOLUTE_LIFETIME_MS).toBe(30 * DAY)
    expect(SESSION_IDLE_TIMEOUT_MS).toBe(7 * DAY)
    expect(sessionState(session(), at(6 * DAY))).toBe('active')
    expect(sessionState(session(), at(7 * DAY))).toBe('idle')
    expect(sessionState(session({ lastSeenAt: at(29 * DAY) }), at(29.5 * DAY))).toBe('active')
    expect(sessionState(session({ lastSeenAt: at(29 * DAY) }), at(30 * DAY))).toBe('expired')
  })

  it('is over once revoked', () => {
    expect(sessionState(session({ revokedAt: at(1000) }), at(2000))).toBe('revoked')
  })
})

describe('needsTouch', () => {
  it('refreshes last activity at most once a minute', () => {
    expect(needsTouch(session(), at(30 * 1000))).toBe(false)
    expect(needsTouch(session(), at(60 * 1000))).toBe(true)
  })
})
