import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'

import type pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'

import { extractArchive, hashFile, listTree } from './archive'
import {
  connect,
  copyColumns,
  copyOut,
  databaseNameOf,
  listForeignKeys,
  listRelations,
  listTables,
  loadOrder,
  quoteIdent,
  schemaOf,
} from './database'
import { BackupError } from './errors'
import type { FileArea, Manifest } from './manifest'
import { FILE_AREAS, MANIFEST_NAME, parseManifest } from './manifest'
import type { MigrateDeploy, MigrationPlan } from './migrations'
import { codeMigrations, copyMigrations, planMigrations } from './migrations'

export interface RestoreOptions {
  archive: string
  databaseUrl: string
  /** Where each area's files go (media → MEDIA_ROOT, order-files → ORDER_FILES_ROOT). */
  roots: Record<FileArea, string>
  /** The code's migrations folder (api/db/migrations). */
  migrationsDirectory: string
  migrate: MigrateDeploy
  /** Restore into a database or folders that are not empty: their content is replaced. */
  force?: boolean
  log?: (line: string) => void
}

export interface RestoreReport {
  seconds: number
  manifest: Manifest
  plan: MigrationPlan
  /** Folders that held files before a forced restore, kept under a new name. */
  setAside: string[]
  /** What `--force` dropped from the database. */
  dropped: string[]
}

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '')

/** Every part the manifest names is in the unpacked archive with its size and SHA-256, and nothing else is. */
async function verifyParts(manifest: Manifest, directory: string): Promise<void> {
  const expected = new Map<string, { bytes: number; sha256: string }>()
  for (const table of manifest.tables) expected.set(table.part, table)
  for (const file of manifest.files) expected.set(file.part, file)
  const { files } = await listTree(directory)
  const present = new Set(files.map((file) => file.relative))
  for (const [part, want] of expected) {
    if (!present.has(part)) {
      throw new BackupError(
        'damaged',
        `The archive is incomplete: ${part} is missing. Nothing was restored.`
      )
    }
    const got = await hashFile(path.join(directory, part))
    if (got.bytes !== want.bytes || got.sha256 !== want.sha256) {
      throw new BackupError(
        'damaged',
        `The archive is damaged: ${part} does not match its checksum ` +
          `(expected ${want.sha256.slice(0, 12)}…, ${want.bytes} bytes; found ${got.sha256.slice(0, 12)}…, ` +
          `${got.bytes} bytes). Nothing was restored.`
      )
    }
  }
  const extra = files.find(
    (file) => file.relative !== MANIFEST_NAME && !expected.has(file.relative)
  )
  if (extra) {
    throw new BackupError(
      'damaged',
      `The archive holds ${extra.relative}, which its manifest does not list. Nothing was restored.`
    )
  }
}

async function folderIsEmpty(folder: string): Promise<boolean> {
  try {
    return (await fsp.readdir(folder)).length === 0
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true
    throw error
  }
}

/** What is already in the target database schema and file folders. */
async function inspectTarget(options: RestoreOptions, schema: string) {
  const client = await connect(options.databaseUrl)
  try {
    const relations = await listRelations(client, schema)
    const fullFolders: string[] = []
    for (const area of FILE_AREAS) {
      if (!(await folderIsEmpty(options.roots[area]))) fullFolders.push(options.roots[area])
    }
    return { relations, fullFolders }
  } finally {
    await client.end().catch(() => {})
  }
}

/** Moves a folder, copying when source and target are on different file systems. */
async function moveFolder(from: string, to: string): Promise<void> {
  try {
    await fsp.rename(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    await fsp.cp(from, to, { recursive: true, preserveTimestamps: true })
    await fsp.rm(from, { recursive: true, force: true })
  }
}

async function loadTables(
  client: pg.Client,
  manifest: Manifest,
  directory: string,
  schema: string
) {
  const existing = new Map((await listTables(client, schema)).map((table) => [table.name, table]))
  for (const table of manifest.tables) {
    const found = existing.get(table.name)
    const missing = found ? table.columns.filter((column) => !found.columns.includes(column)) : []
    if (!found || missing.length) {
      throw new BackupError(
        'failed',
        `The schema built from the backup's migrations has no ${
          found ? `column ${missing.join(', ')} in table` : 'table'
        } ${table.name}; the backup and its migrations disagree.`
      )
    }
  }
  const names = manifest.tables.map((table) => table.name)
  const order = loadOrder(names, await listForeignKeys(client, schema))
  const byName = new Map(manifest.tables.map((table) => [table.name, table]))
  const tableList = names.map(quoteIdent).join(', ')

  await client.query('BEGIN')
  try {
    // Rows a migration may have inserted give way to the backup's.
    if (names.length) await client.query(`TRUNCATE ${tableList}`)
    // The backup holds what the search triggers computed (search vectors,
    // the word list): load it as it is instead of computing it again.
    for (const name of names)
      await client.query(`ALTER TABLE ${quoteIdent(name)} DISABLE TRIGGER USER`)
    for (const name of order) {
      const table = byName.get(name)
      if (!table) continue
      await new Promise<void>((resolve, reject) => {
        const target = client.query(copyFrom(`COPY ${copyColumns(table)} FROM STDIN`))
        const source = fs.createReadStream(path.join(directory, table.part))
        source.on('error', reject)
        target.on('error', reject)
        target.on('finish', () => resolve())
        source.pipe(target)
      })
    }
    for (const name of names)
      await client.query(`ALTER TABLE ${quoteIdent(name)} ENABLE TRIGGER USER`)

    // Sequences: the backup's values (numbers already handed out stay used),
    // and never below the highest id now in the table.
    const knownSequences = new Set(
      (
        await client.query<{ name: string }>(
          `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = $1 AND c.relkind = 'S'`,
          [schema]
        )
      ).rows.map((row) => row.name)
    )
    for (const sequence of manifest.sequences) {
      if (!knownSequences.has(sequence.name)) continue
      await client.query(`SELECT setval($1::regclass, $2::bigint, $3)`, [
        quoteIdent(sequence.name),
        sequence.lastValue,
        sequence.isCalled,
      ])
      if (sequence.table && sequence.column && byName.has(sequence.table)) {
        await client.query(
          `SELECT setval($1::regclass, m) FROM (SELECT max(${quoteIdent(sequence.column)})::bigint AS m
             FROM ${quoteIdent(sequence.table)}) t
            WHERE m IS NOT NULL AND m > (SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END
                                          FROM ${quoteIdent(sequence.name)})`,
          [quoteIdent(sequence.name)]
        )
      }
    }

    // What was loaded is what was backed up: row counts and row digests.
    for (const table of manifest.tables) {
      const loaded = await copyOut(client, table)
      if (loaded.rows !== table.rows || loaded.digest !== table.digest) {
        throw new BackupError(
          'failed',
          `Table ${table.name} does not match the backup after loading ` +
            `(${loaded.rows} rows, backup ${table.rows}); nothing was committed.`
        )
      }
    }
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  }
}

/**
 * Restores a backup made by createBackup into an empty database (and empty
 * file folders): checks the archive, builds the schema with the backup's
 * migrations, loads and verifies every table in one transaction, applies the
 * code's newer migrations, then puts the files in place folder by folder
 * (unpacked beside the target, then renamed).
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreReport> {
  const started = Date.now()
  const log = options.log ?? (() => {})
  const archive = path.resolve(options.archive)
  if (!fs.existsSync(archive)) throw new BackupError('usage', `No such file: ${archive}`)

  const schema = schemaOf(options.databaseUrl)
  const database = databaseNameOf(options.databaseUrl)
  const target = await inspectTarget(options, schema)
  if (!options.force && (target.relations.length || target.fullFolders.length)) {
    const what = [
      target.relations.length
        ? `the database ${database} is not empty (${target.relations.length} tables and sequences ` +
          `in schema ${schema}, e.g. ${target.relations.slice(0, 3).join(', ')})`
        : '',
      target.fullFolders.length ? `${target.fullFolders.join(' and ')} not empty` : '',
    ]
      .filter(Boolean)
      .join('; ')
    throw new BackupError(
      'refused',
      `Refusing to restore: ${what}. Restore into a new, empty database and empty folders ` +
        '(see docs/backup.md), or pass --force to replace what is there (the database schema is ' +
        'dropped; the folders are kept aside under a new name).'
    )
  }

  // Unpack beside the media folder, so that the final moves are renames.
  const workParent = path.dirname(path.resolve(options.roots.media))
  await fsp.mkdir(workParent, { recursive: true })
  const work = await fsp.mkdtemp(path.join(workParent, '.restore-'))
  const unpacked = path.join(work, 'archive')
  await fsp.mkdir(unpacked)
  try {
    log('Checking the archive')
    await extractArchive(archive, unpacked)
    const manifestFile = path.join(unpacked, MANIFEST_NAME)
    if (!fs.existsSync(manifestFile)) {
      throw new BackupError(
        'damaged',
        `${archive} has no ${MANIFEST_NAME}: it is not a shop backup (or is truncated).`
      )
    }
    const manifest = parseManifest(await fsp.readFile(manifestFile, 'utf8'))
    await verifyParts(manifest, unpacked)

    const plan = planMigrations(
      manifest.migrations,
      await codeMigrations(options.migrationsDirectory),
      manifest.app.commit
    )
    if (plan.changed.length) {
      log(`Warning: migrations changed since the backup was made: ${plan.changed.join(', ')}`)
    }

    const dropped: string[] = []
    if (target.relations.length) {
      log(`Dropping schema ${schema} of ${database} (--force)`)
      const client = await connect(options.databaseUrl)
      try {
        await client.query(`DROP SCHEMA ${quoteIdent(schema)} CASCADE`)
        await client.query(`CREATE SCHEMA ${quoteIdent(schema)}`)
        dropped.push(...target.relations)
      } finally {
        await client.end().catch(() => {})
      }
    }

    if (plan.after.length) {
      log(`Building the schema: the backup's ${plan.before.length} migrations`)
      const directory = path.join(work, 'migrations')
      await copyMigrations(options.migrationsDirectory, plan.before, directory)
      await options.migrate({ databaseUrl: options.databaseUrl, migrationsDirectory: directory })
    } else {
      log(`Building the schema: ${plan.before.length} migrations`)
      await options.migrate({ databaseUrl: options.databaseUrl })
    }

    log(`Loading ${manifest.tables.length} tables (${manifest.totals.rows} rows)`)
    const loader = await connect(options.databaseUrl)
    try {
      await loadTables(loader, manifest, unpacked, schema)
    } finally {
      await loader.end().catch(() => {})
    }

    if (plan.after.length) {
      log(`Applying the code's ${plan.after.length} newer migrations: ${plan.after.join(', ')}`)
      await options.migrate({ databaseUrl: options.databaseUrl })
    }

    log(`Putting ${manifest.files.length} files in place`)
    const setAside: string[] = []
    const suffix = stamp()
    for (const area of FILE_AREAS) {
      const destination = path.resolve(options.roots[area])
      const source = path.join(unpacked, area)
      await fsp.mkdir(source, { recursive: true })
      await fsp.mkdir(path.dirname(destination), { recursive: true })
      const staged = `${destination}.restoring-${suffix}`
      await moveFolder(source, staged)
      if (fs.existsSync(destination)) {
        if (await folderIsEmpty(destination)) {
          await fsp.rmdir(destination)
        } else {
          const aside = `${destination}.before-restore-${suffix}`
          await fsp.rename(destination, aside)
          setAside.push(aside)
        }
      }
      await fsp.rename(staged, destination)
    }
    return { seconds: (Date.now() - started) / 1000, manifest, plan, setAside, dropped }
  } finally {
    // An unpack that failed half-way may still be closing files: retry, and
    // never let the clean-up hide the error that matters.
    await fsp
      .rm(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
      .catch((error) => log(`Could not remove ${work}: ${(error as Error).message}`))
  }
}
