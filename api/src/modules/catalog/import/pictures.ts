/**
 * Pictures (and other media) of the editors' imports: found in the import's
 * folder, checked, hashed, and copied into the media store (lib/media.ts:
 * the media folder or the bucket) under a name made from their content — so
 * a re-import finds the same key and copies nothing, and a copy left by a
 * failed import is simply reused. Shared by the catalogue imports (files.ts)
 * and contentImport.
 */
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

import { assertKey, contentTypeOf, mediaStore } from 'src/lib/storage'

/** Picture types /api/media/ serves (functions/media). */
export const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.svg'])
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024

/** `<folder>/<first 20 hex of SHA-256><.ext>`: the same content, the same path. */
export function contentAddressedPath(folder: string, sha256: string, extension: string): string {
  return `${folder}/${sha256.slice(0, 20)}${extension.toLowerCase()}`
}

export interface FoundPicture {
  /** Absolute path to copy from. */
  source: string
  sha256: string
  /** Lower-case, with the dot. */
  extension: string
}

export interface FindOptions {
  /** What the message calls the file: «Изображение», «Файл». */
  noun?: string
  /** The folder in words: «папку изображений». */
  folderName?: string
  /** Accepted extensions (with the dot). */
  extensions?: Set<string>
}

/**
 * Finds files named relative to a folder (subfolders allowed, nothing
 * outside `root`), checks type and size, and hashes them once each.
 */
export class PictureFinder {
  private readonly hashes = new Map<string, Promise<string | null>>()
  readonly root: string

  constructor(root: string) {
    this.root = path.resolve(root)
  }

  private hashOf(file: string) {
    if (!this.hashes.has(file)) {
      this.hashes.set(
        file,
        fs
          .readFile(file)
          .then((bytes) => createHash('sha256').update(bytes).digest('hex'))
          .catch(() => null)
      )
    }
    return this.hashes.get(file)!
  }

  /** `name` relative to `base` (default: the root) → the picture, or the editor's error message. */
  async find(
    name: string,
    options: FindOptions = {},
    base: string = this.root
  ): Promise<FoundPicture | { error: string }> {
    const noun = options.noun ?? 'Изображение'
    const extensions = options.extensions ?? IMAGE_EXTENSIONS
    const source = path.resolve(base, name)
    if (!source.startsWith(this.root + path.sep)) {
      return {
        error: `${noun} «${name}»: путь выходит за ${options.folderName ?? 'папку изображений'}.`,
      }
    }
    const extension = path.extname(source).toLowerCase()
    if (!extensions.has(extension)) {
      return { error: `${noun} «${name}»: допустимы ${[...extensions].join(', ')}.` }
    }
    const stat = await fs.stat(source).catch(() => null)
    if (!stat?.isFile()) {
      return {
        error: `${noun} «${name}» не ${noun === 'Изображение' ? 'найдено' : 'найден'} в ${base}.`,
      }
    }
    if (stat.size > MAX_IMAGE_BYTES) return { error: `${noun} «${name}» больше 20 МБ.` }
    const sha256 = await this.hashOf(source)
    if (!sha256) return { error: `${noun} «${name}» не читается.` }
    return { source, sha256, extension }
  }
}

/**
 * Copies files into the media store, skipping those already there (keys are
 * content-addressed). Each copy is written whole (the local driver writes a
 * temporary file and renames it; S3 replaces objects whole), so a
 * half-copied file is never served. Returns how many were copied.
 */
export async function copyIntoMedia(
  files: Iterable<{ file: string; source?: string | null }>
): Promise<number> {
  const store = mediaStore()
  let copied = 0
  const done = new Set<string>()
  for (const { file, source } of files) {
    if (!source || done.has(file)) continue
    done.add(file)
    assertKey(file)
    if (await store.head(file)) continue
    const { size } = await fs.stat(source)
    await store.put(file, createReadStream(source), { size, contentType: contentTypeOf(file) })
    copied++
  }
  return copied
}
