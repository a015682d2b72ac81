import { execFileSync } from 'node:child_process'
import path from 'node:path'

/**
 * The text of a PDF as a reader extracts it (pdf.js, in a node process of
 * its own: see extractPdfText.mjs), one string per page. Text that comes out here
 * is text a person can select and copy; drawn or rasterised text would not.
 */
export function pdfText(pdf: Buffer): string[] {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'extractPdfText.mjs')], {
    input: pdf,
    cwd: __dirname,
    maxBuffer: 16 * 1024 * 1024,
  })
  return (JSON.parse(output.toString('utf8')) as { pages: string[] }).pages
}
