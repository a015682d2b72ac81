/**
 * Moves the media and order-file folders into the configured bucket:
 * `yarn rw exec storage-sync [--area media|order-files] [--dry-run]
 * [--media-dir <folder>] [--order-files-dir <folder>]`. Copies every file
 * that is missing in the bucket or has another size there; never deletes.
 * Safe to rerun (e.g. once more right before switching STORAGE_DRIVER to s3).
 * docs/deploy.md «Storage: local folder or S3-compatible bucket».
 */
import path from 'node:path'

import {
  closeStores,
  LocalStore,
  localRoot,
  storeFor,
  storeSettings,
  type StorageArea,
} from 'api/src/lib/storage'
import { syncStores } from 'api/src/lib/storage/sync'

import { flag, type ScriptArgs } from './import/cli'

const USAGE = `Copy the local media and order-file folders into the S3 bucket:
  STORAGE_DRIVER=s3 S3_BUCKET=… yarn rw exec storage-sync [--area media|order-files] [--dry-run]
                                   [--media-dir <folder>] [--order-files-dir <folder>]
  --area             one area only (default: both)
  --dry-run          list what would be copied; copy nothing
  --media-dir        source folder of the media (default: MEDIA_ROOT)
  --order-files-dir  source folder of the order files (default: ORDER_FILES_ROOT)
See docs/deploy.md.`

const AREAS: Record<string, StorageArea> = { media: 'media', 'order-files': 'orderFiles' }

function folderOption(args: ScriptArgs, name: string): string | undefined {
  const value = args[name]
  if (value === undefined || value === '') return undefined
  if (typeof value !== 'string') throw new Error(`--${name} takes one folder`)
  return path.resolve(process.env.INIT_CWD || process.cwd(), value)
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

export default async ({ args = {} }: { args?: ScriptArgs }) => {
  const area = args.area
  if (area !== undefined && (typeof area !== 'string' || !AREAS[area])) {
    console.error(`Unknown --area ${String(area)}.\n\n${USAGE}`)
    process.exitCode = 1
    return
  }
  if (storeSettings('media').driver !== 's3') {
    console.error(`STORAGE_DRIVER is not s3: there is no bucket to copy into.\n\n${USAGE}`)
    process.exitCode = 1
    return
  }
  const dryRun = flag(args, 'dry-run')
  const sources: Record<StorageArea, string | undefined> = {
    media: folderOption(args, 'media-dir'),
    orderFiles: folderOption(args, 'order-files-dir'),
  }
  try {
    for (const [name, key] of Object.entries(AREAS)) {
      if (area && area !== name) continue
      const source = new LocalStore({ root: sources[key] ?? localRoot(key) })
      const target = storeFor(key)
      console.log(`${name}: ${source.location} → ${target.location}${dryRun ? ' (dry run)' : ''}`)
      const report = await syncStores(source, target, {
        dryRun,
        onCopy: dryRun
          ? (file, size) => console.log(`  would copy ${file} (${size} B)`)
          : undefined,
      })
      console.log(
        `  ${report.seen} files: ${report.copied} ${dryRun ? 'to copy' : 'copied'} ` +
          `(${megabytes(report.bytesCopied)}), ${report.skipped} already there`
      )
    }
  } finally {
    closeStores()
  }
}
