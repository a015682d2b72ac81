import type ExcelJS from 'exceljs'

/**
 * Excel's built-in «Text» number format (numFmtId 49). A string cell in it
 * is text on opening and stays text when staff edit it: a phone is never
 * turned into a number, `=…` never into a formula — and, unlike the CSV's
 * apostrophe (domain/formulaCells), nothing shows in the cell (issue 30 §4).
 * exceljs 4.4 cannot write the quotePrefix style; this format does the
 * same for a text cell.
 */
export const TEXT_FORMAT = '@'

export type SheetValue = string | number | Date | null

/**
 * Adds a row to a sheet the shop hands staff: strings as text cells in the
 * Text format, as they are (no apostrophe, no word joiner); numbers and dates
 * stay typed.
 */
export function addTextSafeRow(sheet: ExcelJS.Worksheet, values: SheetValue[]): ExcelJS.Row {
  const row = sheet.addRow(values)
  row.eachCell((cell) => {
    if (typeof cell.value === 'string') cell.numFmt = TEXT_FORMAT
  })
  return row
}
