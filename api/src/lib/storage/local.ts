/**
 * The local-folder driver: one folder per area (MEDIA_ROOT,
 * ORDER_FILES_ROOT), keys as relative paths below it.
 *
 * - Writes go to a temporary file next to the target and are renamed over
 *   it, so a reader sees the old file or the new one, never half of one.
 * - Keys are checked (store.ts) before they become paths, so `..`, absolute
 *   paths and NUL bytes never reach the file system.
 * - Symbolic links inside the root are followed only while they stay inside
 *   it (the real path is checked before a file is opened or removed); list
 *   does not descend into linked folders.
 */
import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import {
  assertKey,
  assertPrefix,
  compareKeys,
  contentTypeOf,
  TEMPORARY_NAME,
  type ObjectBody,
  type ObjectInfo,
  type ObjectMeta,
  type ObjectStore,
  type StoredObject,
} from './store'

export interface LocalStoreOptions {
  /** Absolute folder; created on the first write. */
  root: string
  /** Mode of new files (before the umask); default 0o666. */
  fileMode?: number
  /** Mode of new folders (before the umask); default 0o777. */
  dirMode?: number
}

const missing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')

/** A strong validator from size and modification time (like nginx's). */
const etagOf = (size: number, mtimeMs: number) =>
  `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`

/** What a file at `key` tells about itself (head, and get before its body). */
const describe = (
  key: string,
  stat: { size: number; mtimeMs: number; mtime: Date }
): ObjectMeta => ({
  key,
  size: stat.size,
  etag: etagOf(stat.size, stat.mtimeMs),
  lastModified: stat.mtime,
  contentType: contentTypeOf(key),
})

export class LocalStore implements ObjectStore {
  readonly driver = 'local' as const
  readonly root: string
  private readonly fileMode: number
  private readonly dirMode: number

  constructor(options: LocalStoreOptions) {
    this.root = path.resolve(options.root)
    this.fileMode = options.fileMode ?? 0o666
    this.dirMode = options.dirMode ?? 0o777
  }

  get location() {
    return this.root
  }

  /** The path of a key (checked), not yet resolved through links. */
  pathOf(key: string): string {
    return path.join(this.root, ...assertKey(key).split('/'))
  }

  /** The real path of `full` when it exists and stays inside the root; else null. */
  private async realInside(full: string): Promise<string | null> {
    try {
      const [real, root] = await Promise.all([fs.realpath(full), fs.realpath(this.root)])
      return real === root || real.startsWith(root + path.sep) ? real : null
    } catch (error) {
      if (missing(error)) return null
      throw error
    }
  }

  /** The folder for a new file: created, and refused when a link leads out of the root. */
  private async folderFor(full: string): Promise<void> {
    const folder = path.dirname(full)
    await fs.mkdir(folder, { recursive: true, mode: this.dirMode })
    if (!(await this.realInside(folder))) {
      throw new Error(`Storage folder leaves the root ${this.root}: ${folder}`)
    }
  }

  async put(key: string, body: ObjectBody): Promise<void> {
    const target = this.pathOf(key)
    await this.folderFor(target)
    const temporary = `${target}.${randomUUID()}.part`
    try {
      if (body instanceof Readable) {
        await pipeline(body, createWriteStream(temporary, { flags: 'wx', mode: this.fileMode }))
      } else {
        await fs.writeFile(temporary, body, { flag: 'wx', mode: this.fileMode })
      }
      await fs.rename(temporary, target)
    } catch (error) {
      await fs.rm(temporary, { force: true })
      throw error
    }
  }

  async realKey(key: string): Promise<string | null> {
    const real = await this.realInside(this.pathOf(key))
    if (!real) return null
    const root = await fs.realpath(this.root)
    const relative = path.relative(root, real)
    return relative ? relative.split(path.sep).join('/') : null
  }

  async head(key: string): Promise<ObjectMeta | null> {
    const real = await this.realInside(this.pathOf(key))
    if (!real) return null
    const stat = await fs.stat(real).catch((error) => {
      if (missing(error)) return null
      throw error
    })
    if (!stat?.isFile()) return null
    return describe(key, stat)
  }

  async get(key: string): Promise<StoredObject | null> {
    const real = await this.realInside(this.pathOf(key))
    if (!real) return null
    let handle: fs.FileHandle
    try {
      handle = await fs.open(real, 'r')
    } catch (error) {
      if (missing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null
      throw error
    }
    // Size and validator of the file actually opened (a rename may replace the path meanwhile).
    const stat = await handle.stat()
    if (!stat.isFile()) {
      await handle.close()
      return null
    }
    return {
      ...describe(key, stat),
      body: handle.createReadStream(),
    }
  }

  async delete(key: string): Promise<void> {
    const full = this.pathOf(key)
    // The folder must be ours; the entry itself may be a link (then the link goes).
    if (!(await this.realInside(path.dirname(full)))) return
    try {
      await fs.unlink(full)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      // A folder is not an object (S3 has none); a missing file is already deleted.
      if (missing(error) || code === 'EISDIR' || code === 'EPERM') return
      throw error
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertPrefix(prefix, { allowEmpty: false })
    const full = this.pathOf(prefix.slice(0, -1))
    if (!(await this.realInside(path.dirname(full)))) return
    // rm does not follow links: a linked folder loses its link, not its content.
    await fs.rm(full, { recursive: true, force: true })
  }

  async *list(prefix = ''): AsyncIterable<ObjectInfo> {
    assertPrefix(prefix)
    const start = prefix ? this.pathOf(prefix.slice(0, -1)) : this.root
    const lstat = await fs.lstat(start).catch((error) => {
      if (missing(error)) return null
      throw error
    })
    if (!lstat?.isDirectory()) return
    const found: ObjectInfo[] = []
    const walk = async (folder: string, keyPrefix: string) => {
      for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name)
        const key = keyPrefix + entry.name
        if (entry.isDirectory()) {
          await walk(full, `${key}/`)
        } else if (entry.isFile() && !TEMPORARY_NAME.test(entry.name)) {
          const stat = await fs.stat(full).catch(() => null)
          if (stat) {
            found.push({
              key,
              size: stat.size,
              etag: etagOf(stat.size, stat.mtimeMs),
              lastModified: stat.mtime,
            })
          }
        }
      }
    }
    await walk(start, prefix)
    found.sort((a, b) => compareKeys(a.key, b.key))
    yield* found
  }
}
