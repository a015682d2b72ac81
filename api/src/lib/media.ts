import path from 'node:path'

import { getPaths } from '@redwoodjs/project-config'

/**
 * Uploaded and generated media (product images, content pictures, order files)
 * live on disk under MEDIA_ROOT, default `.data/media` in the project. The
 * database stores paths relative to it, e.g. `demo/products/NS-1001-1.svg`.
 */
export function mediaRoot(): string {
  const configured = process.env.MEDIA_ROOT
  const base = getPaths().base
  if (!configured) return path.join(base, '.data', 'media')
  return path.isAbsolute(configured) ? configured : path.join(base, configured)
}

/**
 * Resolves a stored relative path inside the media root, or null when the
 * path would leave it (`..`, absolute paths, NUL bytes).
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
