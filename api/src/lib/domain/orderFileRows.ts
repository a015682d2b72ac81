import { parseQuantity } from './orderLines'

/**
 * Reading an order file (issue «Commerce», order files): a CSV export or a
 * pasted list of `article quantity` lines into rows. Pure; the spreadsheet
 * reader produces the same cells from .xlsx. A header row is optional:
 * columns named like «Артикул» and «Количество» are found anywhere in the
 * first rows, otherwise column 1 is the article and column 2 the quantity.
 */
export const MAX_FILE_BYTES = 5 * 1024 * 1024
export const MAX_FILE_ROWS = 5000
export const TOO_MANY_ROWS_MESSAGE = 'В файле больше 5 000 строк.'
export const TOO_LARGE_MESSAGE = 'Файл больше 5 МБ.'

export interface FileRow {
  /** 1-based line of the file (or sheet row). */
  row: number
  article: string
  /** The quantity as parsed (1 … 100 000), or null when it is not one. */
  quantity: number | null
}

/** UTF-8 (with or without BOM), else Windows-1251 — what Excel writes in Kazakhstan. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1251').decode(bytes)
  }
}

const DELIMITERS = [';', '\t', ','] as const

/** The delimiter used most in the first lines (; wins ties: Excel's in ru locales). */
export function sniffDelimiter(text: string): string {
  const sample = text
    .split(/\r?\n/)
    .filter((l) => l.trim())
    .slice(0, 20)
    .join('\n')
  let best: string = ';'
  let bestCount = 0
  for (const delimiter of DELIMITERS) {
    const count = sample.split(delimiter).length - 1
    if (count > bestCount) {
      best = delimiter
      bestCount = count
    }
  }
  return best
}

/** RFC 4180 cells: quoted fields may hold the delimiter, quotes ("") and line breaks. */
export function parseDelimited(text: string, delimiter = sniffDelimiter(text)): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"' && cell === '') quoted = true
    else if (char === delimiter) {
      row.push(cell)
      cell = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    } else cell += char
  }
  if (cell !== '' || row.length) {
    row.push(cell)
    rows.push(row)
  }
  return rows
}

/** A pasted list: per line the first word is the article, the last one the quantity. */
export function parsePastedLines(text: string): string[][] {
  return text.split(/\r?\n/).map((line) => {
    const parts = line
      .trim()
      .split(/[\t;,]+|\s+/)
      .filter(Boolean)
    return parts.length <= 1 ? parts : [parts[0], parts[parts.length - 1]]
  })
}

const ARTICLE_HEADER = /^(артикул|арт\.?|код( товара)?|article|sku|vendor ?code)$/i
const QUANTITY_HEADER = /^(кол-?во|количество|кол\.?|qty|quantity|amount|шт\.?)$/i

/** Where the article and quantity are, and the first data row (0-based). */
export function locateColumns(cells: string[][]) {
  for (let r = 0; r < Math.min(cells.length, 10); r++) {
    const names = cells[r].map((c) => c.trim())
    const article = names.findIndex((n) => ARTICLE_HEADER.test(n))
    const quantity = names.findIndex((n) => QUANTITY_HEADER.test(n))
    if (article >= 0 && quantity >= 0) return { article, quantity, firstRow: r + 1 }
  }
  return { article: 0, quantity: 1, firstRow: 0 }
}

/**
 * Cells → rows of article + quantity; empty rows are skipped. A row without
 * a quantity cell means one piece (a pasted list of articles).
 */
export function fileRowsOf(cells: string[][]): FileRow[] {
  const columns = locateColumns(cells)
  const rows: FileRow[] = []
  for (let r = columns.firstRow; r < cells.length; r++) {
    const article = (cells[r][columns.article] ?? '').trim()
    const rawQuantity = (cells[r][columns.quantity] ?? '').trim().replace(/\s+/g, '')
    if (!article && !rawQuantity) continue
    rows.push({
      row: r + 1,
      article,
      quantity: rawQuantity === '' ? 1 : parseQuantity(rawQuantity.replace(/[.,]0+$/, '')),
    })
  }
  return rows
}

export type RowResult = 'added' | 'capped' | 'unknown_article' | 'bad_quantity' | 'no_stock'

export const unknownArticleMessage = (article: string) => `Товар с артикулом ${article} не найден`
export const NO_STOCK_MESSAGE = 'Нет в наличии'
