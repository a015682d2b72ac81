/**
 * The shop's one way to open a workbook or zip (issue 28): readSpreadsheet
 * for an .xlsx, inspectZip for any other zip, both behind the same guard.
 */
export { cellText, readSpreadsheet, type ReadSpreadsheetOptions } from './readSpreadsheet'
export {
  inspectZip,
  looksLikeZip,
  MAX_ENTRIES,
  MAX_RATIO,
  MAX_SHEET_XML_BYTES,
  MAX_UNPACKED_BYTES,
  NOT_A_SPREADSHEET,
  RefusedFileError,
  SHEET_TOO_BIG,
  SMALL_ENTRY_BYTES,
  TOO_BIG_UNPACKED,
  TOO_COMPRESSED,
  TOO_MANY_ENTRIES,
  type ZipFacts,
  type ZipLimits,
  unpackZip,
} from './zipGuard'
export { addTextSafeRow, TEXT_FORMAT, type SheetValue } from './textCells'
