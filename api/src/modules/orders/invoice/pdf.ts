import PDFDocument from 'pdfkit'

import { INVOICE_HEADINGS, type Invoice, type InvoiceRow } from 'src/modules/orders/rules/invoice'

/**
 * Lays out an invoice (domain/invoice) as a PDF with pdfkit. The text is
 * set in DejaVu Sans from the `dejavu-fonts-ttf` package, embedded (pdfkit
 * subsets it and writes its ToUnicode map), so Cyrillic shows everywhere and
 * every word can be selected, searched and copied. DejaVu's licence (Bitstream
 * Vera terms, DejaVu changes in the public domain) lets the fonts be used and
 * embedded freely; only selling them alone or renaming modified ones is limited.
 */
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')

const MARGIN = 40
const BODY_SIZE = 9
const CELL_PADDING = 3

/** The table: header, width (the page's 515 pt in all) and how each cell is aligned. */
const COLUMNS: { header: string; width: number; key: keyof InvoiceRow; align: 'left' | 'right' }[] =
  [
    { header: INVOICE_HEADINGS.columns.position, width: 24, key: 'position', align: 'right' },
    { header: INVOICE_HEADINGS.columns.article, width: 84, key: 'article', align: 'left' },
    { header: INVOICE_HEADINGS.columns.name, width: 170, key: 'name', align: 'left' },
    { header: INVOICE_HEADINGS.columns.quantity, width: 45, key: 'quantity', align: 'right' },
    { header: INVOICE_HEADINGS.columns.unit, width: 42, key: 'unit', align: 'left' },
    { header: INVOICE_HEADINGS.columns.price, width: 70, key: 'price', align: 'right' },
    { header: INVOICE_HEADINGS.columns.sum, width: 80, key: 'sum', align: 'right' },
  ]

type Doc = PDFKit.PDFDocument

/** The smallest size an article may shrink to, and the lines it may take. */
const ARTICLE_MIN_SIZE = 6
export const ARTICLE_MAX_LINES = 2

/**
 * The size a cell's text is set in: the body's, but an article (up to 100
 * characters, often without spaces) shrinks until it takes at most two
 * lines, so a long one does not stretch its row over three or more.
 */
function cellSize(doc: Doc, column: (typeof COLUMNS)[number], text: string, bold: boolean) {
  if (column.key !== 'article' || bold) return BODY_SIZE
  const width = column.width - 2 * CELL_PADDING
  for (let size = BODY_SIZE; size > ARTICLE_MIN_SIZE; size -= 0.5) {
    doc.fontSize(size)
    if (doc.heightOfString(text, { width }) <= doc.currentLineHeight(true) * ARTICLE_MAX_LINES) {
      return size
    }
  }
  return ARTICLE_MIN_SIZE
}

let measuring: Doc | undefined

/** An article's size in the table and the lines it takes there (for tests and the row). */
export function articleLayout(article: string): { size: number; lines: number } {
  measuring ??= new PDFDocument({ size: 'A4', margin: MARGIN }).registerFont(
    'regular',
    FONT_REGULAR
  )
  const doc = measuring.font('regular')
  const column = COLUMNS[1]
  const size = cellSize(doc, column, article, false)
  doc.fontSize(size)
  const height = doc.heightOfString(article, { width: column.width - 2 * CELL_PADDING })
  return { size, lines: Math.round(height / doc.currentLineHeight(true)) }
}

/** One row of cells with borders; its height is the tallest cell's. */
function drawRow(doc: Doc, cells: string[], y: number, bold: boolean): number {
  doc.font(bold ? 'bold' : 'regular')
  const sizes = COLUMNS.map((column, index) => cellSize(doc, column, cells[index], bold))
  const heights = COLUMNS.map((column, index) => {
    doc.fontSize(sizes[index])
    return (
      doc.heightOfString(cells[index], { width: column.width - 2 * CELL_PADDING }) +
      2 * CELL_PADDING
    )
  })
  const height = Math.max(...heights)
  let x = MARGIN
  COLUMNS.forEach((column, index) => {
    doc.rect(x, y, column.width, height).stroke()
    doc.fontSize(sizes[index]).text(cells[index], x + CELL_PADDING, y + CELL_PADDING, {
      width: column.width - 2 * CELL_PADDING,
      align: column.align,
    })
    x += column.width
  })
  doc.fontSize(BODY_SIZE)
  return y + height
}

/** A label in bold and its lines below, at the current position. */
function block(doc: Doc, label: string, lines: string[]) {
  doc.font('bold').fontSize(BODY_SIZE).text(label, MARGIN)
  doc.font('regular')
  for (const line of lines) doc.text(line, MARGIN, undefined, { width: 515 })
  doc.moveDown(0.6)
}

/** The invoice as PDF bytes. */
export function renderInvoicePdf(invoice: Invoice, meta: { author: string }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: 'ru-RU',
    info: { Title: invoice.title, Author: meta.author, Subject: INVOICE_HEADINGS.title },
    displayTitle: true,
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.registerFont('regular', FONT_REGULAR)
  doc.registerFont('bold', FONT_BOLD)
  doc.lineWidth(0.5)

  // The supplier's bank details come first, as on every Kazakhstan invoice:
  // the buyer's accountant copies them into the payment order.
  doc.font('bold').fontSize(BODY_SIZE).text(INVOICE_HEADINGS.paymentOrderSample, MARGIN, MARGIN)
  doc.font('regular')
  for (const [label, value] of invoice.bank) doc.text(`${label}: ${value}`)
  doc.moveDown(1)

  doc.font('bold').fontSize(14).text(invoice.title, MARGIN, undefined, { width: 515 })
  doc.moveDown(0.8)
  block(doc, INVOICE_HEADINGS.supplier, invoice.supplier)
  block(doc, INVOICE_HEADINGS.buyer, invoice.buyer)

  const bottom = doc.page.height - MARGIN
  const header = COLUMNS.map((column) => column.header)
  let y = drawRow(doc, header, doc.y, true)
  for (const row of invoice.rows) {
    const cells = COLUMNS.map((column) => String(row[column.key]))
    // A row that would cross the bottom starts a new page with the header again.
    doc.font('regular').fontSize(BODY_SIZE)
    const needed =
      doc.heightOfString(row.name, { width: COLUMNS[2].width - 2 * CELL_PADDING }) +
      2 * CELL_PADDING
    if (y + needed > bottom) {
      doc.addPage()
      y = drawRow(doc, header, MARGIN, true)
    }
    y = drawRow(doc, cells, y, false)
  }

  if (y + 90 > bottom) {
    doc.addPage()
    y = MARGIN
  }
  doc.font('bold').fontSize(10)
  for (const line of [invoice.total, invoice.vat, invoice.due]) {
    doc.text(line, MARGIN, y + 6, { width: 515, align: 'right' })
    y = doc.y - 2
  }
  doc.moveDown(1)
  doc
    .font('regular')
    .fontSize(BODY_SIZE)
    .text(INVOICE_HEADINGS.itemsAndSum(invoice.rows.length), MARGIN)
  doc.font('bold').text(invoice.words, MARGIN, undefined, { width: 515 })

  // Who signs for the supplier: a line each, for the pen and the stamp.
  if (doc.y + 70 > bottom) doc.addPage()
  doc.moveDown(2)
  doc.font('regular').fontSize(BODY_SIZE + 1)
  for (const role of invoice.signatures) {
    doc.text(`${role} ______________________ /______________/`, MARGIN, undefined, { width: 515 })
    doc.moveDown(1.2)
  }
  doc.text(INVOICE_HEADINGS.stamp, MARGIN)

  doc.end()
  return done
}
