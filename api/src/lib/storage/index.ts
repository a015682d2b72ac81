/**
 * Which store the media and the order files live in, from the environment
 * (docs/deploy.md «Storage»):
 *
 * - `STORAGE_DRIVER=local` (default): folders MEDIA_ROOT and ORDER_FILES_ROOT
 *   (relative paths start at the project root);
 * - `STORAGE_DRIVER=s3`: S3_BUCKET (or S3_MEDIA_BUCKET / S3_ORDER_FILES_BUCKET),
 *   key prefixes S3_MEDIA_PREFIX (default `media/`) and S3_ORDER_FILES_PREFIX
 *   (default `order-files/`), S3_REGION, S3_ENDPOINT and S3_FORCE_PATH_STYLE
 *   for S3-compatible servers, S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY
 *   (otherwise the SDK's default credential chain).
 *
 * A store is built once per configuration and reused (one S3 client, one
 * connection pool, per process); tests that change the environment get a
 * store for the new values.
 */
import path from 'node:path'

import { S3Client } from '@aws-sdk/client-s3'

import { getPaths } from '@redwoodjs/project-config'

import { LocalStore } from './local'
import { S3Store } from './s3'
import type { ObjectStore } from './store'

export * from './store'
export { LocalStore } from './local'
export { S3Store } from './s3'

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

type Env = NodeJS.ProcessEnv

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

export function createS3Client(settings: ReturnType<typeof s3ClientSettings>): S3Client {
  return new S3Client({
    ...settings,
    // Checksums only where S3 demands them: S3-compatible servers differ in
    // what else they accept (streamed uploads with trailing checksums above all).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  })
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

const stores = new Map<string, ObjectStore>()
const clients = new Map<string, S3Client>()

/** The store of one area, as the environment configures it now. */
export function storeFor(area: StorageArea, env: Env = process.env): ObjectStore {
  const settings = storeSettings(area, env)
  const cacheKey = JSON.stringify(settings)
  let store = stores.get(cacheKey)
  if (!store) {
    if (settings.driver === 'local') {
      store = new LocalStore(settings)
    } else {
      const clientKey = JSON.stringify(settings.client)
      let client = clients.get(clientKey)
      if (!client) {
        client = createS3Client(settings.client)
        clients.set(clientKey, client)
      }
      store = new S3Store({ client, bucket: settings.bucket, prefix: settings.prefix })
    }
    stores.set(cacheKey, store)
  }
  return store
}

export const mediaStore = (env: Env = process.env) => storeFor('media', env)
export const orderFilesStore = (env: Env = process.env) => storeFor('orderFiles', env)

/** Closes the S3 clients' connections (scripts and tests, before they exit). */
export function closeStores(): void {
  for (const client of clients.values()) client.destroy()
  clients.clear()
  stores.clear()
}
