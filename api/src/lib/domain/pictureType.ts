/**
 * What picture an upload really is, by its first bytes (issue 18: the back
 * office's picture upload, for products and content alike): the name a
 * browser sends proves nothing, so the stored extension comes from here.
 * SVG is not taken: it may carry scripts, and /api/media/ serves files from
 * the shop's own origin. Pure.
 */
export const PICTURE_TYPES = ['jpg', 'png', 'gif', 'webp', 'avif'] as const
export type PictureType = (typeof PICTURE_TYPES)[number]

export const PICTURE_TYPE_MESSAGE = 'Загрузите изображение JPEG, PNG, GIF, WebP или AVIF.'

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte)

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

/** The picture's type, or null when the bytes are no picture the shop serves. */
export function pictureTypeOf(bytes: Uint8Array): PictureType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp'
  if (
    startsWith(bytes, ascii('ftyp'), 4) &&
    (startsWith(bytes, ascii('avif'), 8) || startsWith(bytes, ascii('avis'), 8))
  ) {
    return 'avif'
  }
  return null
}
