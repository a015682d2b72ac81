import fsp from 'node:fs/promises'
import path from 'node:path'

import { getPaths } from '@redwoodjs/project-config'

import { mediaRoot } from '../media'
import { orderFilesRoot } from '../orderFiles/storage'

import type { BackupReport } from './backup'
import { createBackup } from './backup'
import { BackupError, exitCodeOf } from './errors'
import type { FileArea } from './manifest'
import { prismaMigrateDeploy } from './migrations'
import type { RestoreReport } from './restore'
import { restoreBackup } from './restore'

/**
 * `yarn rw exec backup` and `yarn rw exec restore` (scripts/backup.ts,
 * scripts/restore.ts): argument handling, defaults from the environment,
 * the printed report and the exit code. No prompts, so cron can run them.
 */
export type ScriptArgs = Record<string, unknown> & { _?: unknown[] }

const BACKUP_NAME = /^akvatoria-\d{8}-\d{6}\.tar\.gz$/

function fileRoots(): Record<FileArea, string> {
  return { media: mediaRoot(), 'order-files': orderFilesRoot() }
}

function databaseUrl(): string {
  const url = process.env.DATABASE_URL
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    throw new BackupError('usage', 'DATABASE_URL is not set to a postgres:// URL.')
  }
  return url
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

function timestamp(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return (
    `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}-` +
    `${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`
  )
}

function stringArg(args: ScriptArgs, name: string): string | undefined {
  const value = args[name]
  if (value === undefined || value === false) return undefined
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new BackupError('usage', `--${name} needs a value`)
  }
  return String(value)
}

/** Deletes all but the `keep` newest backups named akvatoria-YYYYMMDD-HHMMSS.tar.gz in `folder`. */
export async function rotateBackups(folder: string, keep: number): Promise<string[]> {
  const names = (await fsp.readdir(folder)).filter((name) => BACKUP_NAME.test(name)).sort()
  const old = names.slice(0, Math.max(0, names.length - keep))
  for (const name of old) await fsp.rm(path.join(folder, name), { force: true })
  return old
}

export function formatBackupReport(report: BackupReport, removed: string[] = []): string {
  const { manifest } = report
  const lines = [
    `Backup written: ${report.file}`,
    `  ${mb(report.bytes)} in ${report.seconds.toFixed(1)} s; database ${manifest.database.name} ` +
      `(PostgreSQL ${manifest.database.serverVersion}), ${manifest.migrations.length} migrations, ` +
      `commit ${manifest.app.commit?.slice(0, 12) ?? 'unknown'}`,
    `  ${manifest.totals.tables} tables, ${manifest.totals.rows} rows; ` +
      `${manifest.totals.files} files (${mb(manifest.totals.fileBytes)}): ` +
      `media ${manifest.files.filter((f) => f.area === 'media').length}, ` +
      `order files ${manifest.files.filter((f) => f.area === 'order-files').length}`,
  ]
  if (report.skipped.length) {
    lines.push(`  Not backed up (links or special files): ${report.skipped.join(', ')}`)
  }
  if (removed.length) lines.push(`  Rotation removed: ${removed.join(', ')}`)
  return lines.join('\n')
}

export function formatRestoreReport(report: RestoreReport, databaseName: string): string {
  const { manifest, plan } = report
  const lines = [
    `Restored the backup of ${manifest.createdAt} (commit ${manifest.app.commit?.slice(0, 12) ?? 'unknown'}) ` +
      `into ${databaseName} in ${report.seconds.toFixed(1)} s`,
    `  ${manifest.totals.tables} tables, ${manifest.totals.rows} rows: counts and row digests verified`,
    `  ${manifest.sequences.length} sequences set; ${manifest.totals.files} files ` +
      `(${mb(manifest.totals.fileBytes)}) checked and in place`,
    `  Migrations: ${plan.before.length} of the backup` +
      (plan.after.length
        ? `, then ${plan.after.length} newer ones of this code (${plan.after.join(', ')})`
        : ''),
  ]
  if (plan.changed.length)
    lines.push(`  Warning: migrations edited since the backup: ${plan.changed.join(', ')}`)
  if (report.dropped.length)
    lines.push(`  --force dropped ${report.dropped.length} tables and sequences first`)
  for (const folder of report.setAside) lines.push(`  Previous files kept in ${folder}`)
  return lines.join('\n')
}

async function run(quiet: boolean, work: (log: (line: string) => void) => Promise<string>) {
  const log = quiet ? () => {} : (line: string) => console.log(line)
  try {
    const summary = await work(log)
    if (!quiet) console.log(summary)
    process.exitCode = 0
  } catch (error) {
    console.error(
      error instanceof BackupError ? error.message : ((error as Error).stack ?? String(error))
    )
    process.exitCode = exitCodeOf(error)
  }
}

/**
 * backup [--out FILE | --dir FOLDER [--keep N]] [--quiet]
 * Default: .data/backups/akvatoria-YYYYMMDD-HHMMSS.tar.gz in the project.
 */
export async function backupCommand(args: ScriptArgs): Promise<void> {
  await run(Boolean(args.quiet), async (log) => {
    const base = getPaths().base
    const outArg = stringArg(args, 'out')
    const dirArg = stringArg(args, 'dir')
    const keepArg = stringArg(args, 'keep')
    if (outArg && (dirArg || keepArg)) {
      throw new BackupError('usage', 'Use either --out FILE or --dir FOLDER [--keep N].')
    }
    const keep = keepArg === undefined ? undefined : Number(keepArg)
    if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1)) {
      throw new BackupError('usage', '--keep needs a whole number of backups, 1 or more.')
    }
    const folder = dirArg
      ? path.resolve(process.cwd(), dirArg)
      : path.join(base, '.data', 'backups')
    const out = outArg
      ? path.resolve(process.cwd(), outArg)
      : path.join(folder, `akvatoria-${timestamp()}.tar.gz`)
    log(`Backing up to ${out}`)
    const report = await createBackup({
      databaseUrl: databaseUrl(),
      out,
      roots: fileRoots(),
      appRoot: base,
      log,
    })
    const removed = keep && !outArg ? await rotateBackups(folder, keep) : []
    return formatBackupReport(report, removed)
  })
}

/** restore FILE [--force] [--quiet] */
export async function restoreCommand(args: ScriptArgs): Promise<void> {
  await run(Boolean(args.quiet), async (log) => {
    // `yarn rw exec restore FILE`: yargs leaves ['exec', FILE].
    const rest = args._ ?? []
    const positional = rest[0] === 'exec' ? rest.slice(1) : rest
    const file =
      stringArg(args, 'file') ?? (positional.length === 1 ? String(positional[0]) : undefined)
    if (!file)
      throw new BackupError('usage', 'Usage: yarn rw exec restore FILE [--force] [--quiet]')
    const base = getPaths().base
    const url = databaseUrl()
    const report = await restoreBackup({
      archive: path.resolve(process.cwd(), file),
      databaseUrl: url,
      roots: fileRoots(),
      migrationsDirectory: path.join(getPaths().api.db, 'migrations'),
      migrate: prismaMigrateDeploy(base),
      force: Boolean(args.force),
      log,
    })
    return formatRestoreReport(report, new URL(url).pathname.slice(1))
  })
}
