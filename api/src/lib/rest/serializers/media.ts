/**
 * Stored media paths are relative to the media root ("products/A-1001-1.svg");
 * callers get the path under which the web origin serves them.
 */
export const MEDIA_PREFIX = '/api/media/'

export function mediaUrl(path: string | null | undefined): string | null {
  if (!path) return null
  if (/^https?:\/\//.test(path) || path.startsWith('/')) return path
  return `${MEDIA_PREFIX}${path}`
}
