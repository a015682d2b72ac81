import path from 'node:path'

import { localRoot } from 'src/lib/storage/config'

/**
 * Uploaded and generated media (product images, content pictures) live in
 * the media store (`mediaStore()` of lib/storage): by default the folder
 * MEDIA_ROOT, default `.data/media` in the project; with STORAGE_DRIVER=s3 a
 * bucket. The database stores keys relative to it, e.g.
 * `demo/products/NS-1001-1.svg`. This module loads no storage driver: every
 * service that builds media addresses imports it.
 */
export function mediaRoot(): string {
  return localRoot('media')
}

/**
 * Resolves a stored relative path inside the local media folder, or null
 * when the path would leave it (`..`, absolute paths, NUL bytes).
 */
export function resolveMediaPath(relative: string): string | null {
  if (!relative || relative.includes('\0')) return null
  const root = mediaRoot()
  const full = path.resolve(root, relative)
  return full.startsWith(root + path.sep) ? full : null
}

/**
 * Stored media paths are relative to the media root; callers (GraphQL and
 * REST alike) get the address under which the web origin serves them.
 */
export const MEDIA_URL_PREFIX = '/api/media/'

export function mediaUrl(stored: string | null | undefined): string | null {
  if (!stored) return null
  if (/^https?:\/\//.test(stored) || stored.startsWith('/')) return stored
  return `${MEDIA_URL_PREFIX}${stored}`
}
