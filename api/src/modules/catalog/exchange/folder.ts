/**
 * The files of one 1C exchange session (docs/1c-exchange.md «Size bounds»):
 * each session has its own folder under EXCHANGE_1C_DIR, so two exchanges
 * never write into one file. `file` appends 1C's pieces there; a zip is
 * unpacked (safely: every entry's name checked, counts and sizes bounded)
 * before the import reads the folder.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { numberSetting } from 'src/lib/numberSetting'
import { RefusedFileError, unpackZip } from 'src/lib/spreadsheets'

import { ImportFileError } from '../import/outcome'

/** Where the sessions' folders are: EXCHANGE_1C_DIR, else the system's temp folder. */
export function exchangeRoot(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.EXCHANGE_1C_DIR?.trim() || path.join(os.tmpdir(), 'akvatoria-1c'))
}

const MIB = 1024 * 1024

/** Everything one exchange may bring (received and unpacked): EXCHANGE_1C_MAX_BYTES, default 512 MiB. */
export function exchangeByteBound(env: NodeJS.ProcessEnv = process.env): number {
  return numberSetting('EXCHANGE_1C_MAX_BYTES', 512 * MIB, { min: 1, integer: true, env })
}

/** Files an archive may hold (1C's import_files pictures: a few per product). */
export const MAX_ZIP_ENTRIES = 50_000
/** The largest archive read into memory to unpack. */
export const MAX_ZIP_BYTES = 256 * MIB

export const FOLDER_MESSAGES = {
  tooBig: (bound: number) =>
    `Обмен больше допустимого (${Math.round(bound / MIB)} МБ вместе с распакованными архивами): уменьшите выгрузку или увеличьте EXCHANGE_1C_MAX_BYTES.`,
  zipTooMany: `В архиве больше ${MAX_ZIP_ENTRIES} файлов.`,
  zipTooLarge: `Архив больше ${MAX_ZIP_BYTES / MIB} МБ: отключите сжатие или уменьшите выгрузку.`,
  zipEntry: (archive: string, name: string) =>
    `Архив ${archive}: файл «${name.slice(0, 100)}» выходит за папку обмена или не XML и не картинка — архив не распакован.`,
  zipRefused: (archive: string, reason: string) => `Архив ${archive} не распакован: ${reason}`,
} as const

/** The absolute path of `name` (already checked by the protocol) inside `folder`, or null. */
export function insideFolder(folder: string, name: string): string | null {
  const full = path.resolve(folder, name)
  return full.startsWith(folder + path.sep) ? full : null
}

/** Bytes the folder holds now (every file below it). */
export async function folderBytes(folder: string): Promise<number> {
  let total = 0
  const entries = await fs.readdir(folder, { withFileTypes: true, recursive: true }).catch(() => [])
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const stat = await fs.stat(path.join(entry.parentPath, entry.name)).catch(() => null)
    total += stat?.size ?? 0
  }
  return total
}

/** An empty folder for the session (`init` starts the exchange over). */
export async function resetFolder(folder: string): Promise<void> {
  await fs.rm(folder, { recursive: true, force: true })
  await fs.mkdir(folder, { recursive: true })
}

/**
 * Appends one piece to `name` in the folder (1C sends a large file in pieces
 * of file_limit bytes, one after another). Refused when the exchange would
 * pass its byte bound. Returns the file's size after the piece.
 */
export async function appendPiece(
  folder: string,
  name: string,
  piece: Buffer,
  bound = exchangeByteBound()
): Promise<number> {
  const full = insideFolder(folder, name)
  if (!full) throw new ImportFileError(`Недопустимое имя файла «${name}».`)
  if ((await folderBytes(folder)) + piece.length > bound) {
    throw new ImportFileError(FOLDER_MESSAGES.tooBig(bound))
  }
  await fs.mkdir(path.dirname(full), { recursive: true })
  // One write with O_APPEND: a piece lands whole at the end of the file.
  await fs.appendFile(full, piece)
  return (await fs.stat(full)).size
}

/**
 * Unpacks every .zip in the folder (then removes it): entries must be XML or
 * pictures named inside the folder; the whole stays under the exchange's
 * byte bound. `isAllowed` is the protocol's file-name check. Returns the
 * names unpacked.
 */
export async function unpackArchives(
  folder: string,
  isAllowed: (name: string) => string | null,
  bound = exchangeByteBound()
): Promise<string[]> {
  const entries = await fs.readdir(folder, { withFileTypes: true, recursive: true }).catch(() => [])
  const archives = entries
    .filter((e) => e.isFile() && e.name.toLowerCase().endsWith('.zip'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort()
  const unpacked: string[] = []
  for (const archive of archives) {
    const shown = path.relative(folder, archive)
    const stat = await fs.stat(archive)
    if (stat.size > MAX_ZIP_BYTES) throw new ImportFileError(FOLDER_MESSAGES.zipTooLarge)
    const room = bound - ((await folderBytes(folder)) - stat.size)
    let files: { name: string; data: Buffer }[]
    try {
      files = unpackZip(await fs.readFile(archive), {
        maxEntries: MAX_ZIP_ENTRIES,
        maxUnpackedBytes: Math.max(0, room),
        tooBig: FOLDER_MESSAGES.tooBig(bound),
        tooMany: FOLDER_MESSAGES.zipTooMany,
      })
    } catch (error) {
      if (error instanceof RefusedFileError) {
        throw new ImportFileError(FOLDER_MESSAGES.zipRefused(shown, error.message))
      }
      throw error
    }
    // Every name is checked before anything is written: a bad entry refuses the archive whole.
    const targets = files.map((file) => {
      const name = isAllowed(file.name)
      const full = name ? insideFolder(folder, name) : null
      if (!name || !full) throw new ImportFileError(FOLDER_MESSAGES.zipEntry(shown, file.name))
      return { full, name, data: file.data }
    })
    for (const target of targets) {
      await fs.mkdir(path.dirname(target.full), { recursive: true })
      await fs.writeFile(target.full, target.data)
      unpacked.push(target.name)
    }
    await fs.rm(archive, { force: true })
  }
  return unpacked
}
