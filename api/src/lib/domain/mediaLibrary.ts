/**
 * The back office's picture library (issue 30 §4: news pictures are chosen,
 * not typed): which stored uploads the picker shows, and in what order.
 * Pure: the store's listing comes in, the picker's page goes out.
 */
import { PICTURE_TYPES } from './pictureType'

/** Pictures the picker shows at once: the newest; older ones are rarely re-used. */
export const LIBRARY_LIMIT = 120

export interface LibraryObject {
  key: string
  size: number
  lastModified: Date
}

const PICTURE_EXTENSIONS = new Set<string>([...PICTURE_TYPES, 'jpeg'])

/** Pictures only (no documents or stray files), newest first, then by key; at most `limit`. */
export function libraryPictures<T extends LibraryObject>(objects: T[], limit = LIBRARY_LIMIT): T[] {
  return objects
    .filter((object) => PICTURE_EXTENSIONS.has(object.key.split('.').pop()?.toLowerCase() ?? ''))
    .sort(
      (a, b) =>
        b.lastModified.getTime() - a.lastModified.getTime() ||
        (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
    )
    .slice(0, limit)
}
