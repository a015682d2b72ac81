import ExcelJS from 'exceljs'

import { MAX_FILE_ROWS, TOO_MANY_ROWS_MESSAGE, type SheetRow } from 'src/lib/domain/orderFileRows'

import { inspectZip, NOT_A_SPREADSHEET, RefusedFileError } from './zipGuard'

/** Rows a title and a header may add above MAX_FILE_ROWS data rows. */
const HEADER_ALLOWANCE = 20
/** Order sheets have a handful of columns; the header is searched within these. */
const MAX_COLUMNS = 50
/**
 * exceljs reads a whole workbook in memory at ~3 s per 8 MB of sheet XML,
 * blocking the process meanwhile. 5 000 rows of 20 text columns come to
 * ~8.5 MB; twice that is the most a workbook may hold in sheets and shared
 * strings, well below the 50 MB the zip check allows.
 */
export const MAX_SHEET_XML_BYTES = 16 * 1024 * 1024
export const SHEET_TOO_BIG_MESSAGE =
  'Таблица слишком большая для заказа: оставьте в файле только строки с артикулами и количествами.'
const SHEET_XML = /^xl\/(worksheets\/[^/]+\.xml|sharedStrings\.xml)$/i

/** What a cell shows, as text: numbers, rich text, formula results, links, dates, errors. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value !== 'object') return String(value)
  if ('richText' in value) return value.richText.map((part) => part.text).join('')
  if ('formula' in value || 'sharedFormula' in value) {
    return cellText((value.result ?? null) as ExcelJS.CellValue)
  }
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue) // hyperlink
  // Errors show as Excel shows them (#N/A): a quantity that is one is bad, not «one piece».
  if ('error' in value) return String(value.error)
  return ''
}

/**
 * The first worksheet of an .xlsx as sheet rows of cell texts. The zip is
 * checked first (zipGuard), so exceljs never unpacks a bomb, and so is the
 * size of the sheets' XML; a sheet with far more rows than an order file
 * may have is refused before its rows are read.
 */
export async function readSpreadsheet(bytes: Buffer): Promise<SheetRow[]> {
  const { files } = inspectZip(bytes)
  const sheetXml = files
    .filter((file) => SHEET_XML.test(file.name))
    .reduce((sum, file) => sum + file.unpacked, 0)
  if (sheetXml > MAX_SHEET_XML_BYTES) throw new RefusedFileError(SHEET_TOO_BIG_MESSAGE)
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
  } catch {
    throw new RefusedFileError(NOT_A_SPREADSHEET)
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) return []
  if (sheet.actualRowCount > MAX_FILE_ROWS + HEADER_ALLOWANCE) {
    throw new RefusedFileError(TOO_MANY_ROWS_MESSAGE)
  }
  const rows: SheetRow[] = []
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = []
    for (let c = 1; c <= Math.min(row.cellCount, MAX_COLUMNS); c++) {
      cells.push(cellText(row.getCell(c).value).trim())
    }
    rows.push({ line, cells })
  })
  return rows
}
