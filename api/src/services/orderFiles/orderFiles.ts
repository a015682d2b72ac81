import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import type { OrderFile } from '@prisma/client'
import type { MutationResolvers, QueryResolvers } from 'types/graphql'

import { getPaths } from '@redwoodjs/project-config'

import { db } from 'src/lib/db'
import {
  decodeText,
  fileRowsOf,
  MAX_FILE_BYTES,
  MAX_FILE_ROWS,
  NO_STOCK_MESSAGE,
  parseDelimited,
  parsePastedLines,
  TOO_LARGE_MESSAGE,
  TOO_MANY_ROWS_MESSAGE,
  unknownArticleMessage,
  type FileRow,
  type RowResult,
} from 'src/lib/domain/orderFileRows'
import { QUANTITY_MESSAGE } from 'src/lib/domain/orderLines'
import { ConflictError, InvalidInputError, NotFoundError } from 'src/lib/errors'
import { readSpreadsheet } from 'src/lib/orderFiles/spreadsheet'
import { UnsafeZipError } from 'src/lib/orderFiles/zipGuard'
import { requireViewerId } from 'src/lib/viewer'
import { activeProductIdsByArticle } from 'src/services/products/productRefs'

import {
  assertEditable,
  findOwnOrder,
  lockOwnDraft,
  totalStockOf,
  writeDraftLines,
} from '../orders/orderAccess'

/**
 * Order files (SPEC §7: files of an order, fill-order with replace and
 * force): a spreadsheet, CSV or pasted list of `article quantity` rows kept
 * with a draft and poured into it. Files live on disk under ORDER_FILES_ROOT
 * with random names; the row report says what happened to every row.
 */
export const MAX_FILES_PER_ORDER = 20
export const FILE_TYPE_MESSAGE = 'Загрузите файл .xlsx или .csv.'
export const FILE_NOT_FOUND = 'Файл не найден.'

export function orderFilesRoot(env: NodeJS.ProcessEnv = process.env) {
  const configured = env.ORDER_FILES_ROOT
  const base = getPaths().base
  if (!configured) return path.join(base, '.data', 'order-files')
  return path.isAbsolute(configured) ? configured : path.join(base, configured)
}

export type FileKind = 'xlsx' | 'csv' | 'text'

export interface Upload {
  fileName: string
  bytes: Buffer
}

const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50

/** What a file is, by its name and its first bytes (a renamed file is caught). */
function kindOf(upload: Upload): FileKind {
  const extension = path.extname(upload.fileName).toLowerCase()
  if (extension === '.xlsx' && isZip(upload.bytes)) return 'xlsx'
  if ((extension === '.csv' || extension === '.txt') && !isZip(upload.bytes)) return 'csv'
  throw new InvalidInputError({ file: [FILE_TYPE_MESSAGE] })
}

/** The rows of stored bytes; a broken or oversized file is 400 with the reason. */
async function rowsOf(kind: FileKind, bytes: Buffer): Promise<FileRow[]> {
  let cells: string[][]
  try {
    if (kind === 'xlsx') cells = await readSpreadsheet(bytes)
    else if (kind === 'csv') cells = parseDelimited(decodeText(bytes))
    else cells = parsePastedLines(decodeText(bytes))
  } catch (error) {
    if (error instanceof UnsafeZipError) throw new InvalidInputError({ file: [error.message] })
    throw error
  }
  const rows = fileRowsOf(cells)
  if (rows.length > MAX_FILE_ROWS) throw new InvalidInputError({ file: [TOO_MANY_ROWS_MESSAGE] })
  if (rows.length === 0) throw new InvalidInputError({ file: ['В файле нет строк с артикулами.'] })
  return rows
}

/** The name as shown back: no folders, no control or reserved characters, ≤ 200. */
const safeName = (name: string) =>
  [...path.basename(name)]
    .map((char) => (char.charCodeAt(0) < 32 || '<>:"/\\|?*'.includes(char) ? '_' : char))
    .join('')
    .slice(0, 200) || 'file'

/** GET /order/{id}/files: the files of the caller's own order. */
export async function listOrderFiles(orderId: number): Promise<OrderFile[]> {
  const order = await findOwnOrder(orderId)
  return db.orderFile.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } })
}

/**
 * POST /order/{id}/files: keeps a file (or a pasted list, `text`) with the
 * caller's draft after reading it once, so a broken file is refused at once.
 */
export async function uploadOrderFile(
  orderId: number,
  input: { upload: Upload } | { text: unknown }
): Promise<OrderFile> {
  requireViewerId()
  let upload: Upload
  let kind: FileKind
  if ('text' in input) {
    if (typeof input.text !== 'string' || !input.text.trim()) {
      throw new InvalidInputError({ text: ['Вставьте строки «артикул количество».'] })
    }
    upload = { fileName: 'Список.txt', bytes: Buffer.from(input.text, 'utf8') }
    kind = 'text'
  } else {
    upload = input.upload
    kind = kindOf(upload)
  }
  if (upload.bytes.length > MAX_FILE_BYTES)
    throw new InvalidInputError({ file: [TOO_LARGE_MESSAGE] })
  const rows = await rowsOf(kind, upload.bytes)

  assertEditable(await findOwnOrder(orderId))
  if ((await db.orderFile.count({ where: { orderId } })) >= MAX_FILES_PER_ORDER) {
    throw new ConflictError(`К заказу можно приложить не больше ${MAX_FILES_PER_ORDER} файлов.`)
  }
  const relative = path.join(
    String(orderId),
    `${crypto.randomUUID()}.${kind === 'text' ? 'txt' : kind}`
  )
  const absolute = path.join(orderFilesRoot(), relative)
  await fs.mkdir(path.dirname(absolute), { recursive: true })
  await fs.writeFile(absolute, upload.bytes, { flag: 'wx' })
  try {
    return await db.orderFile.create({
      data: {
        orderId,
        fileName: safeName(upload.fileName),
        storedPath: relative,
        mimeType:
          kind === 'xlsx'
            ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
            : kind === 'csv'
              ? 'text/csv'
              : 'text/plain',
        kind,
        size: upload.bytes.length,
        sha256: crypto.createHash('sha256').update(upload.bytes).digest('hex'),
        rowCount: rows.length,
      },
    })
  } catch (error) {
    await fs.rm(absolute, { force: true })
    throw error
  }
}

async function ownFile(orderId: number, fileId: number) {
  const file = await db.orderFile.findFirst({ where: { id: fileId, orderId } })
  if (!file) throw new NotFoundError(FILE_NOT_FOUND)
  return file
}

/** DELETE /order/{id}/files/{fileId}/: the row and the stored bytes. */
export async function removeOrderFile(orderId: number, fileId: number): Promise<void> {
  const order = await findOwnOrder(orderId)
  const file = await ownFile(orderId, fileId)
  assertEditable(order)
  await db.orderFile.delete({ where: { id: file.id } })
  await fs.rm(path.join(orderFilesRoot(), file.storedPath), { force: true })
}

export interface RowReport {
  row: number
  article: string
  quantity: number | null
  result: RowResult
  message: string | null
}

export interface FillReport {
  applied: boolean
  replace: boolean
  force: boolean
  rows: RowReport[]
  summary: Record<RowResult, number>
}

export const FILL_REFUSED_MESSAGE =
  'В файле есть строки с ошибками. Исправьте файл или подтвердите загрузку без них.'

/**
 * POST /order/{id}/files/{fileId}/fill-order: the file's rows into the
 * caller's draft, in one locked transaction. Rows of one article add up.
 * Without `force`, any row that is not simply added refuses the whole file
 * (409 with the report, nothing written); with it, unknown articles, bad
 * quantities and goods out of stock are skipped and the rest written,
 * lowered to the stock where needed. `replace` empties the draft first.
 */
export async function fillDraftFromFile(
  orderId: number,
  fileId: number,
  options: { replace?: boolean; force?: boolean } = {}
): Promise<FillReport> {
  const replace = options.replace === true
  const force = options.force === true
  await findOwnOrder(orderId)
  const file = await ownFile(orderId, fileId)
  const bytes = await fs.readFile(path.join(orderFilesRoot(), file.storedPath))
  const rows = await rowsOf(file.kind as FileKind, bytes)

  return db.$transaction(async (tx) => {
    const order = await lockOwnDraft(tx, orderId)
    const ids = await activeProductIdsByArticle(
      rows.map((r) => r.article),
      tx
    )
    const stock = await totalStockOf(tx, [...new Set(ids.values())])
    const asked = new Map<number, number>()
    for (const row of rows) {
      const id = ids.get(row.article)
      if (id !== undefined && row.quantity !== null)
        asked.set(id, (asked.get(id) ?? 0) + row.quantity)
    }
    const existing = replace
      ? new Map<number, number>()
      : new Map(
          (await tx.orderItem.findMany({ where: { orderId: order.id } })).map((i) => [
            i.productId,
            i.quantity,
          ])
        )
    const report: RowReport[] = rows.map((row) => {
      const id = ids.get(row.article)
      const base = { row: row.row, article: row.article, quantity: row.quantity }
      if (id === undefined) {
        return { ...base, result: 'unknown_article', message: unknownArticleMessage(row.article) }
      }
      if (row.quantity === null)
        return { ...base, result: 'bad_quantity', message: QUANTITY_MESSAGE }
      const available = stock.get(id) ?? 0
      if (available <= 0) return { ...base, result: 'no_stock', message: NO_STOCK_MESSAGE }
      if ((existing.get(id) ?? 0) + (asked.get(id) ?? 0) > available) {
        return { ...base, result: 'capped', message: `В наличии ${available} товаров` }
      }
      return { ...base, result: 'added', message: null }
    })
    const summary = { added: 0, capped: 0, unknown_article: 0, bad_quantity: 0, no_stock: 0 }
    for (const row of report) summary[row.result]++
    const hasProblems = report.some((row) => row.result !== 'added')
    if (hasProblems && !force) {
      throw new ConflictError(FILL_REFUSED_MESSAGE, {
        applied: false,
        replace,
        force,
        rows: report,
        summary,
      })
    }
    const writable = report.filter((row) => row.result === 'added' || row.result === 'capped')
    const lines = writable.map((row) => ({
      productId: ids.get(row.article)!,
      quantity: row.quantity!,
    }))
    await writeDraftLines(tx, order.id, lines, { mode: 'add', replace })
    return { applied: true, replace, force, rows: report, summary }
  })
}

export const orderFiles: QueryResolvers['orderFiles'] = ({ orderId }) => listOrderFiles(orderId)
export const uploadOrderText: MutationResolvers['uploadOrderText'] = ({ orderId, text }) =>
  uploadOrderFile(orderId, { text })
export const deleteOrderFile: MutationResolvers['deleteOrderFile'] = async ({
  orderId,
  fileId,
}) => {
  await removeOrderFile(orderId, fileId)
  return true
}
export const fillOrderFromFile: MutationResolvers['fillOrderFromFile'] = ({
  orderId,
  fileId,
  replace,
  force,
}) => fillDraftFromFile(orderId, fileId, { replace: replace ?? false, force: force ?? false })
