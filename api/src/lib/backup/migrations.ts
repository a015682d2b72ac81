import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'

import { BackupError } from './errors'

/** A Prisma migration: folder name and the SHA-256 of its migration.sql (Prisma's checksum). */
export interface MigrationRecord {
  name: string
  checksum: string
}

/** The migrations the code carries (api/db/migrations), in the order Prisma applies them. */
export async function codeMigrations(directory: string): Promise<MigrationRecord[]> {
  const entries = await fsp.readdir(directory, { withFileTypes: true })
  const names = entries
    .filter(
      (entry) =>
        entry.isDirectory() && fs.existsSync(path.join(directory, entry.name, 'migration.sql'))
    )
    .map((entry) => entry.name)
    .sort()
  return Promise.all(
    names.map(async (name) => ({
      name,
      checksum: crypto
        .createHash('sha256')
        .update(await fsp.readFile(path.join(directory, name, 'migration.sql')))
        .digest('hex'),
    }))
  )
}

export interface MigrationPlan {
  /** Migrations to apply before the data is loaded: exactly the backup's. */
  before: string[]
  /** The code's newer migrations, applied after the data is in. */
  after: string[]
  /** Migrations whose SQL differs from when the backup was made. */
  changed: string[]
}

/**
 * The schema is brought to the backup's migrations, the data loaded into it,
 * and the code's newer migrations applied over the data (so that their data
 * changes run too). This needs the backup's migrations to be the first ones
 * of the code's.
 */
export function planMigrations(
  backup: MigrationRecord[],
  code: MigrationRecord[],
  backupCommit?: string | null
): MigrationPlan {
  const made = backupCommit ? ` (commit ${backupCommit})` : ''
  backup.forEach((migration, index) => {
    if (code[index]?.name === migration.name) return
    if (!code.some((own) => own.name === migration.name)) {
      throw new BackupError(
        'refused',
        `The backup was made by a version of the shop${made} whose migration ` +
          `${migration.name} this code does not have. Restore it with that version ` +
          '(or a newer one that contains all of its migrations), then update the code.'
      )
    }
    throw new BackupError(
      'refused',
      `The backup's migrations are not the first ones of this code's: at position ${index + 1} ` +
        `the backup has ${migration.name}, the code ${code[index]?.name ?? 'nothing'}. ` +
        `Restore it with the shop version it was made with${made}.`
    )
  })
  return {
    before: backup.map((migration) => migration.name),
    after: code.slice(backup.length).map((migration) => migration.name),
    changed: backup
      .filter((migration, index) => code[index].checksum !== migration.checksum)
      .map((migration) => migration.name),
  }
}

/**
 * Copies the first `names` migrations (and the lock file) into `target`, for a
 * `prisma migrate deploy` that must stop at the backup's schema.
 */
export async function copyMigrations(
  source: string,
  names: string[],
  target: string
): Promise<void> {
  await fsp.mkdir(target, { recursive: true })
  const lock = path.join(source, 'migration_lock.toml')
  if (fs.existsSync(lock)) await fsp.copyFile(lock, path.join(target, 'migration_lock.toml'))
  for (const name of names) {
    await fsp.cp(path.join(source, name), path.join(target, name), { recursive: true })
  }
}

export type MigrateDeploy = (options: {
  databaseUrl: string
  /** A folder of migrations to apply instead of the code's own. */
  migrationsDirectory?: string
}) => Promise<void>

/**
 * `prisma migrate deploy` through the project's prisma.config.ts (which works
 * around adapter-pg's defects, docs/stack.md), run as a child process like
 * `yarn rw prisma migrate deploy` would. With `migrationsDirectory`, a
 * throw-away config next to that folder imports the project's and points
 * `migrations.path` at it.
 */
export function prismaMigrateDeploy(appRoot: string): MigrateDeploy {
  return async ({ databaseUrl, migrationsDirectory }) => {
    const cli = path.join(appRoot, 'node_modules', 'prisma', 'build', 'index.js')
    if (!fs.existsSync(cli)) {
      throw new BackupError('failed', `Prisma's CLI is not installed (${cli}): run yarn install.`)
    }
    const args = [cli, 'migrate', 'deploy']
    if (migrationsDirectory) {
      const config = path.join(path.dirname(migrationsDirectory), 'prisma.config.ts')
      const projectConfig = path.join(appRoot, 'prisma.config.ts')
      await fsp.writeFile(
        config,
        `import project from ${JSON.stringify(projectConfig)}\n` +
          `export default { ...project, migrations: { ...project.migrations, path: ${JSON.stringify(
            migrationsDirectory
          )} } }\n`
      )
      args.push('--config', config)
    }
    const output: Buffer[] = []
    const code = await new Promise<number>((resolve, reject) => {
      const child = spawn(process.execPath, args, {
        cwd: appRoot,
        env: { ...process.env, DATABASE_URL: databaseUrl, PRISMA_HIDE_UPDATE_MESSAGE: 'true' },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
      child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
      child.on('error', reject)
      child.on('exit', (exitCode) => resolve(exitCode ?? 1))
    })
    if (code !== 0) {
      throw new BackupError(
        'failed',
        `prisma migrate deploy failed (exit ${code}):\n${Buffer.concat(output).toString('utf8').trim()}`
      )
    }
  }
}
