import ExcelJS from 'exceljs'

import type { SheetRow } from 'src/lib/domain/orderFileRows'
import { addTextSafeRow } from 'src/lib/spreadsheets'

export const SAFE_COPY_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * What staff download of a customer's order file by default: the rows as
 * the shop read them (every cell as text — formula results, never formulas;
 * no macros, links or other parts of the original), each a text cell in
 * Excel's Text format (lib/spreadsheets/textCells: `=…` stays text even when
 * edited, a phone is no number, and no apostrophe shows), with the file's
 * own row number in front. Staff may open it without a thought; the original bytes
 * stay behind their own link and warning.
 */
export async function safeCopyWorkbook(rows: SheetRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Строки файла', { views: [{ state: 'frozen', ySplit: 1 }] })
  const width = Math.max(1, ...rows.map((row) => row.cells.length))
  sheet.addRow(['Строка файла', ...Array.from({ length: width }, (_, i) => `Столбец ${i + 1}`)])
  sheet.getRow(1).font = { bold: true }
  for (const row of rows) {
    // Strings only: exceljs writes a string as text, never as a formula.
    addTextSafeRow(sheet, [String(row.line), ...row.cells])
  }
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/** «заказ.xlsx» → «заказ (безопасная копия).xlsx». */
export function safeCopyFileName(fileName: string): string {
  const base = fileName.replace(/\.[^.]*$/, '') || 'file'
  return `${base} (безопасная копия).xlsx`
}

/** The REST path of a file's safe copy (owner or order staff, as the original). */
export const orderFileSafeCopyPath = (orderId: number, fileId: number) =>
  `/api/v1/order/${orderId}/files/${fileId}/safe-copy/`
