import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'

import { Header, Pax, extract } from 'tar'

import { BackupError } from './errors'

/**
 * The backup archive is an ordinary .tar.gz (readable with `tar tzf`), written
 * here entry by entry so that each part's SHA-256 is computed while it is
 * streamed into the archive (one read of every file) and files from
 * different folders (media, order files, the table dumps) need no staging copy.
 */
export type ArchiveSource =
  | { kind: 'file'; name: string; file: string; size: number; mode: number; mtime: Date }
  | { kind: 'data'; name: string; data: Buffer; mtime: Date }
  | { kind: 'directory'; name: string; mode: number; mtime: Date }

export interface WrittenPart {
  name: string
  bytes: number
  sha256: string
}

const BLOCK = 512

function encodeHeader(header: {
  path: string
  type: 'File' | 'Directory'
  size: number
  mode: number
  mtime: Date
}): Buffer {
  const fields = { ...header, uid: 0, gid: 0, uname: '', gname: '' }
  const block = Buffer.alloc(BLOCK)
  const needPax = new Header(fields).encode(block, 0)
  if (!needPax) return block
  // Long or non-ASCII names: a PAX extended header carries the real ones.
  const pax = new Pax({ path: header.path, size: header.size, mtime: header.mtime }).encode()
  return Buffer.concat([pax, block])
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK)

async function* tarBlocks(
  sources: AsyncIterable<ArchiveSource>,
  onPart: (part: WrittenPart) => void
): AsyncGenerator<Buffer> {
  for await (const source of sources) {
    if (source.kind === 'directory') {
      yield encodeHeader({
        path: `${source.name.replace(/\/$/, '')}/`,
        type: 'Directory',
        size: 0,
        mode: source.mode,
        mtime: source.mtime,
      })
      continue
    }
    const size = source.kind === 'data' ? source.data.length : source.size
    const mode = source.kind === 'data' ? 0o644 : source.mode
    yield encodeHeader({ path: source.name, type: 'File', size, mode, mtime: source.mtime })
    const hash = crypto.createHash('sha256')
    let bytes = 0
    if (source.kind === 'data') {
      hash.update(source.data)
      bytes = size
      yield source.data
    } else {
      for await (const chunk of fs.createReadStream(source.file)) {
        const buffer = chunk as Buffer
        bytes += buffer.length
        if (bytes > size) break
        hash.update(buffer)
        yield buffer
      }
      if (bytes !== size) {
        throw new BackupError(
          'failed',
          `${source.file} changed size while it was being archived; run the backup again.`
        )
      }
    }
    yield padding(size)
    onPart({ name: source.name, bytes, sha256: hash.digest('hex') })
  }
  // End of archive: two zero blocks.
  yield Buffer.alloc(BLOCK * 2)
}

/**
 * Writes `sources` as a gzip'd tar to `file` and reports each file entry's
 * size and SHA-256 through `onPart` right after the entry is written, before
 * the next source is asked for (so a last entry such as the manifest can list
 * every part before it).
 */
export async function writeArchive(
  file: string,
  sources: AsyncIterable<ArchiveSource>,
  onPart: (part: WrittenPart) => void = () => {}
): Promise<void> {
  await pipeline(
    Readable.from(tarBlocks(sources, onPart)),
    zlib.createGzip({ level: 6 }),
    fs.createWriteStream(file, { mode: 0o600 })
  )
}

/**
 * Unpacks an archive into `directory` (which must exist): regular files and
 * folders only, never outside the folder. A damaged or foreign file is
 * reported as such.
 */
export async function extractArchive(file: string, directory: string): Promise<void> {
  try {
    await extract({
      file,
      cwd: directory,
      strict: true,
      preserveOwner: false,
      filter: (_path, entry) => {
        const type = 'type' in entry ? entry.type : undefined
        return type === 'File' || type === 'Directory' || type === 'OldFile'
      },
    })
  } catch (error) {
    throw new BackupError(
      'damaged',
      `The archive ${file} cannot be read (damaged, truncated or not a shop backup): ${
        (error as Error).message
      }. Nothing was restored.`
    )
  }
}

export interface FoundFile {
  /** Path relative to the root, with `/` separators. */
  relative: string
  full: string
  size: number
  mode: number
  mtime: Date
}

/**
 * Regular files and folders under `root`, sorted; a missing root has none.
 * Symbolic links and other special files are returned in `skipped`.
 */
export async function listTree(
  root: string
): Promise<{ files: FoundFile[]; directories: FoundFile[]; skipped: string[] }> {
  const files: FoundFile[] = []
  const directories: FoundFile[] = []
  const skipped: string[] = []
  async function walk(directory: string, relative: string) {
    let entries: fs.Dirent[]
    try {
      entries = await fsp.readdir(directory, { withFileTypes: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && relative === '') return
      throw error
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    for (const entry of entries) {
      const full = path.join(directory, entry.name)
      const rel = relative ? `${relative}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        const stat = await fsp.stat(full)
        directories.push({
          relative: rel,
          full,
          size: 0,
          mode: stat.mode & 0o7777,
          mtime: stat.mtime,
        })
        await walk(full, rel)
      } else if (entry.isFile()) {
        const stat = await fsp.stat(full)
        files.push({
          relative: rel,
          full,
          size: stat.size,
          mode: stat.mode & 0o7777,
          mtime: stat.mtime,
        })
      } else {
        skipped.push(full)
      }
    }
  }
  await walk(root, '')
  return { files, directories, skipped }
}

/** SHA-256 and size of a file on disk. */
export async function hashFile(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = crypto.createHash('sha256')
  let bytes = 0
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer)
    bytes += (chunk as Buffer).length
  }
  return { bytes, sha256: hash.digest('hex') }
}
