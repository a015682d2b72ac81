import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'

import type { ArchiveSource, WrittenPart } from './archive'
import { listTree, writeArchive } from './archive'
import {
  connect,
  copyOut,
  databaseNameOf,
  listSequences,
  listTables,
  quoteIdent,
  schemaOf,
} from './database'
import { BackupError } from './errors'
import type { FileArea, Manifest, ManifestFile, ManifestSequence, ManifestTable } from './manifest'
import { FORMAT, FORMAT_VERSION, MANIFEST_NAME, filePart, tablePart } from './manifest'
import type { MigrationRecord } from './migrations'

export interface BackupOptions {
  databaseUrl: string
  /** The .tar.gz to write; its folder is created if missing. */
  out: string
  /** Folders of files to include, by area (media → MEDIA_ROOT, order-files → ORDER_FILES_ROOT). */
  roots: Record<FileArea, string>
  /** The project root, for the app's name and git commit in the manifest. */
  appRoot: string
  log?: (line: string) => void
}

export interface BackupReport {
  file: string
  bytes: number
  seconds: number
  manifest: Manifest
  /** Symbolic links and special files that were not backed up. */
  skipped: string[]
}

/** Prisma's table of applied migrations; it is rebuilt by `migrate deploy` on restore. */
export const MIGRATIONS_TABLE = '_prisma_migrations'

function gitCommit(appRoot: string): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: appRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    }).trim()
  } catch {
    return process.env.APP_COMMIT || null
  }
}

function appName(appRoot: string): string {
  try {
    return (
      JSON.parse(fs.readFileSync(path.join(appRoot, 'package.json'), 'utf8')).name ?? 'akvatoria'
    )
  } catch {
    return 'akvatoria'
  }
}

/**
 * A logical backup, without pg_dump: every table of the shop's schema as
 * `COPY … TO STDOUT` text read in one REPEATABLE READ, READ ONLY transaction
 * (a consistent snapshot while the shop keeps running), the sequences, the
 * applied migrations, then the media and order-file folders, in one .tar.gz
 * with a manifest of row counts, digests and SHA-256 sums. Written to a
 * temporary name and renamed when complete, so a half-written archive never
 * looks like a backup.
 */
export async function createBackup(options: BackupOptions): Promise<BackupReport> {
  const started = Date.now()
  const log = options.log ?? (() => {})
  const out = path.resolve(options.out)
  const folder = path.dirname(out)
  await fsp.mkdir(folder, { recursive: true })
  const staging = await fsp.mkdtemp(path.join(folder, '.backup-'))
  const partial = `${out}.partial`
  try {
    const schema = schemaOf(options.databaseUrl)
    const client = await connect(options.databaseUrl)
    let serverVersion: string
    let migrations: MigrationRecord[]
    const tables: ManifestTable[] = []
    const sequences: ManifestSequence[] = []
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY')
      serverVersion = (await client.query<{ server_version: string }>('SHOW server_version'))
        .rows[0].server_version
      const all = await listTables(client, schema)
      if (!all.some((table) => table.name === MIGRATIONS_TABLE)) {
        throw new BackupError(
          'failed',
          `The database ${databaseNameOf(options.databaseUrl)} has no ${MIGRATIONS_TABLE} table: ` +
            'it is not a migrated shop database.'
        )
      }
      const pending = await client.query<{ name: string }>(
        `SELECT migration_name AS name FROM ${quoteIdent(MIGRATIONS_TABLE)}
          WHERE finished_at IS NULL AND rolled_back_at IS NULL`
      )
      if (pending.rowCount) {
        throw new BackupError(
          'failed',
          `Migration ${pending.rows[0].name} is unfinished or failed; fix the database ` +
            '(prisma migrate status / resolve) before backing it up.'
        )
      }
      migrations = (
        await client.query<MigrationRecord>(
          `SELECT migration_name AS name, checksum FROM ${quoteIdent(MIGRATIONS_TABLE)}
            WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL
            ORDER BY migration_name COLLATE "C"`
        )
      ).rows

      await fsp.mkdir(path.join(staging, 'db'))
      for (const table of all) {
        if (table.name === MIGRATIONS_TABLE) continue
        const part = tablePart(table.name)
        const file = path.join(staging, part)
        const measured = await copyOut(client, table, fs.createWriteStream(file, { mode: 0o600 }))
        tables.push({ name: table.name, columns: table.columns, part, ...measured })
        log(`  ${table.name.padEnd(24)} ${String(measured.rows).padStart(9)} rows`)
      }
      for (const sequence of await listSequences(client, schema)) {
        const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
          `SELECT last_value::text, is_called FROM ${quoteIdent(sequence.name)}`
        )
        sequences.push({ ...sequence, lastValue: rows[0].last_value, isCalled: rows[0].is_called })
      }
      await client.query('COMMIT')
    } finally {
      await client.end().catch(() => {})
    }

    const areas = Object.entries(options.roots) as Array<[FileArea, string]>
    const trees = await Promise.all(
      areas.map(async ([area, root]) => ({ area, root, ...(await listTree(root)) }))
    )
    const written = new Map<string, WrittenPart>()
    const files: ManifestFile[] = []
    const createdAt = new Date()

    const manifest = (): Manifest => {
      for (const tree of trees) {
        for (const file of tree.files) {
          const part = filePart(tree.area, file.relative)
          const done = written.get(part)
          if (!done) throw new Error(`internal: ${part} was not written`)
          files.push({
            area: tree.area,
            path: file.relative,
            part,
            bytes: done.bytes,
            sha256: done.sha256,
          })
        }
      }
      return {
        format: FORMAT,
        formatVersion: FORMAT_VERSION,
        createdAt: createdAt.toISOString(),
        app: { name: appName(options.appRoot), commit: gitCommit(options.appRoot) },
        database: { name: databaseNameOf(options.databaseUrl), schema, serverVersion },
        migrations,
        tables,
        sequences,
        files,
        directories: trees.flatMap((tree) =>
          tree.directories.map((directory) => ({ area: tree.area, path: directory.relative }))
        ),
        totals: {
          tables: tables.length,
          rows: tables.reduce((sum, table) => sum + table.rows, 0),
          files: files.length,
          fileBytes: files.reduce((sum, file) => sum + file.bytes, 0),
        },
      }
    }

    let finalManifest: Manifest | undefined
    const sources = async function* (): AsyncGenerator<ArchiveSource> {
      for (const table of tables) {
        const file = path.join(staging, table.part)
        yield {
          kind: 'file',
          name: table.part,
          file,
          size: table.bytes,
          mode: 0o600,
          mtime: createdAt,
        }
      }
      for (const tree of trees) {
        for (const directory of tree.directories) {
          yield {
            kind: 'directory',
            name: filePart(tree.area, directory.relative),
            mode: directory.mode,
            mtime: directory.mtime,
          }
        }
        for (const file of tree.files) {
          yield {
            kind: 'file',
            name: filePart(tree.area, file.relative),
            file: file.full,
            size: file.size,
            mode: file.mode,
            mtime: file.mtime,
          }
        }
      }
      finalManifest = manifest()
      yield {
        kind: 'data',
        name: MANIFEST_NAME,
        data: Buffer.from(JSON.stringify(finalManifest, null, 2)),
        mtime: createdAt,
      }
    }

    await writeArchive(partial, sources(), (part) => {
      written.set(part.name, part)
      // A table part must be what was measured while it was dumped.
      const table = tables.find((t) => t.part === part.name)
      if (table && table.sha256 !== part.sha256) {
        throw new Error(`${part.name} changed on disk while it was being archived`)
      }
    })
    await fsp.rename(partial, out)
    const { size } = await fsp.stat(out)
    if (!finalManifest) throw new Error('internal: no manifest written')
    return {
      file: out,
      bytes: size,
      seconds: (Date.now() - started) / 1000,
      manifest: finalManifest,
      skipped: trees.flatMap((tree) => tree.skipped),
    }
  } finally {
    await fsp
      .rm(staging, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
      .catch(() => {})
    await fsp.rm(partial, { force: true }).catch(() => {})
  }
}
