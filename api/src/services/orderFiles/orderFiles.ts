import path from 'node:path'
import { buffer as readStream } from 'node:stream/consumers'

import type { OrderFile, Prisma } from '@prisma/client'
import type { MutationResolvers, QueryResolvers } from 'types/graphql'

import { auditStaffOrderRead } from 'src/lib/audit'
import { db } from 'src/lib/db'
import {
  fileRowsOf,
  decodeText,
  MAX_FILE_BYTES,
  MAX_FILE_ROWS,
  parseDelimited,
  parsePastedText,
  planFill,
  TOO_LARGE_MESSAGE,
  TOO_MANY_ROWS_MESSAGE,
  type FileRow,
  type FillSummary,
  type RowReport,
  type SheetRow,
} from 'src/lib/domain/orderFileRows'
import { MAX_ORDER_LINES, TOO_MANY_LINES_MESSAGE } from 'src/lib/domain/orderLines'
import { isOrderStaff } from 'src/lib/domain/staffRoles'
import { ConflictError, InvalidInputError, NotFoundError } from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { logger } from 'src/lib/logger'
import { orderFileDownloadPath } from 'src/lib/orderFiles/download'
import {
  orderFileSafeCopyPath,
  safeCopyFileName,
  safeCopyWorkbook,
} from 'src/lib/orderFiles/safeCopy'
import {
  readStoredFile,
  orderFilesStore,
  removeStoredFile,
  sha256Of,
  storeOrderFile,
} from 'src/lib/orderFiles/storage'
import {
  looksLikeZip,
  readSpreadsheet,
  RefusedFileError,
  type ReadSpreadsheetOptions,
} from 'src/lib/spreadsheets'
import type { StoredObject } from 'src/lib/storage'
import { requireViewerId } from 'src/lib/viewer'
import {
  assertEditable,
  findOwnOrder,
  lockOwnDraft,
  readableOrders,
  writeDraftLines,
} from 'src/modules/orders'
import { availableTotalsOf } from 'src/modules/orders'
import {
  fillOrderInput,
  orderTextInput,
  type FillOrderInput,
  type OrderTextInput,
} from 'src/modules/orders/rules/orderFileInput'
import { activeProductIdsByArticle } from 'src/services/products/productRefs'

/**
 * Order files (SPEC §7: GET/POST /order/{id}/files, DELETE …/{fileId}/,
 * POST …/{fileId}/fill-order with replace and force). A spreadsheet, CSV or
 * pasted list of `article quantity` rows is read at upload (a bad file is
 * refused at once), kept on disk with the caller's draft, and read again when
 * it fills the draft. Only the owner sees an order's files (others: 404, as
 * for a missing order; guests: 401); they change only while it is a draft.
 */
export const MAX_FILES_PER_ORDER = 20
export const FILE_TYPE_MESSAGE = 'Загрузите файл .xlsx или .csv.'
export const FILE_NOT_FOUND = 'Файл не найден.'
export const TOO_MANY_FILES_MESSAGE = `К заказу можно приложить не больше ${MAX_FILES_PER_ORDER} файлов.`
export const FILL_REFUSED_MESSAGE =
  'В файле есть строки с ошибками. Исправьте файл или подтвердите загрузку без них.'

export type FileKind = 'xlsx' | 'csv' | 'text'

const STORED_AS = {
  xlsx: {
    extension: 'xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  csv: { extension: 'csv', mimeType: 'text/csv' },
  text: { extension: 'txt', mimeType: 'text/plain' },
} as const

export interface Upload {
  fileName: string
  bytes: Buffer
}

/** A file (REST multipart) or a pasted list (REST JSON or GraphQL, parsed by orderTextInput). */
export type UploadInput = { upload: Upload } | OrderTextInput

/** What a file is, by its extension and its first bytes (a renamed file is caught). */
function kindOf(upload: Upload): FileKind {
  const extension = path.extname(upload.fileName).toLowerCase()
  if (extension === '.xlsx' && looksLikeZip(upload.bytes)) return 'xlsx'
  if (extension === '.csv' && !looksLikeZip(upload.bytes)) return 'csv'
  throw new InvalidInputError({ file: [FILE_TYPE_MESSAGE] })
}

/**
 * An order sheet: a handful of columns (the header is searched within 50),
 * and far more rows than MAX_FILE_ROWS (plus a title and a header) is
 * refused before its rows are read.
 */
const ORDER_SHEET: ReadSpreadsheetOptions = {
  maxRows: MAX_FILE_ROWS + 20,
  tooManyRowsMessage: TOO_MANY_ROWS_MESSAGE,
  maxColumns: 50,
  trim: true,
}

/** The sheet rows of a file's bytes; a broken or oversized file is 400 with the reason. */
async function sheetOf(kind: FileKind, bytes: Buffer, field: string): Promise<SheetRow[]> {
  try {
    if (kind === 'xlsx') return await readSpreadsheet(bytes, ORDER_SHEET)
    if (kind === 'csv') return parseDelimited(decodeText(bytes))
    return parsePastedText(decodeText(bytes))
  } catch (error) {
    if (error instanceof RefusedFileError) throw new InvalidInputError({ [field]: [error.message] })
    throw error
  }
}

/** Rows of a file's bytes; a broken, empty or oversized file is 400 with the reason. */
async function rowsOf(kind: FileKind, bytes: Buffer, field: string): Promise<FileRow[]> {
  const result = fileRowsOf(await sheetOf(kind, bytes, field))
  if ('error' in result) throw new InvalidInputError({ [field]: [result.error] })
  return result.rows
}

/** The name as shown back: no folders, no control or reserved characters, ≤ 200. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const clean = [...base.normalize('NFC')]
    .map((char) => (/[\p{Cc}\p{Cf}<>:"|?*]/u.test(char) ? '_' : char))
    .join('')
    .trim()
  return [...clean].slice(0, 200).join('') || 'file'
}

function readUpload(input: UploadInput): { upload: Upload; kind: FileKind; field: string } {
  if ('text' in input) {
    // Its size and characters were checked by orderTextInput.
    const bytes = Buffer.from(input.text, 'utf8')
    return { upload: { fileName: 'Список.txt', bytes }, kind: 'text', field: 'text' }
  }
  const { upload } = input
  if (upload.bytes.length > MAX_FILE_BYTES) {
    throw new InvalidInputError({ file: [TOO_LARGE_MESSAGE] })
  }
  return { upload, kind: kindOf(upload), field: 'file' }
}

/** GET /order/{id}/files: the files of the caller's own order (any status), oldest first. */
export async function listOrderFiles(orderId: number): Promise<OrderFile[]> {
  const order = await findOwnOrder(orderId)
  return db.orderFile.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } })
}

/**
 * POST /order/{id}/files: checks the kind and size, that the order is the
 * caller's draft with room for another file, reads the rows (400 with the
 * reason), then keeps the bytes and records the file under the draft's lock.
 */
export async function uploadOrderFile(orderId: number, input: UploadInput): Promise<OrderFile> {
  requireViewerId()
  const { upload, kind, field } = readUpload(input)
  const order = await findOwnOrder(orderId)
  assertEditable(order)
  if ((await db.orderFile.count({ where: { orderId } })) >= MAX_FILES_PER_ORDER) {
    throw new ConflictError(TOO_MANY_FILES_MESSAGE)
  }
  const rows = await rowsOf(kind, upload.bytes, field)

  const stored = STORED_AS[kind]
  const storedPath = await storeOrderFile(orderId, upload.bytes, stored.extension)
  try {
    return await db.$transaction(async (tx) => {
      // Under the lock: the order is still a draft, and parallel uploads count each other.
      await lockOwnDraft(tx, orderId)
      if ((await tx.orderFile.count({ where: { orderId } })) >= MAX_FILES_PER_ORDER) {
        throw new ConflictError(TOO_MANY_FILES_MESSAGE)
      }
      return tx.orderFile.create({
        data: {
          orderId,
          fileName: safeFileName(upload.fileName),
          storedPath,
          mimeType: stored.mimeType,
          kind,
          size: upload.bytes.length,
          sha256: sha256Of(upload.bytes),
          rowCount: rows.length,
        },
      })
    })
  } catch (error) {
    await removeStoredFile(storedPath)
    throw error
  }
}

async function fileOfOrder(orderId: number, fileId: number, client: Prisma.TransactionClient = db) {
  const file = await client.orderFile.findFirst({ where: { id: fileId, orderId } })
  if (!file) throw new NotFoundError(FILE_NOT_FOUND)
  return file
}

/** DELETE /order/{id}/files/{fileId}/: the record, then the stored bytes. */
export async function removeOrderFile(orderId: number, fileId: number): Promise<void> {
  const file = await db.$transaction(async (tx) => {
    await lockOwnDraft(tx, orderId)
    const found = await fileOfOrder(orderId, fileId, tx)
    await tx.orderFile.delete({ where: { id: found.id } })
    return found
  })
  await removeStoredFile(file.storedPath)
}

/** A file being downloaded: its record and the stored object (consume or destroy `object.body`). */
export interface OrderFileDownload {
  file: OrderFile
  object: StoredObject
}

/**
 * GET /order/{id}/files/{fileId}/download/: the stored bytes of one file, for
 * the order's owner (any status) and for staff who work orders. Anyone else
 * hears the same 404 as for a missing file (no hint that the order exists);
 * guests 401. Bytes gone from the store are a 404 too, logged.
 */
export async function openOrderFile(orderId: number, fileId: number): Promise<OrderFileDownload> {
  const viewerId = requireViewerId()
  const staff = isOrderStaff(context.currentUser?.role)
  const file = await db.orderFile.findFirst({
    where: { id: fileId, orderId, order: readableOrders(viewerId, staff) },
  })
  if (!file) throw new NotFoundError(FILE_NOT_FOUND)
  await auditStaffOrderRead('orderFile.download', orderId, {
    fileId: file.id,
    fileName: file.fileName,
  })
  const object = await orderFilesStore().get(file.storedPath)
  if (!object) {
    logger.error({ fileId: file.id, storedPath: file.storedPath }, 'Order file missing on disk')
    throw new NotFoundError(FILE_NOT_FOUND)
  }
  return { file, object }
}

/**
 * GET /order/{id}/files/{fileId}/safe-copy/: what staff download by default
 * (lib/orderFiles/safeCopy) — the file's rows as read, as a new workbook
 * with every cell neutralised; never the original bytes. Same access as the
 * original (owner, order staff; others 404).
 */
export async function openSafeCopy(
  orderId: number,
  fileId: number
): Promise<{ fileName: string; bytes: Buffer }> {
  const { file, object } = await openOrderFile(orderId, fileId)
  const bytes = await readStream(object.body)
  return {
    fileName: safeCopyFileName(file.fileName),
    bytes: await safeCopyWorkbook(await sheetOf(file.kind as FileKind, bytes, 'file')),
  }
}

/** What fill-order answers once the rows are in the draft (a refusal is a 409 with applied: false). */
export interface FillReport {
  applied: true
  replace: boolean
  force: boolean
  rows: RowReport[]
  summary: FillSummary
}

/**
 * POST /order/{id}/files/{fileId}/fill-order: the file's rows into the
 * caller's draft in one transaction under the draft's lock (planFill decides
 * each row). Any row that is not simply added refuses the whole file unless
 * `force`: 409 with the same report, nothing written. With `force`, unknown
 * articles, bad quantities and goods out of stock are skipped, capped rows
 * written lowered to the stock. `replace` empties the draft first, else the
 * quantities add to what it holds.
 */
export async function fillDraftFromFile(
  orderId: number,
  fileId: number,
  { replace, force }: FillOrderInput = { replace: false, force: false }
): Promise<FillReport> {
  await findOwnOrder(orderId)
  const file = await fileOfOrder(orderId, fileId)
  const bytes = await readStoredFile(file.storedPath)
  if (!bytes) {
    logger.error({ fileId: file.id, storedPath: file.storedPath }, 'Order file missing on disk')
    throw new NotFoundError(FILE_NOT_FOUND)
  }
  const rows = await rowsOf(file.kind as FileKind, bytes, 'file')

  return db.$transaction(async (tx) => {
    const draft = await lockOwnDraft(tx, orderId)
    const productIds = await activeProductIdsByArticle(
      rows.map((row) => row.article),
      tx
    )
    const ids = [...new Set(productIds.values())]
    const [stock, items] = await Promise.all([
      availableTotalsOf(tx, ids),
      tx.orderItem.findMany({
        where: { orderId: draft.id },
        select: { productId: true, quantity: true },
      }),
    ])
    const held = new Map(replace ? [] : items.map((item) => [item.productId, item.quantity]))
    const plan = planFill(rows, { productIds, stock, held })
    const report = { replace, force, rows: plan.rows, summary: plan.summary }
    if (!plan.clean && !force) {
      throw new ConflictError(FILL_REFUSED_MESSAGE, { applied: false, ...report })
    }
    const lineCount = new Set([...held.keys(), ...plan.lines.map((l) => l.productId)]).size
    if (lineCount > MAX_ORDER_LINES) {
      throw new ConflictError(TOO_MANY_LINES_MESSAGE, { applied: false, ...report })
    }
    await writeDraftLines(tx, draft.id, plan.lines, { mode: 'add', replace })
    return { applied: true as const, ...report }
  })
}

/** A file as GraphQL answers it: the record and the REST path that downloads it. */
const withDownloadUrl = (file: OrderFile) => ({
  ...file,
  downloadUrl: orderFileDownloadPath(file.orderId, file.id),
  safeCopyUrl: orderFileSafeCopyPath(file.orderId, file.id),
})

export const orderFiles: QueryResolvers['orderFiles'] = async ({ orderId }) =>
  (await listOrderFiles(orderId)).map(withDownloadUrl)

// The writes' arguments are parsed by the same schemas as the REST bodies.
export const uploadOrderText: MutationResolvers['uploadOrderText'] = async ({ orderId, text }) =>
  withDownloadUrl(await uploadOrderFile(orderId, parseInput(orderTextInput, { text })))

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
}) => fillDraftFromFile(orderId, fileId, parseInput(fillOrderInput, { replace, force }))
