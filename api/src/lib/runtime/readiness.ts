import fs from 'node:fs'
import path from 'node:path'

import { getPaths } from '@redwoodjs/project-config'

import { db } from 'src/lib/db'

export type Readiness =
  | { ready: true }
  | { ready: false; reason: 'database' | 'migrations'; detail: string }

/** Migration folders the code ships, by name (what `prisma migrate deploy` applies). */
export function shippedMigrations(dir = path.join(getPaths().api.db, 'migrations')): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

/** Which shipped migrations the database has not finished applying. Pure. */
export function missingMigrations(shipped: string[], applied: string[]): string[] {
  const done = new Set(applied)
  return shipped.filter((name) => !done.has(name))
}

/** Migrations the database finished applying (Prisma's own table). */
export async function appliedMigrations(): Promise<string[]> {
  const rows = await db.$queryRaw<{ migration_name: string }[]>`
    SELECT migration_name FROM "_prisma_migrations"
     WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`
  return rows.map((row) => row.migration_name)
}

/**
 * Ready to serve shoppers: the database answers and has every migration this
 * build ships. Load balancers and the production start ask this; liveness
 * (`/health`) asks nothing of the database.
 */
export async function checkReadiness(
  shipped = shippedMigrations(),
  applied: () => Promise<string[]> = appliedMigrations
): Promise<Readiness> {
  let done: string[]
  try {
    done = await applied()
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error)
    return { ready: false, reason: 'database', detail: detail.slice(0, 300) }
  }
  const missing = missingMigrations(shipped, done)
  if (missing.length) {
    return { ready: false, reason: 'migrations', detail: `not applied: ${missing.join(', ')}` }
  }
  return { ready: true }
}
