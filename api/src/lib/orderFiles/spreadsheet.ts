import ExcelJS from 'exceljs'

import { MAX_FILE_ROWS, TOO_MANY_ROWS_MESSAGE } from 'src/lib/domain/orderFileRows'

import { inspectZip, NOT_A_SPREADSHEET, UnsafeZipError } from './zipGuard'

/** Rows a header and a title may add above MAX_FILE_ROWS data rows. */
const HEADER_ALLOWANCE = 20

/** What a cell shows, as text: numbers, rich text, formula results, links, dates. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value !== 'object') return String(value)
  if ('richText' in value) return value.richText.map((part) => part.text).join('')
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue)
  if ('text' in value) return String(value.text)
  return ''
}

/**
 * The first worksheet of an .xlsx as rows of cell texts. The zip directory
 * is checked first (zipGuard), so exceljs never unpacks a bomb.
 */
export async function readSpreadsheet(bytes: Buffer): Promise<string[][]> {
  inspectZip(bytes)
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
  } catch {
    throw new UnsafeZipError(NOT_A_SPREADSHEET)
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) return []
  if (sheet.rowCount > MAX_FILE_ROWS + HEADER_ALLOWANCE)
    throw new UnsafeZipError(TOO_MANY_ROWS_MESSAGE)
  const rows: string[][] = []
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r)
    const cells: string[] = []
    for (let c = 1; c <= Math.min(row.cellCount, 50); c++)
      cells.push(cellText(row.getCell(c).value))
    rows.push(cells)
  }
  return rows
}
