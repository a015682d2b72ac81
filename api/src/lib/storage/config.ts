/**
 * Storage settings from the environment (no SDK here: lib/media.ts and the
 * services that only build media addresses import this, not the drivers).
 * Variables: lib/storage/index.ts and docs/deploy.md «Storage».
 */
import path from 'node:path'

import { getPaths } from '@redwoodjs/project-config'

export type StorageArea = 'media' | 'orderFiles'

export class StorageConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'StorageConfigError'
  }
}

const AREAS = {
  media: {
    rootVariable: 'MEDIA_ROOT',
    defaultRoot: path.join('.data', 'media'),
    bucketVariable: 'S3_MEDIA_BUCKET',
    prefixVariable: 'S3_MEDIA_PREFIX',
    defaultPrefix: 'media/',
    // Public pictures: the usual modes.
    fileMode: undefined,
    dirMode: undefined,
  },
  orderFiles: {
    rootVariable: 'ORDER_FILES_ROOT',
    defaultRoot: path.join('.data', 'order-files'),
    bucketVariable: 'S3_ORDER_FILES_BUCKET',
    prefixVariable: 'S3_ORDER_FILES_PREFIX',
    defaultPrefix: 'order-files/',
    // The shoppers' files are for the shop's eyes only.
    fileMode: 0o600,
    dirMode: 0o700,
  },
} as const

export type Env = NodeJS.ProcessEnv

/** A folder variable: absolute as given, relative from the project root. */
export function localRoot(area: StorageArea, env: Env = process.env): string {
  const { rootVariable, defaultRoot } = AREAS[area]
  const configured = env[rootVariable]
  const base = getPaths().base
  if (!configured) return path.join(base, defaultRoot)
  return path.isAbsolute(configured) ? configured : path.join(base, configured)
}

export function storageDriver(env: Env = process.env): 'local' | 's3' {
  const driver = (env.STORAGE_DRIVER || 'local').trim().toLowerCase()
  if (driver !== 'local' && driver !== 's3') {
    throw new StorageConfigError(`STORAGE_DRIVER must be "local" or "s3", not "${driver}"`)
  }
  return driver
}

const truthy = (value: string | undefined) => /^(1|true|yes|on)$/i.test((value ?? '').trim())

/** The S3 client settings from the environment (one client per distinct set). */
export function s3ClientSettings(env: Env = process.env) {
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim()
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new StorageConfigError('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither')
  }
  return {
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    forcePathStyle: truthy(env.S3_FORCE_PATH_STYLE),
    credentials: accessKeyId ? { accessKeyId, secretAccessKey: secretAccessKey! } : undefined,
  }
}

/** The store settings of one area, as plain data (also the cache key). */
export function storeSettings(area: StorageArea, env: Env = process.env) {
  const spec = AREAS[area]
  if (storageDriver(env) === 'local') {
    return {
      driver: 'local' as const,
      root: localRoot(area, env),
      fileMode: spec.fileMode,
      dirMode: spec.dirMode,
    }
  }
  const bucket = (env[spec.bucketVariable] || env.S3_BUCKET || '').trim()
  if (!bucket) {
    throw new StorageConfigError(`STORAGE_DRIVER=s3 needs S3_BUCKET (or ${spec.bucketVariable})`)
  }
  let prefix = (env[spec.prefixVariable] ?? spec.defaultPrefix).trim().replace(/^\/+/, '')
  if (prefix && !prefix.endsWith('/')) prefix += '/'
  return { driver: 's3' as const, bucket, prefix, client: s3ClientSettings(env) }
}
