import { TtlCache } from './ttlCache'

/**
 * Each api process keeps what it read of its callers' sessions and users
 * for a short while, so that a logged-in customer's request costs no
 * database reads of its own (bench/api.mjs P3). It never outlives a change:
 *
 * - this process forgets at once on its own write of a session, user,
 *   group membership, customer group or price type (lib/db's query hook);
 * - every process forgets when the database announces such a change at
 *   commit, whoever made it (triggers of migration session_signals →
 *   lib/cacheSignals area `sessions`), and forgets everything whenever it
 *   lost that signal's connection;
 * - the time to live bounds only a signal that never came.
 *
 * Lifetimes (expiry, idle timeout) are checked against the kept row on every
 * request (lib/sessions). SESSION_CACHE=off reads everything on every request.
 */
export const SESSION_CACHE_TTL_MS = 30_000
export const MAX_KEPT_SESSIONS = 20_000

/** What a request's session check needs of the stored row (domain/sessionRules). */
export interface KeptSession {
  userId: number
  createdAt: Date
  lastSeenAt: Date
  expiresAt: Date
  revokedAt: Date | null
}

/** Session rows by id (the token's hash); null: no such session. */
export const keptSessions = new TtlCache<KeptSession | null>(
  SESSION_CACHE_TTL_MS,
  MAX_KEPT_SESSIONS
)

export const sessionCacheEnabled = () => process.env.SESSION_CACHE !== 'off'

/** Other caches of what a session's caller is (lib/auth's user info) register to be forgotten too. */
const forgetters = new Set<() => void>([() => keptSessions.clear()])

export function registerSessionCache(forget: () => void): void {
  forgetters.add(forget)
}

export function forgetSessionsHere(): void {
  for (const forget of forgetters) forget()
}

/** Models whose writes can end a session or change what its caller sees or pays. */
const WATCHED_MODELS = new Set(['Session', 'User', 'UserGroup', 'CustomerGroup', 'PriceType'])
const WRITES = new Set([
  'create',
  'createMany',
  'createManyAndReturn',
  'update',
  'updateMany',
  'updateManyAndReturn',
  'upsert',
  'delete',
  'deleteMany',
])

/**
 * Whether a Prisma operation changes what is kept here. A new session
 * changes nothing kept: its id is the hash of a token just drawn at random.
 */
export function changesKeptSessions(model: string | undefined, operation: string): boolean {
  if (!model || !WATCHED_MODELS.has(model) || !WRITES.has(operation)) return false
  return !(model === 'Session' && operation === 'create')
}
