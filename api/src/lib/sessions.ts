import crypto from 'node:crypto'

import { db } from './db'
import { needsTouch, sessionExpiry, sessionState } from './domain/sessionRules'
import { sessionSecret } from './secrets'

/**
 * Server-side login sessions. The cookie carries a random token; the table
 * keeps only its keyed hash, so a leaked table yields no usable cookie. Every
 * api process reads the same rows, so logout and revocation hold everywhere.
 */
// Read at import: a production api without the secret does not start.
const SECRET = sessionSecret()

/** HMAC-SHA-256 keyed with SESSION_SECRET: the table alone cannot confirm a guessed token. */
export const hashToken = (token: string) =>
  crypto.createHmac('sha256', SECRET).update(token).digest('hex')

export interface SessionClient {
  ip?: string | null
  userAgent?: string | null
}

/** Starts a session; the returned token goes into the cookie and nowhere else. */
export async function createSession(userId: number, client: SessionClient = {}) {
  const token = crypto.randomBytes(32).toString('base64url')
  const now = new Date()
  const session = await db.session.create({
    data: {
      id: hashToken(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: sessionExpiry(now),
      ip: client.ip ?? null,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
    },
  })
  return { token, sessionId: session.id, expiresAt: session.expiresAt }
}

/** The user of a live session, or null (unknown, revoked, expired or idle). */
export async function resolveSession(token: string | null | undefined) {
  if (!token || token.length > 200) return null
  const id = hashToken(token)
  const session = await db.session.findUnique({ where: { id } })
  if (!session) return null
  const now = new Date()
  if (sessionState(session, now) !== 'active') return null
  if (needsTouch(session, now)) {
    await db.session.update({ where: { id }, data: { lastSeenAt: now } })
  }
  return { sessionId: id, userId: session.userId }
}

/** Logout: the session ends on the server, whatever the browser keeps. */
export async function revokeSession(token: string | null | undefined) {
  if (!token) return 0
  const { count } = await db.session.updateMany({
    where: { id: hashToken(token), revokedAt: null },
    data: { revokedAt: new Date() },
  })
  return count
}

/** Password change or reset: every other session of the user ends. */
export async function revokeUserSessions(userId: number, exceptSessionId?: string) {
  const { count } = await db.session.updateMany({
    where: {
      userId,
      revokedAt: null,
      ...(exceptSessionId ? { NOT: { id: exceptSessionId } } : {}),
    },
    data: { revokedAt: new Date() },
  })
  return count
}

/** Deletes sessions that can no longer come back (run now and then). */
export async function purgeDeadSessions(now = new Date()) {
  const { count } = await db.session.deleteMany({
    where: { OR: [{ expiresAt: { lte: now } }, { revokedAt: { not: null } }] },
  })
  return count
}
