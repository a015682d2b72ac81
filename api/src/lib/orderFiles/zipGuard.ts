/**
 * A look at an .xlsx (a zip) before any library unpacks it: the central
 * directory at the end of the file says how large every entry becomes.
 * Refuses archives that would unpack to more than MAX_UNPACKED_BYTES, with
 * more than MAX_ENTRIES entries, with an absurd ratio (a zip bomb), ZIP64 or
 * anything that is not a zip at all. Reads only the directory; no inflation.
 */
export const MAX_UNPACKED_BYTES = 50 * 1024 * 1024
export const MAX_ENTRIES = 1000
export const MAX_RATIO = 200

export const NOT_A_SPREADSHEET = 'Файл повреждён или это не таблица Excel (.xlsx).'
export const TOO_BIG_UNPACKED = 'Таблица слишком большая: в распакованном виде больше 50 МБ.'

const EOCD = 0x06054b50
const CENTRAL = 0x02014b50

export interface ZipFacts {
  entries: number
  unpackedBytes: number
}

export class UnsafeZipError extends Error {}

export function inspectZip(bytes: Buffer): ZipFacts {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== 0x04034b50)
    throw new UnsafeZipError(NOT_A_SPREADSHEET)
  // The end record is in the last 22 + 65 535 (comment) bytes.
  let end = -1
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === EOCD) {
      end = i
      break
    }
  }
  if (end < 0) throw new UnsafeZipError(NOT_A_SPREADSHEET)
  const entries = bytes.readUInt16LE(end + 10)
  const directoryOffset = bytes.readUInt32LE(end + 16)
  if (entries === 0xffff || directoryOffset === 0xffffffff)
    throw new UnsafeZipError(NOT_A_SPREADSHEET)
  if (entries > MAX_ENTRIES) throw new UnsafeZipError(TOO_BIG_UNPACKED)

  let offset = directoryOffset
  let unpackedBytes = 0
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== CENTRAL) {
      throw new UnsafeZipError(NOT_A_SPREADSHEET)
    }
    const packed = bytes.readUInt32LE(offset + 20)
    const unpacked = bytes.readUInt32LE(offset + 24)
    if (packed === 0xffffffff || unpacked === 0xffffffff)
      throw new UnsafeZipError(NOT_A_SPREADSHEET)
    unpackedBytes += unpacked
    if (
      unpackedBytes > MAX_UNPACKED_BYTES ||
      unpacked > Math.max(packed, 1) * MAX_RATIO + 64 * 1024
    ) {
      throw new UnsafeZipError(TOO_BIG_UNPACKED)
    }
    offset +=
      46 +
      bytes.readUInt16LE(offset + 28) +
      bytes.readUInt16LE(offset + 30) +
      bytes.readUInt16LE(offset + 32)
  }
  return { entries, unpackedBytes }
}
