/* eslint-env node, es2022 */
// Prints the text of the PDF read from stdin, page by page, as a reader's
// «select all, copy» gives it (pdf.js, the PDF reader of Firefox). Run as a
// separate node process by testing/pdfText.ts: pdfjs-dist is ES modules only,
// which Redwood's Jest (CommonJS) cannot import.
import { buffer } from 'node:stream/consumers'

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

const data = new Uint8Array(await buffer(process.stdin))
const pdf = await getDocument({ data, isEvalSupported: false, disableFontFace: true, verbosity: 0 })
  .promise
const pages = []
for (let number = 1; number <= pdf.numPages; number++) {
  const page = await pdf.getPage(number)
  const content = await page.getTextContent()
  pages.push(
    content.items
      .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
      .join('')
  )
}
process.stdout.write(JSON.stringify({ pages }))
