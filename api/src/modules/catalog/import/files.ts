/**
 * The import's files on disk: a products sheet (.csv or .xlsx) read into
 * sheet rows, the pictures it names found and hashed, and copied into the
 * media root where /api/media/ serves them (ProductImage.file is the path
 * relative to it, as lib/media.ts says; the picture handling itself is
 * pictures.ts, shared with contentImport).
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import { decodeText, parseDelimited, type SheetRow } from 'src/lib/domain/orderFileRows'
import { looksLikeZip, readSpreadsheet, RefusedFileError } from 'src/lib/spreadsheets'

import { ImportFileError } from './outcome'
import {
  contentAddressedPath,
  copyIntoMedia,
  IMAGE_EXTENSIONS,
  MAX_IMAGE_BYTES,
  PictureFinder,
} from './pictures'
import { productCsvDelimiter } from './productRows'
import { slugify } from './slug'
import type { ImportPlan } from './types'
import type { ProductDraft } from './types'

export { ImportFileError, IMAGE_EXTENSIONS, MAX_IMAGE_BYTES }

/** The first worksheet of a workbook as sheet rows, through the shop's one guarded reader. */
export async function readWorkbook(bytes: Buffer): Promise<SheetRow[]> {
  try {
    return await readSpreadsheet(bytes)
  } catch (error) {
    if (error instanceof RefusedFileError) throw new ImportFileError(error.message)
    throw error
  }
}

/**
 * A products file by its extension: .xlsx (checked to be a zip) or .csv
 * (UTF-8 with or without BOM, else Windows-1251; delimiter «;», «,» or tab).
 */
export async function readSheetFile(file: string): Promise<SheetRow[]> {
  const extension = path.extname(file).toLowerCase()
  let bytes: Buffer
  try {
    bytes = await fs.readFile(file)
  } catch {
    throw new ImportFileError(`Файл ${file} не найден или не читается.`)
  }
  if (extension === '.xlsx') {
    if (!looksLikeZip(bytes)) throw new ImportFileError('Файл .xlsx — не таблица Excel.')
    return readWorkbook(bytes)
  }
  if (extension === '.csv' || extension === '.txt') {
    if (looksLikeZip(bytes))
      throw new ImportFileError('Файл .csv на деле таблица Excel: назовите его .xlsx.')
    const text = decodeText(bytes)
    return parseDelimited(text, productCsvDelimiter(text))
  }
  throw new ImportFileError('Загрузите файл .csv или .xlsx.')
}

/** Where a picture is kept: per product, named by its content (re-imports find the same path). */
export function storedImagePath(article: string, sha256: string, extension: string): string {
  return contentAddressedPath(`products/${slugify(article) || 'product'}`, sha256, extension)
}

/**
 * Finds the pictures the drafts name in `directory` (names may include
 * subfolders but not leave it), checks type and size, and hashes them: each
 * image gets its stored path and source, or the row an error.
 */
export async function resolveImages(
  drafts: ProductDraft[],
  directory: string | undefined
): Promise<void> {
  const finder = directory ? new PictureFinder(directory) : null
  for (const draft of drafts) {
    if (!draft.images?.length) continue
    if (!finder) {
      draft.errors.push('Указаны изображения, но не задана папка с ними (--images <папка>).')
      continue
    }
    for (const image of draft.images) {
      const found = await finder.find(image.name)
      if ('error' in found) {
        draft.errors.push(found.error)
        continue
      }
      image.source = found.source
      image.file = storedImagePath(
        draft.article ?? draft.externalId ?? 'product',
        found.sha256,
        found.extension
      )
    }
  }
}

/**
 * Copies the pictures of a plan's writes into the media root (pictures.ts:
 * skipping those already there). Returns how many files were copied.
 */
export function copyImages(plan: ImportPlan): Promise<number> {
  return copyIntoMedia(plan.writes.flatMap((write) => write.images ?? []))
}
