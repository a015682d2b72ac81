import crypto from 'node:crypto'
import path from 'node:path'

import { contentTypeOf, localRoot, orderFilesStore, readObject } from 'src/lib/storage'

export { orderFilesStore }

/**
 * Order files in the order-files store (lib/storage): by default the folder
 * ORDER_FILES_ROOT (default `.data/order-files`, relative paths from the
 * project root, like MEDIA_ROOT; folders 0700, files 0600), with
 * STORAGE_DRIVER=s3 a bucket (prefix S3_ORDER_FILES_PREFIX). One folder per
 * order, random names: `{orderId}/{uuid}.{ext}`. The client's file name
 * never reaches the key; the database keeps the key.
 */
export function orderFilesRoot(env: NodeJS.ProcessEnv = process.env): string {
  return localRoot('orderFiles', env)
}

/** The absolute path of a stored file in the local folder; a path that would leave the root is refused. */
export function storedFilePath(relative: string): string {
  const root = path.resolve(orderFilesRoot())
  const full = path.resolve(root, relative)
  if (relative.includes('\0') || !full.startsWith(root + path.sep)) {
    throw new Error(`Order file path outside ORDER_FILES_ROOT: ${relative}`)
  }
  return full
}

/** Writes the bytes under a fresh random name; answers the key to record. */
export async function storeOrderFile(
  orderId: number,
  bytes: Buffer,
  extension: 'xlsx' | 'csv' | 'txt'
): Promise<string> {
  if (!Number.isSafeInteger(orderId) || orderId <= 0) throw new Error(`Bad order id ${orderId}`)
  const key = `${orderId}/${crypto.randomUUID()}.${extension}`
  await orderFilesStore().put(key, bytes, { contentType: contentTypeOf(key) })
  return key
}

/** The bytes of a stored file, or null when they are gone from the store. */
export async function readStoredFile(relative: string): Promise<Buffer | null> {
  return readObject(orderFilesStore(), relative)
}

export async function removeStoredFile(relative: string): Promise<void> {
  await orderFilesStore().delete(relative)
}

/** Everything stored for one order (when the order itself is deleted). */
export async function removeOrderFolder(orderId: number): Promise<void> {
  await orderFilesStore().deletePrefix(`${orderId}/`)
}

export const sha256Of = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex')
