/**
 * The import's files on disk: a products sheet (.csv or .xlsx) read into
 * sheet rows, the pictures it names found and hashed, and copied into the
 * media root where /api/media/ serves them (ProductImage.file is the path
 * relative to it, as lib/media.ts says).
 */
import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import ExcelJS from 'exceljs'

import { decodeText, parseDelimited, type SheetRow } from 'src/lib/domain/orderFileRows'
import { resolveMediaPath } from 'src/lib/media'
import { cellText } from 'src/lib/orderFiles/spreadsheet'
import { looksLikeZip } from 'src/lib/orderFiles/zipGuard'

import type { ImportPlan } from './plan'
import { productCsvDelimiter } from './productRows'
import { slugify } from './slug'
import type { ProductDraft } from './types'

/** A file the import cannot read, with a message for the editor. */
export class ImportFileError extends Error {}

/** Picture types /api/media/ serves (functions/media). */
export const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.svg'])
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024
/** Columns read from a sheet row. */
const MAX_COLUMNS = 500

/**
 * A number cell as Excel shows it: 19.99 rather than the 19.989999999999998
 * a binary double may hold; other cells as lib/orderFiles/spreadsheet reads them.
 */
function sheetCellText(value: ExcelJS.CellValue): string {
  if (typeof value === 'number') return String(Number(value.toPrecision(15)))
  if (value && typeof value === 'object' && 'result' in value && typeof value.result === 'number') {
    return sheetCellText(value.result)
  }
  return cellText(value)
}

/** The first worksheet of a workbook as sheet rows (1-based row numbers as Excel shows them). */
export async function readWorkbook(bytes: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
  } catch {
    throw new ImportFileError('Файл повреждён или это не таблица Excel (.xlsx).')
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) return []
  const rows: SheetRow[] = []
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = []
    for (let c = 1; c <= Math.min(row.cellCount, MAX_COLUMNS); c++) {
      cells.push(sheetCellText(row.getCell(c).value))
    }
    rows.push({ line, cells })
  })
  return rows
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
  return `products/${slugify(article) || 'product'}/${sha256.slice(0, 20)}${extension.toLowerCase()}`
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
  const hashes = new Map<string, Promise<string | null>>()
  const hashOf = (file: string) => {
    if (!hashes.has(file)) {
      hashes.set(
        file,
        fs
          .readFile(file)
          .then((bytes) => createHash('sha256').update(bytes).digest('hex'))
          .catch(() => null)
      )
    }
    return hashes.get(file)!
  }
  const root = directory ? path.resolve(directory) : null
  for (const draft of drafts) {
    if (!draft.images?.length) continue
    if (!root) {
      draft.errors.push('Указаны изображения, но не задана папка с ними (--images <папка>).')
      continue
    }
    for (const image of draft.images) {
      const source = path.resolve(root, image.name)
      if (!source.startsWith(root + path.sep)) {
        draft.errors.push(`Изображение «${image.name}»: путь выходит за папку изображений.`)
        continue
      }
      const extension = path.extname(source).toLowerCase()
      if (!IMAGE_EXTENSIONS.has(extension)) {
        draft.errors.push(
          `Изображение «${image.name}»: допустимы ${[...IMAGE_EXTENSIONS].join(', ')}.`
        )
        continue
      }
      const stat = await fs.stat(source).catch(() => null)
      if (!stat?.isFile()) {
        draft.errors.push(`Изображение «${image.name}» не найдено в ${root}.`)
        continue
      }
      if (stat.size > MAX_IMAGE_BYTES) {
        draft.errors.push(`Изображение «${image.name}» больше 20 МБ.`)
        continue
      }
      const sha = await hashOf(source)
      if (!sha) {
        draft.errors.push(`Изображение «${image.name}» не читается.`)
        continue
      }
      image.source = source
      image.file = storedImagePath(draft.article ?? draft.externalId ?? 'product', sha, extension)
    }
  }
}

/**
 * Copies the pictures of a plan's writes into the media root, skipping those
 * already there (paths are content-addressed). Each copy goes to a temporary
 * name first and is renamed, so a half-copied file is never served. Returns
 * how many files were copied.
 */
export async function copyImages(plan: ImportPlan): Promise<number> {
  let copied = 0
  const done = new Set<string>()
  for (const write of plan.writes) {
    for (const image of write.images ?? []) {
      if (!image.source || done.has(image.file)) continue
      done.add(image.file)
      const target = resolveMediaPath(image.file)
      if (!target) throw new Error(`Bad media path ${image.file}`)
      if (await fs.stat(target).catch(() => null)) continue
      await fs.mkdir(path.dirname(target), { recursive: true })
      const temporary = `${target}.${randomUUID()}.part`
      await fs.copyFile(image.source, temporary)
      await fs.rename(temporary, target)
      copied++
    }
  }
  return copied
}
