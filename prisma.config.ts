/**
 * Prisma CLI configuration (migrate, db push, generate, seed).
 *
 * These machines cannot download Prisma's native engines, so the CLI runs its
 * WASM schema engine through `@prisma/adapter-pg`. adapter-pg 6.19.3 and the
 * WASM engine have five defects that break migrations; each is worked around
 * below and explained in docs/stack.md.
 */
import fs from 'node:fs'
import path from 'node:path'

import { PrismaPg } from '@prisma/adapter-pg'
import type { PrismaConfig } from 'prisma'

const root = __dirname.endsWith(`${path.sep}api`)
  ? path.dirname(__dirname)
  : __dirname

// Prisma skips .env loading when a config file exists: load them here, with
// variables already set in the environment winning (.env over .env.defaults).
for (const file of ['.env', '.env.defaults']) {
  const full = path.join(root, file)
  if (fs.existsSync(full)) process.loadEnvFile(full)
}

// Defect 4: the WASM schema engine arms long timers it never clears, which keep
// each command alive for up to a minute after its work is done.
const realSetTimeout = globalThis.setTimeout
globalThis.setTimeout = ((handler: () => void, ms?: number, ...args: []) => {
  const timer = realSetTimeout(handler, ms, ...args)
  if ((ms ?? 0) >= 5_000) timer.unref?.()
  return timer
}) as typeof setTimeout

// Defect 1: the schema describer selects catalogue columns of types such as
// "char" (18) and name (19) that adapter-pg rejects; they are plain text.
const TEXTUAL_CATALOG_OIDS = new Set([18, 19, 22, 24, 28, 30, 194, 2205])
const TEXT_OID = 25
let queryPatched = false
/** Applies the fixes of defects 1 and 5 to an adapter adapter-pg made. */
function patchAdapter<T extends object>(adapter: T): T {
  patchWholeScripts(adapter)
  patchCatalogTypes(adapter)
  return adapter
}

// Defect 5: adapter-pg's executeScript splits a migration at every ';', which
// cuts functions and triggers (plpgsql bodies) apart. One simple-protocol
// query runs the script whole, as one implicit transaction.
function patchWholeScripts(adapter: object) {
  const target = adapter as {
    executeScript: (script: string) => Promise<void>
    underlyingDriver: () => { query: (sql: string) => Promise<unknown> }
    onError: (error: unknown) => never
  }
  target.executeScript = async function (script: string) {
    try {
      await target.underlyingDriver().query(script)
    } catch (error) {
      target.onError(error)
    }
  }
}

function patchCatalogTypes(adapter: object) {
  if (queryPatched) return
  // PrismaPgAdapter -> PgQueryable, where performIO lives for both the adapter
  // and its transactions.
  const queryable = Object.getPrototypeOf(Object.getPrototypeOf(adapter))
  const performIO = queryable.performIO
  queryable.performIO = async function (...args: unknown[]) {
    const result = await performIO.apply(this, args)
    for (const field of result?.fields ?? []) {
      if (TEXTUAL_CATALOG_OIDS.has(field.dataTypeID)) field.dataTypeID = TEXT_OID
    }
    return result
  }
  queryPatched = true
}

function databaseUrl(): string {
  const url = process.env.DATABASE_URL
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    throw new Error(
      'DATABASE_URL is not set to a postgres:// URL. Start the shop with `npm start` ' +
        '(it starts an embedded PostgreSQL) or export DATABASE_URL.'
    )
  }
  return url
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

function pgFactory(connectionString: string) {
  return new PrismaPg({ connectionString, allowExitOnIdle: true })
}

/** adapter-pg's factory with the shadow-database defects fixed. */
function migrationAdapterFactory() {
  const url = databaseUrl()
  const main = pgFactory(url)
  return {
    provider: main.provider,
    adapterName: main.adapterName,
    async connect() {
      return patchAdapter(await main.connect())
    },
    // Defects 2 and 3: adapter-pg connects the "shadow" pool to the main
    // database (its connectionString wins over `database`) and drops the shadow
    // database while its own pool still holds connections.
    async connectToShadowDb() {
      const admin = patchAdapter(await main.connect())
      const name = `prisma_shadow_${crypto.randomUUID().replace(/-/g, '')}`
      await admin.executeScript(
        `CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`
      )
      const shadow = patchAdapter(await pgFactory(withDatabase(url, name)).connect())
      const dispose = shadow.dispose.bind(shadow)
      shadow.dispose = async () => {
        await dispose()
        await admin.executeScript(`DROP DATABASE IF EXISTS "${name}"`)
        await admin.dispose()
      }
      return shadow
    },
  }
}

export default {
  experimental: { adapter: true },
  engine: 'js',
  adapter: async () => migrationAdapterFactory(),
  schema: path.join(root, 'api/db/schema.prisma'),
  migrations: {
    path: path.join(root, 'api/db/migrations'),
    seed: 'yarn rw exec seed',
  },
} as PrismaConfig
