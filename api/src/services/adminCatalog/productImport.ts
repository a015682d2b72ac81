import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import ExcelJS from 'exceljs'

import { recordAudit, recordAuditMany } from 'src/lib/audit'
import { forgetCatalogCachesHere } from 'src/lib/catalogCaches'
import { db } from 'src/lib/db'
import { InvalidInputError } from 'src/lib/errors'
import type { MultipartFile } from 'src/lib/orderFiles/multipart'
import { addTextSafeRow } from 'src/lib/spreadsheets'
import { requireCatalogueStaff } from 'src/lib/staffAccess'
import type { ImportResult } from 'src/modules/catalog'
import { ImportFileError, importProductFile, productTemplateRows } from 'src/modules/catalog'

export const IMPORT_FILE_MESSAGE = 'Загрузите таблицу .csv или .xlsx.'

/** Rows the answer lists besides the counts («без изменений» rows are only counted). */
export const MAX_REPORT_ROWS = 1000

/**
 * A products sheet uploaded in the back office (POST
 * /api/v1/admin/product-import/ …): read and planned by the very import the
 * scripts run (catalogImport/importer `importProductFile`), as a dry run
 * (`apply: false`: nothing is written) or for real. The page sends the same
 * file twice — first to check, then to load — so no upload waits on the
 * server between the two; the second run plans again against the catalogue
 * as it then is, and writes nothing if any row is rejected. Pictures are not
 * taken from a sheet here (they need a folder); rows that name pictures are
 * rejected with the import's own message, and pictures are added on the
 * product's page.
 */
export async function importProductUpload(upload: MultipartFile | null, apply: boolean) {
  requireCatalogueStaff()
  const extension = path.extname(upload?.fileName ?? '').toLowerCase()
  if (!upload || !['.csv', '.xlsx'].includes(extension)) {
    throw new InvalidInputError({ file: [IMPORT_FILE_MESSAGE] })
  }
  // The importer reads a file by its path (the scripts' way): a private temporary copy.
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'akvatoria-import-'))
  const file = path.join(folder, `upload${extension}`)
  let result: ImportResult
  try {
    await fs.writeFile(file, upload.bytes)
    result = await importProductFile(file, {
      dryRun: !apply,
      onWritten: async (tx, plan) => {
        await recordAudit(tx, {
          action: 'product.import',
          entity: 'import',
          entityId: upload.fileName.slice(0, 200) || 'upload',
          before: null,
          after: { created: plan.summary.created, updated: plan.summary.updated },
        })
        // And each product the file created or changed, with its changes in words.
        const written = plan.rows.filter((r) => r.status === 'created' || r.status === 'updated')
        const ids = new Map(
          (
            await tx.product.findMany({
              where: { article: { in: written.map((row) => row.article) } },
              select: { id: true, article: true },
            })
          ).map((product) => [product.article, product.id])
        )
        await recordAuditMany(
          tx,
          written.map((row) => ({
            action: row.status === 'created' ? 'product.create' : 'product.update',
            entity: 'product',
            entityId: ids.get(row.article) ?? row.article,
            before: null,
            after: { importChanges: row.changes },
          }))
        )
      },
    })
  } catch (error) {
    // The importer's refusals of the file itself (not a table, broken) are the editor's 400.
    if (error instanceof ImportFileError) throw new InvalidInputError({ file: [error.message] })
    throw error
  } finally {
    await fs.rm(folder, { recursive: true, force: true })
  }
  // The importer told the other api processes at commit; this one forgets now.
  if (result.written) forgetCatalogCachesHere()
  return reportOf(result, upload.fileName)
}

export const TEMPLATE_FILE_NAME = 'shablon-tovarov.xlsx'
export const TEMPLATE_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * «Скачать шаблон» (issue 30 §4): an .xlsx with exactly the columns the
 * import reads — built from its own column list (productTemplateRows), a
 * stock column per shop of the catalogue — and one example row. Every cell
 * is text, so a price or an article keeps what is typed into it.
 */
export async function productImportTemplate(): Promise<Buffer> {
  requireCatalogueStaff()
  const shops = await db.shop.findMany({
    select: { name: true },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  })
  const [header, example] = productTemplateRows(shops.map((shop) => shop.name))
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Товары', { views: [{ state: 'frozen', ySplit: 1 }] })
  addTextSafeRow(sheet, header).font = { bold: true }
  addTextSafeRow(sheet, example)
  sheet.columns.forEach((column, index) => {
    column.width = Math.max(12, header[index].length + 2)
  })
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

export type ImportReport = ReturnType<typeof reportOf>

function reportOf(result: ImportResult, fileName: string) {
  const { plan } = result
  const rows = plan.rows.filter((row) => row.status !== 'unchanged')
  return {
    fileName,
    dryRun: result.dryRun,
    written: result.written,
    ok: plan.ok,
    summary: plan.summary,
    fileErrors: plan.fileErrors,
    warnings: plan.warnings,
    newBrands: plan.newBrands.map((b) => b.name),
    rows: rows.slice(0, MAX_REPORT_ROWS).map((row) => ({
      where: row.where,
      article: row.article,
      status: row.status,
      changes: row.changes,
      errors: row.errors,
    })),
    rowsLeftOut: Math.max(0, rows.length - MAX_REPORT_ROWS),
  }
}
