import crypto from 'node:crypto'

import { db } from './db'
import { needsTouch, sessionExpiry, sessionState } from './domain/sessionRules'
import { sessionSecret } from './secrets'
import { keptSessions, sessionCacheEnabled, type KeptSession } from './sessionCache'

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

const SESSION_TIMES = {
  userId: true,
  createdAt: true,
  lastSeenAt: true,
  expiresAt: true,
  revokedAt: true,
} as const

/**
 * The stored session of an id, kept for a moment by this process
 * (lib/sessionCache: any change of it, here or elsewhere, forgets it first).
 */
const sessionById = (id: string): Promise<KeptSession | null> => {
  const read = () => db.session.findUnique({ where: { id }, select: SESSION_TIMES })
  return sessionCacheEnabled() ? keptSessions.getOrCompute(id, read) : read()
}

/** The user of a live session, or null (unknown, revoked, expired or idle). */
export async function resolveSession(token: string | null | undefined) {
  if (!token || token.length > 200) return null
  const id = hashToken(token)
  const session = await sessionById(id)
  if (!session) return null
  const now = new Date()
  if (sessionState(session, now) !== 'active') return null
  if (needsTouch(session, now)) {
    // Seen now, by this process's copy too, so concurrent requests touch once.
    session.lastSeenAt = now
    // Raw, past lib/db's hook: a live session being used changes nothing anyone keeps.
    await db.$executeRaw`UPDATE "Session" SET "lastSeenAt" = ${now} WHERE id = ${id}`
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

/**
 * «Known device» tokens (OWASP, Authentication Cheat Sheet: device cookies):
 * given to a browser at each successful login, for that account's e-mail.
 * A random nonce and its HMAC over the e-mail (keyed with SESSION_SECRET),
 * so nothing is stored and the cookie names no account. A login from such a
 * browser is not locked out by the account-wide failure limit that strangers
 * can fill (docs/security.md «Brute force»); it has its own small share.
 */
const deviceMac = (email: string, nonce: string) =>
  crypto
    .createHmac('sha256', SECRET)
    .update(`known-device\n${email.trim().toLowerCase()}\n${nonce}`)
    .digest('base64url')

export function knownDeviceToken(email: string): string {
  const nonce = crypto.randomBytes(16).toString('base64url')
  return `${nonce}.${deviceMac(email, nonce)}`
}

/** The token's nonce when it was given to a browser that logged into `email`, else null. */
export function knownDeviceOf(token: string | null | undefined, email: string): string | null {
  const [nonce, mac, ...rest] = (token ?? '').split('.')
  if (!nonce || !mac || rest.length || !/^[\w-]{16,64}$/.test(nonce)) return null
  const expected = Buffer.from(deviceMac(email, nonce))
  const given = Buffer.from(mac)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? nonce : null
}

/** Whether `email`'s account logged in from this address within `days` (address history). */
export async function loggedInFromBefore(email: string, ip: string, days = 30): Promise<boolean> {
  const since = new Date(Date.now() - days * 24 * 3600 * 1000)
  const session = await db.session.findFirst({
    where: { ip, createdAt: { gte: since }, user: { email } },
    select: { id: true },
  })
  return session !== null
}
