import crypto from 'node:crypto'

import cookie from 'cookie'

import { db } from 'src/lib/db'
import { hashToken } from 'src/lib/sessions'

/**
 * 1C's exchange sessions (docs/1c-exchange.md «Session»): `checkauth` starts
 * one and answers its cookie, which 1C sends on every later call. The cookie
 * carries a random token; the table keeps its keyed hash (as lib/sessions).
 * A session lives EXCHANGE_SESSION_IDLE_MS after its last call, and never
 * longer than EXCHANGE_SESSION_MAX_MS after checkauth: 1C's scheduled
 * exchange starts with checkauth each time.
 */
export const EXCHANGE_COOKIE = 'akv_1c'
export const EXCHANGE_SESSION_IDLE_MS = 60 * 60_000
export const EXCHANGE_SESSION_MAX_MS = 12 * 60 * 60_000

export interface ExchangeSessionInfo {
  id: string
  /** The session's folder name; also the `sessid` newer modules repeat. */
  folder: string
  user: { id: number; email: string }
}

const expiryOf = (createdAt: Date, now: Date) =>
  new Date(
    Math.min(
      createdAt.getTime() + EXCHANGE_SESSION_MAX_MS,
      now.getTime() + EXCHANGE_SESSION_IDLE_MS
    )
  )

export async function startExchangeSession(userId: number, ip: string | null) {
  const token = crypto.randomBytes(32).toString('base64url')
  const folder = crypto.randomBytes(16).toString('hex')
  const now = new Date()
  await db.exchangeSession.create({
    data: {
      id: hashToken(token),
      userId,
      folder,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: expiryOf(now, now),
      ip,
    },
  })
  return { token, folder }
}

/** The token of the request's exchange cookie, or null. */
export function exchangeTokenFrom(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null
  return cookie.parse(cookieHeader)[EXCHANGE_COOKIE] || null
}

/**
 * The live session of the token (its account still active and still the
 * exchange's), extended by this call; null otherwise.
 */
export async function resolveExchangeSession(
  token: string | null,
  now = new Date()
): Promise<ExchangeSessionInfo | null> {
  if (!token || token.length > 200) return null
  const id = hashToken(token)
  const session = await db.exchangeSession.findUnique({
    where: { id },
    include: { user: { select: { id: true, email: true, role: true, isActive: true } } },
  })
  if (!session || session.revokedAt || session.expiresAt <= now) return null
  if (!session.user.isActive || session.user.role !== 'exchange') return null
  await db.exchangeSession.update({
    where: { id },
    data: { lastSeenAt: now, expiresAt: expiryOf(session.createdAt, now) },
  })
  return {
    id,
    folder: session.folder,
    user: { id: session.user.id, email: session.user.email },
  }
}
