import { lineQuantity, MAX_LINE_QUANTITY, QUANTITY_MESSAGE, stockMessage } from './orderLines'
import { ARTICLE_MAX } from './productFields'

/**
 * Order files (issue «Commerce», SPEC §7 files of an order and fill-order):
 * a spreadsheet, a CSV export or a pasted list of `article quantity` lines
 * read into rows, and the rule that decides what each row does to a draft.
 * Pure: the service supplies bytes, products and stock. The spreadsheet
 * reader (lib/spreadsheets/readSpreadsheet.ts) produces the same SheetRows.
 */
export const MAX_FILE_BYTES = 5 * 1024 * 1024
export const MAX_FILE_ROWS = 5000
export const TOO_MANY_ROWS_MESSAGE = 'В файле больше 5 000 строк.'
export const TOO_LARGE_MESSAGE = 'Файл больше 5 МБ.'
export const NO_ROWS_MESSAGE = 'В файле нет строк с артикулами.'

/** One line of a sheet or text: its 1-based line number and its cells. */
export interface SheetRow {
  line: number
  cells: string[]
}

export interface FileRow {
  /** 1-based line of the file (or sheet row). */
  row: number
  article: string
  /** The quantity as parsed (1 … 100 000), or null when it is not one. */
  quantity: number | null
}

/**
 * Text of a CSV or a pasted list: UTF-8 (BOM or not), UTF-16 with a BOM
 * (Excel's «Unicode text»), else Windows-1251 — what Excel writes in a
 * Russian locale. cp1251 decodes every byte, so it is the last resort.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes)
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1251').decode(bytes)
  }
}

const DELIMITERS = [';', '\t', ','] as const

/** Delimiters outside quotes in one line. */
function countOutsideQuotes(line: string, delimiter: string) {
  let count = 0
  let quoted = false
  for (const char of line) {
    if (char === '"') quoted = !quoted
    else if (char === delimiter && !quoted) count++
  }
  return count
}

/**
 * The delimiter used most outside quotes in the first 20 lines; ';' wins
 * ties (Excel's choice in ru locales, where ',' is the decimal mark).
 */
export function sniffDelimiter(text: string): string {
  const sample = text
    .split(/\r\n|\n|\r/)
    .filter((line) => line.trim())
    .slice(0, 20)
  let best: string = ';'
  let bestCount = 0
  for (const delimiter of DELIMITERS) {
    const count = sample.reduce((sum, line) => sum + countOutsideQuotes(line, delimiter), 0)
    if (count > bestCount) {
      best = delimiter
      bestCount = count
    }
  }
  return best
}

/**
 * RFC 4180 records: quoted fields may hold the delimiter, doubled quotes and
 * line breaks; each record keeps the line it starts on.
 */
export function parseDelimited(text: string, delimiter = sniffDelimiter(text)): SheetRow[] {
  const rows: SheetRow[] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let startLine = 1
  const endRecord = () => {
    cells.push(cell)
    rows.push({ line: startLine, cells })
    cells = []
    cell = ''
  }
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    const lineBreak = char === '\n' || char === '\r'
    if (lineBreak && char === '\r' && text[i + 1] === '\n') i++
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += lineBreak ? '\n' : char
      if (lineBreak) line++
    } else if (char === '"' && cell.trim() === '') {
      quoted = true
      cell = ''
    } else if (char === delimiter) {
      cells.push(cell)
      cell = ''
    } else if (lineBreak) {
      endRecord()
      line++
      startLine = line
    } else cell += char
  }
  if (cell !== '' || cells.length) endRecord()
  return rows
}

/** Splits one pasted line: by tabs (copied cells) or ';', else by commas and spaces. */
function pastedCells(line: string): string[] {
  const separator = line.includes('\t') ? /\t/ : line.includes(';') ? /;/ : /[\s,]+/
  const parts = line
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean)
  // «NS-100  Насос угловой  2»: the article comes first, the quantity last.
  return parts.length > 2 ? [parts[0], parts[parts.length - 1]] : parts
}

/** A pasted list: per line an article and a quantity, separated by tabs, ';', ',' or spaces. */
export function parsePastedText(text: string): SheetRow[] {
  return text
    .split(/\r\n|\n|\r/)
    .map((line, index) => ({ line: index + 1, cells: pastedCells(line) }))
}

/** 'Количество, шт.' → 'количество'; 'Кол-во (шт)' → 'кол-во'. */
const headerName = (cell: string) =>
  cell
    .toLowerCase()
    .replace(/ё/g, 'е')
    .split(/[,(:]/)[0]
    .replace(/[.\s]+$/, '')
    .replace(/\s+/g, ' ')
    .trim()

const ARTICLE_HEADERS = new Set([
  'артикул',
  'артикул товара',
  'арт',
  'код',
  'код товара',
  'article',
  'sku',
  'vendor code',
])
const QUANTITY_HEADERS = new Set(['количество', 'кол-во', 'колво', 'кол', 'qty', 'quantity', 'шт'])

export interface Columns {
  article: number
  quantity: number
  /** Index of the first data row in the SheetRow list. */
  firstRow: number
}

/**
 * Where the article and quantity are: a row naming both columns within the
 * first 10 (a title may stand above it), or a first row naming one of them
 * in its usual place; otherwise there is no header and column 1 is the
 * article, column 2 the quantity.
 */
export function locateColumns(rows: SheetRow[]): Columns {
  for (let r = 0; r < Math.min(rows.length, 10); r++) {
    const names = rows[r].cells.map(headerName)
    const article = names.findIndex((name) => ARTICLE_HEADERS.has(name))
    const quantity = names.findIndex((name) => QUANTITY_HEADERS.has(name))
    if (article >= 0 && quantity >= 0) return { article, quantity, firstRow: r + 1 }
  }
  const first = rows.findIndex((row) => row.cells.some((cell) => cell.trim()))
  if (first >= 0) {
    const names = rows[first].cells.map(headerName)
    if (ARTICLE_HEADERS.has(names[0] ?? '') || QUANTITY_HEADERS.has(names[1] ?? '')) {
      return { article: 0, quantity: 1, firstRow: first + 1 }
    }
  }
  return { article: 0, quantity: 1, firstRow: 0 }
}

/**
 * A quantity cell: spaces (thousands) and a trailing «шт» are dropped, and a
 * zero fraction (Excel's '3.0', '3,00'); '1,000' stays ambiguous and bad.
 */
export function parseCellQuantity(raw: string): number | null {
  const compact = raw
    .replace(/\s+/g, '')
    .replace(/шт\.?$/i, '')
    .replace(/[.,]0{1,2}$/, '')
  if (compact === '') return null
  // The same rule as a quantity sent to the api (domain/orderLines).
  const quantity = lineQuantity().safeParse(compact)
  return quantity.success ? quantity.data : null
}

export type RowsResult = { rows: FileRow[] } | { error: string }

/**
 * Sheet rows → order rows: article and quantity of each non-empty row (an
 * empty quantity cell is one piece). More than MAX_FILE_ROWS data rows, or
 * none at all, is an error with its reason.
 */
export function fileRowsOf(sheet: SheetRow[]): RowsResult {
  const columns = locateColumns(sheet)
  const rows: FileRow[] = []
  for (let r = columns.firstRow; r < sheet.length; r++) {
    const { cells, line } = sheet[r]
    const article = (cells[columns.article] ?? '').trim()
    const quantity = (cells[columns.quantity] ?? '').trim()
    if (!article && !quantity) continue
    if (rows.length === MAX_FILE_ROWS) return { error: TOO_MANY_ROWS_MESSAGE }
    rows.push({
      row: line,
      // Longer cells are not articles; the report keeps them readable.
      article: article.slice(0, ARTICLE_MAX),
      // No quantity at all means one piece, as in order lines (orderLineInput).
      quantity: quantity === '' ? 1 : parseCellQuantity(quantity),
    })
  }
  return rows.length ? { rows } : { error: NO_ROWS_MESSAGE }
}

export const ROW_RESULTS = [
  'added',
  'capped',
  'unknown_article',
  'bad_quantity',
  'no_stock',
] as const
export type RowResult = (typeof ROW_RESULTS)[number]

export const unknownArticleMessage = (article: string) => `Товар с артикулом ${article} не найден`
export const NO_ARTICLE_MESSAGE = 'Не указан артикул'
export const NO_STOCK_MESSAGE = 'Нет в наличии'

export interface RowReport extends FileRow {
  result: RowResult
  message: string | null
}

export type FillSummary = Record<RowResult, number>

/** What the draft and the catalogue say, read in the fill's transaction. */
export interface FillFacts {
  /** Active products by article (unknown or inactive ones are absent). */
  productIds: Map<string, number>
  /** Total stock of each known product over all shops. */
  stock: Map<number, number>
  /** What the draft holds per product now (nothing when it is replaced). */
  held: Map<number, number>
}

export interface FillPlan {
  rows: RowReport[]
  summary: FillSummary
  /** Every row simply added: nothing to confirm. */
  clean: boolean
  /** What to add to the draft when the plan is applied (the writer caps by stock). */
  lines: { productId: number; quantity: number }[]
}

/**
 * Each row's fate (SPEC §4 «Order items on load», §5 stock cap): rows of one
 * article add up, together with what the draft already holds; a total above
 * the stock is lowered to it ('capped', 'В наличии {N} товаров'), above
 * 100 000 to that; an article with no stock is 'no_stock'. Only 'added' and
 * 'capped' rows become lines — the others are skipped when forced.
 */
export function planFill(rows: FileRow[], facts: FillFacts): FillPlan {
  const asked = new Map<number, number>()
  for (const row of rows) {
    const id = facts.productIds.get(row.article)
    if (id !== undefined && row.quantity !== null)
      asked.set(id, (asked.get(id) ?? 0) + row.quantity)
  }
  const report: RowReport[] = rows.map((row) => {
    const id = row.article ? facts.productIds.get(row.article) : undefined
    if (id === undefined) {
      const message = row.article ? unknownArticleMessage(row.article) : NO_ARTICLE_MESSAGE
      return { ...row, result: 'unknown_article', message }
    }
    if (row.quantity === null) return { ...row, result: 'bad_quantity', message: QUANTITY_MESSAGE }
    const stock = Math.max(0, facts.stock.get(id) ?? 0)
    if (stock === 0) return { ...row, result: 'no_stock', message: NO_STOCK_MESSAGE }
    const total = (facts.held.get(id) ?? 0) + (asked.get(id) ?? 0)
    if (Math.min(total, MAX_LINE_QUANTITY) > stock) {
      return { ...row, result: 'capped', message: stockMessage(stock) }
    }
    if (total > MAX_LINE_QUANTITY) return { ...row, result: 'capped', message: QUANTITY_MESSAGE }
    return { ...row, result: 'added', message: null }
  })
  const summary = Object.fromEntries(ROW_RESULTS.map((r) => [r, 0])) as FillSummary
  for (const row of report) summary[row.result]++
  const lines = report
    .filter((row) => row.result === 'added' || row.result === 'capped')
    .map((row) => ({ productId: facts.productIds.get(row.article)!, quantity: row.quantity! }))
  return { rows: report, summary, clean: summary.added === rows.length, lines }
}
