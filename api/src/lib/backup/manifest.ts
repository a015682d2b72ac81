import { BackupError } from './errors'
import type { MigrationRecord } from './migrations'

export const MANIFEST_NAME = 'manifest.json'
export const FORMAT = 'akvatoria-backup'
export const FORMAT_VERSION = 1

/** The folders of files a backup carries, by their name in the archive. */
export const FILE_AREAS = ['media', 'order-files'] as const
export type FileArea = (typeof FILE_AREAS)[number]

export interface ManifestTable {
  name: string
  columns: string[]
  /** The archive entry with the table's `COPY … TO STDOUT` text. */
  part: string
  rows: number
  /** Order-independent digest of the rows (rowDigest.ts). */
  digest: string
  bytes: number
  sha256: string
}

export interface ManifestSequence {
  name: string
  table: string | null
  column: string | null
  lastValue: string
  isCalled: boolean
}

export interface ManifestFile {
  area: FileArea
  /** Path under the area's root, `/`-separated. */
  path: string
  part: string
  bytes: number
  sha256: string
}

export interface Manifest {
  format: typeof FORMAT
  formatVersion: number
  createdAt: string
  app: { name: string; commit: string | null }
  database: { name: string; schema: string; serverVersion: string }
  /** Applied Prisma migrations (from `_prisma_migrations`), in order. */
  migrations: MigrationRecord[]
  tables: ManifestTable[]
  sequences: ManifestSequence[]
  files: ManifestFile[]
  /** Empty folders, per area, so that the restored tree is the same. */
  directories: Array<{ area: FileArea; path: string }>
  totals: { tables: number; rows: number; files: number; fileBytes: number }
}

export const tablePart = (table: string) => `db/${encodeURIComponent(table)}.copy`
export const filePart = (area: FileArea, relative: string) => `${area}/${relative}`

export function parseManifest(text: string): Manifest {
  let manifest: Manifest
  try {
    manifest = JSON.parse(text)
  } catch {
    throw new BackupError('damaged', 'The backup manifest (manifest.json) is not valid JSON.')
  }
  if (manifest?.format !== FORMAT) {
    throw new BackupError(
      'damaged',
      'This archive is not a shop backup (its manifest names no akvatoria-backup).'
    )
  }
  if (manifest.formatVersion !== FORMAT_VERSION) {
    throw new BackupError(
      'refused',
      `The backup has format version ${manifest.formatVersion}; this code reads version ${FORMAT_VERSION}. ` +
        'Restore it with the shop version that made it.'
    )
  }
  for (const key of ['migrations', 'tables', 'sequences', 'files', 'directories'] as const) {
    if (!Array.isArray(manifest[key])) {
      throw new BackupError('damaged', `The backup manifest has no ${key} list.`)
    }
  }
  return manifest
}
