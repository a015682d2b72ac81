/**
 * Lifetime rules of a login session (issue «Accounts and security»): an
 * absolute lifetime of 30 days, an idle timeout of 7 days, and revocation
 * (logout, password change). Pure; lib/sessions applies them to stored rows.
 */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000
export const SESSION_IDLE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000
/** How stale lastSeenAt may get before a request refreshes it (saves a write per request). */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000

export type SessionState = 'active' | 'revoked' | 'expired' | 'idle'

export interface SessionTimes {
  createdAt: Date
  lastSeenAt: Date
  expiresAt: Date
  revokedAt: Date | null
}

export function sessionState(session: SessionTimes, now: Date): SessionState {
  if (session.revokedAt) return 'revoked'
  if (now.getTime() >= session.expiresAt.getTime()) return 'expired'
  if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_IDLE_TIMEOUT_MS) return 'idle'
  return 'active'
}

export const needsTouch = (session: SessionTimes, now: Date) =>
  now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS

export const sessionExpiry = (createdAt: Date) =>
  new Date(createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS)
