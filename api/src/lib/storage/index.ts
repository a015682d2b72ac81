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
import { S3Client } from '@aws-sdk/client-s3'

import { s3ClientSettings, storeSettings, type Env, type StorageArea } from './config'
import { LocalStore } from './local'
import { S3Store } from './s3'
import type { ObjectStore } from './store'

export * from './config'
export * from './store'
export { LocalStore } from './local'
export { S3Store } from './s3'

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
