import { createHash } from 'node:crypto'

import { PrismaPg } from '@prisma/adapter-pg'
import { Prisma, PrismaClient } from '@prisma/client'
import pg from 'pg'

import { emitLogLevels, handlePrismaLogging } from '@redwoodjs/api/logger'

import { logger } from './logger'
import { numberSetting } from './numberSetting'
import { changesKeptSessions, forgetSessionsHere } from './sessionCache'

// Prisma's native engines cannot be downloaded on our machines: the client runs
// its WASM query compiler over node-postgres (docs/stack.md).
// One pool for Prisma and the hot reads of queryRows below. Idle connections
// do not hold a finished process (scripts, tests) open.
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: numberSetting('DATABASE_POOL_SIZE', 10, { min: 1, integer: true }),
  allowExitOnIdle: true,
  // A sequential scan starts at the table's first block, not where another
  // left off: a ranked search's first matches are then the same in every
  // process and on every request (services/products/productQuery rankedSearchSql).
  options: '-c synchronize_seqscans=off',
})
const adapter = new PrismaPg(pool)

const prismaClient = new PrismaClient({
  adapter,
  log: emitLogLevels(['info', 'warn', 'error']),
})

handlePrismaLogging({
  db: prismaClient,
  logger,
  logLevels: ['info', 'warn', 'error'],
})

/**
 * This process's own writes of sessions, users, groups and price types clear
 * its kept sessions at once (lib/sessionCache), before the database's signal
 * reaches every process at commit. Only query hooks: the client's API and
 * types are Prisma's own.
 */
export const db = prismaClient.$extends({
  query: {
    $allModels: {
      async $allOperations({ model, operation, args, query }) {
        if (!changesKeptSessions(model, operation)) return query(args)
        forgetSessionsHere()
        try {
          return await query(args)
        } finally {
          // Again once written: a request may have read the old row meanwhile.
          forgetSessionsHere()
        }
      },
    },
  },
}) as unknown as typeof prismaClient

/** Columns read as Prisma's $queryRaw gives them (node-postgres' defaults otherwise). */
const PG_NUMERIC = 1700
const PG_INT8 = 20
const PG_TIMESTAMP = 1114
const PRISMA_TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (format !== 'binary') {
      if (oid === PG_NUMERIC) return (value: string) => new Prisma.Decimal(value)
      if (oid === PG_INT8) return (value: string) => BigInt(value)
      // Prisma stores DateTime as UTC in columns without a time zone.
      if (oid === PG_TIMESTAMP) return (value: string) => new Date(`${value.replace(' ', 'T')}Z`)
    }
    return pg.types.getTypeParser(oid, format)
  }) as typeof pg.types.getTypeParser,
}

/**
 * The rows of one read statement straight from node-postgres, typed as
 * `db.$queryRaw` types them (Decimal, bigint, UTC dates, parsed JSON). For
 * the hottest reads only (the product list's page, bench/api.mjs): Prisma's
 * driver adapter costs as much CPU again as the query itself there. Never
 * for writes: they go through Prisma and lib/db's hooks.
 */
export async function queryRows<T>(
  sql: Prisma.Sql,
  { prepared = false }: { prepared?: boolean } = {}
): Promise<T[]> {
  const name = prepared ? preparedName(sql.text) : undefined
  const result = await pool.query({ text: sql.text, values: sql.values, types: PRISMA_TYPES, name })
  return result.rows as T[]
}

/**
 * Runs `read` on one connection in one read-only REPEATABLE READ
 * transaction: statements that together read a table in parts see one
 * snapshot of it (the search index's build, services/products/searchIndex).
 */
export async function inReadSnapshot<T>(
  read: (query: <R>(sql: Prisma.Sql) => Promise<R[]>) => Promise<T>
): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const result = await read(async <R>(sql: Prisma.Sql) => {
      const rows = await client.query({ text: sql.text, values: sql.values, types: PRISMA_TYPES })
      return rows.rows as R[]
    })
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

/**
 * A statement asked `prepared` is parsed once per connection under a name of
 * its text, and PostgreSQL keeps its plan (plan_cache_mode auto: the generic
 * plan once it costs no more than the custom ones). For statements whose
 * plan the values cannot change (a product page by its ids, a section's page
 * in its index's order): planning was 40 % of the list page's database time
 * (docs/rest-api.md «Speed»). Off with DATABASE_PREPARED_STATEMENTS=off, for
 * a pooler that cannot keep them (PgBouncer before 1.21 in transaction mode).
 */
const preparedNames = new Map<string, string>()
function preparedName(text: string): string | undefined {
  if (process.env.DATABASE_PREPARED_STATEMENTS === 'off') return undefined
  let name = preparedNames.get(text)
  if (!name) {
    name = `akv_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`
    // A bound on this map only; each connection keeps what it prepared.
    if (preparedNames.size >= 1000) preparedNames.clear()
    preparedNames.set(text, name)
  }
  return name
}
