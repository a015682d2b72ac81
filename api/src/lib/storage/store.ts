/**
 * One small interface for the files the shop keeps: media (pictures,
 * documents) and the order files customers upload. Two drivers implement it:
 * a local folder (lib/storage/local.ts, the default) and an S3-compatible
 * bucket (lib/storage/s3.ts). lib/storage/index.ts picks one from the
 * environment. Keys are relative, `/`-separated paths such as
 * `demo/products/NS-1001-1.svg` or `42/<uuid>.xlsx`; what a key may look
 * like is checked here, once for both drivers.
 */
import type { Readable } from 'node:stream'
import { buffer as readStream } from 'node:stream/consumers'

/** What put accepts: bytes, text (UTF-8) or a stream. */
export type ObjectBody = Buffer | Uint8Array | string | Readable

export interface PutOptions {
  /** Stored with the object (S3); the local driver derives it from the extension. */
  contentType?: string
  /** The byte length of a stream body, when known (lets S3 take it in one request). */
  size?: number
}

/** What head and list tell about a stored object. */
export interface ObjectInfo {
  key: string
  size: number
  /** An opaque, quoted HTTP entity tag: it changes when the content does. */
  etag: string
  lastModified: Date
}

export interface ObjectMeta extends ObjectInfo {
  contentType: string
}

/** An object being read: consume `body` or destroy it. */
export interface StoredObject extends ObjectMeta {
  body: Readable
}

export interface ObjectStore {
  readonly driver: 'local' | 's3'
  /** For logs and messages: the folder, or `s3://bucket/prefix`. */
  readonly location: string
  /** Writes the whole object; readers see the old content or the new, never a part. */
  put(key: string, body: ObjectBody, options?: PutOptions): Promise<void>
  /** The object as a stream, or null when there is none. */
  get(key: string): Promise<StoredObject | null>
  head(key: string): Promise<ObjectMeta | null>
  /**
   * The key of the object `key` really names: a local folder may hold links,
   * so a link's key resolves to its target's key (null when the target is
   * missing or outside the store). Keys of a bucket name themselves.
   */
  realKey(key: string): Promise<string | null>
  /** Removes the object; no error when it is already gone. */
  delete(key: string): Promise<void>
  /** Every object under a folder prefix (`''` or ending in `/`), in key order (bytewise UTF-8). */
  list(prefix?: string): AsyncIterable<ObjectInfo>
  /** Removes every object under a folder prefix (ending in `/`, never everything). */
  deletePrefix(prefix: string): Promise<void>
}

export class InvalidKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`Invalid storage key ${JSON.stringify(key)}: ${reason}`)
    this.name = 'InvalidKeyError'
  }
}

/** Names the local driver gives its half-written files; never a valid key. */
export const TEMPORARY_NAME =
  /\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.part$/

const MAX_KEY_BYTES = 1024

/** Why a key is refused, or null for a good one. */
export function keyProblem(key: unknown): string | null {
  if (typeof key !== 'string' || key === '') return 'empty'
  if (Buffer.byteLength(key) > MAX_KEY_BYTES) return `longer than ${MAX_KEY_BYTES} bytes`
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(key)) return 'control character or backslash'
  if (key.startsWith('/')) return 'absolute'
  const segments = key.split('/')
  if (segments.some((s) => s === '' || s === '.' || s === '..')) {
    return 'empty, "." or ".." path segment'
  }
  if (TEMPORARY_NAME.test(key)) return 'reserved name'
  return null
}

export function isValidKey(key: unknown): key is string {
  return keyProblem(key) === null
}

export function assertKey(key: string): string {
  const problem = keyProblem(key)
  if (problem) throw new InvalidKeyError(key, problem)
  return key
}

/** A folder prefix: `''` (everything) or a valid key followed by `/`. */
export function assertPrefix(prefix: string, { allowEmpty = true } = {}): string {
  if (prefix === '' && allowEmpty) return prefix
  if (!prefix.endsWith('/')) throw new InvalidKeyError(prefix, 'a prefix ends with "/"')
  assertKey(prefix.slice(0, -1))
  return prefix
}

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  pdf: 'application/pdf',
  csv: 'text/csv',
  txt: 'text/plain',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/** The content type a key's extension names (`application/octet-stream` otherwise). */
export function contentTypeOf(key: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1].toLowerCase() ?? ''
  // Own keys only: «x.constructor» must not read the prototype's member.
  return Object.hasOwn(CONTENT_TYPES, extension)
    ? CONTENT_TYPES[extension]
    : 'application/octet-stream'
}

/** The whole object in memory (small objects only), or null when there is none. */
export async function readObject(store: ObjectStore, key: string): Promise<Buffer | null> {
  const object = await store.get(key)
  return object ? readStream(object.body) : null
}

/** Keys compare as S3 lists them: by their UTF-8 bytes. */
export const compareKeys = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b))
