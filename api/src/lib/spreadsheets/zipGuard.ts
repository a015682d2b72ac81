import zlib from 'node:zlib'

/**
 * The one zip check of the shop (lib/spreadsheets): every .xlsx and .zip it
 * opens — order files, the product import, whatever reads a workbook next —
 * passes here before anything unpacks it. The central directory at the end
 * of the file says how large every entry becomes; the archive is refused
 * when an entry's ratio is absurd (a zip bomb), when there are too many
 * entries, when they would unpack to too much in total, when one sheet's XML
 * is too large for exceljs (see MAX_SHEET_XML_BYTES), for ZIP64, encryption
 * or unknown compression, and when it is not a zip at all. The directory may
 * lie, and exceljs inflates whatever the data holds, so each entry is then
 * inflated with a cap of its declared size: the check and the reader see the
 * same bytes, and nothing unpacks past the limits.
 */

/** All entries together, unpacked. */
export const MAX_UNPACKED_BYTES = 50 * 1024 * 1024
/** A workbook has a dozen parts; a thousand is far past any real one. */
export const MAX_ENTRIES = 1000
/** Deflate reaches ~1000:1 only on degenerate data; a real sheet stays far below. */
export const MAX_RATIO = 200
/** Tiny entries may have large ratios without harm. */
export const SMALL_ENTRY_BYTES = 64 * 1024
/**
 * One sheet's XML (a worksheet, or the shared strings). exceljs reads a
 * whole workbook in memory at ~3 s per 8 MB of sheet XML, blocking the
 * process meanwhile: 5 000 rows of 20 text columns come to ~8.5 MB, twice
 * that is the most one part may hold.
 */
export const MAX_SHEET_XML_BYTES = 16 * 1024 * 1024
/** The parts whose size is MAX_SHEET_XML_BYTES' business. */
const SHEET_XML = /^xl\/(worksheets\/[^/]+\.xml|sharedStrings\.xml)$/i

/** One Russian message per reason a file is refused. */
export const NOT_A_SPREADSHEET = 'Файл повреждён или это не таблица Excel (.xlsx).'
export const TOO_BIG_UNPACKED = 'Таблица слишком большая: в распакованном виде больше 50 МБ.'
export const TOO_MANY_ENTRIES =
  'В файле слишком много частей (больше 1 000): это не обычная таблица.'
export const TOO_COMPRESSED =
  'Файл сжат подозрительно сильно (больше чем в 200 раз): такой файл не открываем.'
export const SHEET_TOO_BIG =
  'Лист таблицы слишком большой (больше 16 МБ): оставьте в файле только нужные строки.'

const LOCAL_HEADER = 0x04034b50
const CENTRAL_HEADER = 0x02014b50
const END_OF_DIRECTORY = 0x06054b50
const STORED = 0
const DEFLATED = 8

/** A file refused for a reason the shopper can read (the message is Russian). */
export class RefusedFileError extends Error {}

export interface ZipFacts {
  entries: number
  unpackedBytes: number
  /** Each entry's name and unpacked size, in directory order. */
  files: { name: string; unpacked: number }[]
}

/** The archive starts like a zip ('PK\x03\x04'). */
export const looksLikeZip = (bytes: Buffer) =>
  bytes.length >= 4 && bytes.readUInt32LE(0) === LOCAL_HEADER

function endOfDirectory(bytes: Buffer): number {
  // The end record is 22 bytes plus a comment of at most 65 535.
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === END_OF_DIRECTORY) return i
  }
  throw new RefusedFileError(NOT_A_SPREADSHEET)
}

interface Entry {
  name: string
  method: number
  flags: number
  packed: number
  unpacked: number
  localOffset: number
}

/** The bounds an archive is checked against (a workbook's by default). */
export interface ZipLimits {
  maxEntries: number
  maxUnpackedBytes: number
  /** The message when the whole unpacks past maxUnpackedBytes. */
  tooBig: string
  tooMany: string
}

const WORKBOOK_LIMITS: ZipLimits = {
  maxEntries: MAX_ENTRIES,
  maxUnpackedBytes: MAX_UNPACKED_BYTES,
  tooBig: TOO_BIG_UNPACKED,
  tooMany: TOO_MANY_ENTRIES,
}

function readDirectory(bytes: Buffer, limits: ZipLimits = WORKBOOK_LIMITS): Entry[] {
  const end = endOfDirectory(bytes)
  const count = bytes.readUInt16LE(end + 10)
  const directoryOffset = bytes.readUInt32LE(end + 16)
  if (count === 0xffff || directoryOffset === 0xffffffff) {
    throw new RefusedFileError(NOT_A_SPREADSHEET) // ZIP64: no spreadsheet needs it
  }
  if (count > limits.maxEntries) throw new RefusedFileError(limits.tooMany)
  const entries: Entry[] = []
  let offset = directoryOffset
  let total = 0
  for (let n = 0; n < count; n++) {
    if (offset + 46 > end || bytes.readUInt32LE(offset) !== CENTRAL_HEADER) {
      throw new RefusedFileError(NOT_A_SPREADSHEET)
    }
    const nameLength = bytes.readUInt16LE(offset + 28)
    const entry: Entry = {
      name: bytes.toString('utf8', offset + 46, Math.min(offset + 46 + nameLength, end)),
      flags: bytes.readUInt16LE(offset + 8),
      method: bytes.readUInt16LE(offset + 10),
      packed: bytes.readUInt32LE(offset + 20),
      unpacked: bytes.readUInt32LE(offset + 24),
      localOffset: bytes.readUInt32LE(offset + 42),
    }
    if (entry.packed === 0xffffffff || entry.unpacked === 0xffffffff) {
      throw new RefusedFileError(NOT_A_SPREADSHEET)
    }
    total += entry.unpacked
    if (entry.unpacked > Math.max(entry.packed * MAX_RATIO, SMALL_ENTRY_BYTES)) {
      throw new RefusedFileError(TOO_COMPRESSED)
    }
    if (total > limits.maxUnpackedBytes) throw new RefusedFileError(limits.tooBig)
    if (SHEET_XML.test(entry.name) && entry.unpacked > MAX_SHEET_XML_BYTES) {
      throw new RefusedFileError(SHEET_TOO_BIG)
    }
    entries.push(entry)
    offset += 46 + nameLength + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32)
  }
  return entries
}

/** Inflates one entry with its declared size as the cap; a lie is refused. */
function verifyEntry(bytes: Buffer, entry: Entry): Buffer {
  const at = entry.localOffset
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) {
    throw new RefusedFileError(NOT_A_SPREADSHEET)
  }
  if (entry.flags & 0x1) throw new RefusedFileError(NOT_A_SPREADSHEET) // encrypted
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28)
  if (start + entry.packed > bytes.length) throw new RefusedFileError(NOT_A_SPREADSHEET)
  const data = bytes.subarray(start, start + entry.packed)
  let unpacked: Buffer
  if (entry.method === STORED) unpacked = data
  else if (entry.method === DEFLATED) {
    try {
      // One byte over the declared size is enough to know it lied.
      unpacked = zlib.inflateRawSync(data, { maxOutputLength: entry.unpacked + 1 })
    } catch (error) {
      // The data unpacks past what the directory declared: a bomb hiding behind a lie.
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
        throw new RefusedFileError(TOO_COMPRESSED)
      }
      throw new RefusedFileError(NOT_A_SPREADSHEET)
    }
  } else throw new RefusedFileError(NOT_A_SPREADSHEET)
  if (unpacked.length !== entry.unpacked) throw new RefusedFileError(NOT_A_SPREADSHEET)
  return unpacked
}

/** Throws RefusedFileError (a Russian message) unless the archive is safe to unpack. */
export function inspectZip(bytes: Buffer): ZipFacts {
  if (bytes.length < 22 || !looksLikeZip(bytes)) throw new RefusedFileError(NOT_A_SPREADSHEET)
  const entries = readDirectory(bytes)
  for (const entry of entries) verifyEntry(bytes, entry)
  return {
    entries: entries.length,
    unpackedBytes: entries.reduce((sum, entry) => sum + entry.unpacked, 0),
    files: entries.map(({ name, unpacked }) => ({ name, unpacked })),
  }
}

/**
 * Every file entry of an archive, unpacked, under the given bounds (the 1C
 * exchange's zips: many pictures). Each entry is inflated with its declared
 * size as the cap, as inspectZip does; folders are skipped. Names are as the
 * archive says: the caller checks they stay inside its folder.
 */
export function unpackZip(bytes: Buffer, limits: ZipLimits): { name: string; data: Buffer }[] {
  if (bytes.length < 22 || !looksLikeZip(bytes)) throw new RefusedFileError(NOT_A_SPREADSHEET)
  return readDirectory(bytes, limits)
    .filter((entry) => !entry.name.endsWith('/'))
    .map((entry) => ({ name: entry.name, data: verifyEntry(bytes, entry) }))
}
