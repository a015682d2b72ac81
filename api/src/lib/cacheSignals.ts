import pg from 'pg'

import { logger } from 'src/lib/logger'

/**
 * Caches of catalogue and content data live in each api process (production
 * runs several, scripts/cli/production.mjs). A write clears its own process's
 * caches at once and tells the others through PostgreSQL's LISTEN/NOTIFY, the
 * one thing every process and script already shares: the shop never shows a
 * price older than the last write, whichever process answers. Sent inside a
 * transaction, a signal is delivered only when it commits (and never when it
 * rolls back).
 */
export const CACHE_CHANNEL = 'akvatoria_caches'

/**
 * `sessions`: a session, user, group or price type changed (sent by the
 * database's triggers, lib/sessionCache).
 */
export const CACHE_AREAS = ['catalog', 'content', 'sessions'] as const
export type CacheArea = (typeof CACHE_AREAS)[number]

/** A signal's payload as an area; anything else on the channel is ignored. */
export const cacheAreaOf = (payload: string | undefined): CacheArea | null =>
  (CACHE_AREAS as readonly string[]).includes(payload ?? '') ? (payload as CacheArea) : null

/** Whatever can run raw SQL: the shared client or a transaction. */
interface RawSql {
  $executeRaw(query: TemplateStringsArray, ...values: unknown[]): PromiseLike<number>
}

/** Tells every api process that `area`'s data changed (at commit, when `sql` is a transaction). */
export async function announceCacheChange(sql: RawSql, area: CacheArea): Promise<void> {
  await sql.$executeRaw`SELECT pg_notify(${CACHE_CHANNEL}, ${area})`
}

export interface CacheListener {
  /** Resolves once the first LISTEN is in place. */
  ready: Promise<void>
  stop(): Promise<void>
}

interface ListenOptions {
  connectionString?: string
  /** First pause before reconnecting; doubles up to 30 s. */
  retryMs?: number
}

/**
 * Listens for cache signals on a connection of its own and forgets the named
 * area's caches here. After a lost connection it reconnects and forgets
 * everything, since signals sent meanwhile are gone.
 */
export function listenForCacheChanges(
  forget: Record<CacheArea, () => void>,
  {
    // A direct connection when DATABASE_URL goes through a transaction-mode pool (docs/deploy.md).
    connectionString = process.env.CACHE_SIGNALS_DATABASE_URL || process.env.DATABASE_URL,
    retryMs = 1_000,
  }: ListenOptions = {}
): CacheListener {
  let client: pg.Client | null = null
  let stopped = false
  let timer: NodeJS.Timeout | null = null
  let pause = retryMs
  let markReady: () => void = () => {}
  const ready = new Promise<void>((resolve) => (markReady = resolve))

  const forgetAll = () => CACHE_AREAS.forEach((area) => forget[area]())

  const connect = async (reconnecting: boolean) => {
    const next = new pg.Client({ connectionString })
    client = next
    next.on('notification', (message) => {
      const area = message.channel === CACHE_CHANNEL ? cacheAreaOf(message.payload) : null
      if (area) forget[area]()
    })
    next.on('error', (error) => retry(next, error))
    next.on('end', () => retry(next, new Error('connection ended')))
    try {
      await next.connect()
      await next.query(`LISTEN ${CACHE_CHANNEL}`)
    } catch (error) {
      retry(next, error as Error)
      return
    }
    if (stopped) return
    pause = retryMs
    if (reconnecting) {
      forgetAll()
      logger.info('cache signals: listening again')
    }
    markReady()
  }

  const retry = (failed: pg.Client, error: Error) => {
    if (stopped || client !== failed || timer) return
    client = null
    failed.removeAllListeners('end')
    failed.end().catch(() => {})
    // Until it listens again, this process may miss a change: forget now too.
    forgetAll()
    logger.warn({ err: error, retryInMs: pause }, 'cache signals: connection lost')
    timer = setTimeout(() => {
      timer = null
      void connect(true)
    }, pause)
    pause = Math.min(pause * 2, 30_000)
  }

  void connect(false)
  return {
    ready,
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      const last = client
      client = null
      if (last) {
        last.removeAllListeners('end')
        await last.end().catch(() => {})
      }
    },
  }
}
