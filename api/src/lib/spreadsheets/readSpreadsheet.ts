import ExcelJS from 'exceljs'

import type { SheetRow } from 'src/lib/domain/orderFileRows'

import { inspectZip, NOT_A_SPREADSHEET, RefusedFileError } from './zipGuard'

/** Columns read from a sheet row unless the caller asks for fewer. */
const DEFAULT_MAX_COLUMNS = 500

/**
 * What a cell shows, as text: numbers as Excel shows them (19.99, not the
 * 19.989999999999998 a binary double may hold), rich text, formula results
 * (never the formula), links, dates as ISO days, errors as Excel shows them
 * (#N/A: a quantity that is one is bad, not «one piece»).
 */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return String(Number(value.toPrecision(15)))
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value !== 'object') return String(value)
  if ('richText' in value) return value.richText.map((part) => part.text).join('')
  if ('formula' in value || 'sharedFormula' in value) {
    return cellText((value.result ?? null) as ExcelJS.CellValue)
  }
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue) // hyperlink
  if ('error' in value) return String(value.error)
  return ''
}

export interface ReadSpreadsheetOptions {
  /**
   * Refuse (with `tooManyRowsMessage`) a first sheet with more rows than
   * this, before its rows are read.
   */
  maxRows?: number
  tooManyRowsMessage?: string
  /** Columns read from each row (the rest are left out). */
  maxColumns?: number
  /** Trim each cell's text (order files); the product import reads cells as they are. */
  trim?: boolean
}

/**
 * The first worksheet of an .xlsx as sheet rows of cell texts (1-based row
 * numbers as Excel shows them). The one way the shop opens a workbook: the
 * zip is checked first (zipGuard: ratio, entries, unpacked size, each
 * sheet's XML), so exceljs never unpacks a bomb. Throws RefusedFileError
 * with a Russian message, and nothing else, for any bytes.
 */
export async function readSpreadsheet(
  bytes: Buffer,
  options: ReadSpreadsheetOptions = {}
): Promise<SheetRow[]> {
  inspectZip(bytes)
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
  } catch {
    throw new RefusedFileError(NOT_A_SPREADSHEET)
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) return []
  if (options.maxRows !== undefined && sheet.actualRowCount > options.maxRows) {
    throw new RefusedFileError(options.tooManyRowsMessage ?? NOT_A_SPREADSHEET)
  }
  const maxColumns = options.maxColumns ?? DEFAULT_MAX_COLUMNS
  const rows: SheetRow[] = []
  try {
    sheet.eachRow({ includeEmpty: false }, (row, line) => {
      const cells: string[] = []
      for (let c = 1; c <= Math.min(row.cellCount, maxColumns); c++) {
        const text = cellText(row.getCell(c).value)
        cells.push(options.trim ? text.trim() : text)
      }
      rows.push({ line, cells })
    })
  } catch {
    // exceljs parses lazily in places; a malformed sheet must stay a refusal, never a 500.
    throw new RefusedFileError(NOT_A_SPREADSHEET)
  }
  return rows
}
