import crypto from 'node:crypto'

import ExcelJS from 'exceljs'

import { handmadeZip } from './__fixtures__/handmadeZip'
import {
  inspectZip,
  MAX_ENTRIES,
  NOT_A_SPREADSHEET,
  SHEET_TOO_BIG,
  TOO_BIG_UNPACKED,
  TOO_COMPRESSED,
  TOO_MANY_ENTRIES,
  RefusedFileError,
} from './zipGuard'

const zipOf = handmadeZip

const refusal = (bytes: Buffer) => {
  try {
    inspectZip(bytes)
  } catch (error) {
    expect(error).toBeInstanceOf(RefusedFileError)
    return (error as Error).message
  }
  return 'accepted'
}

describe('inspectZip', () => {
  it('passes a real workbook of 5 000 rows and counts what it unpacks to', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Заказ')
    sheet.addRow(['Артикул', 'Количество'])
    for (let i = 0; i < 5000; i++) sheet.addRow([`NS-${i}`, (i % 7) + 1])
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer())
    const facts = inspectZip(bytes)
    expect(facts.entries).toBeGreaterThan(3)
    expect(facts.unpackedBytes).toBeGreaterThan(bytes.length)
  })

  it('passes an honest hand-made zip, stored or deflated', () => {
    const text = Buffer.from('<sheet/>'.repeat(100))
    expect(
      inspectZip(
        zipOf([
          { content: text, name: 'xl/a.xml' },
          { content: text, method: 0 },
        ])
      )
    ).toEqual({
      entries: 2,
      unpackedBytes: 1600,
      files: [
        { name: 'xl/a.xml', unpacked: 800 },
        { name: 'xl/part1.xml', unpacked: 800 },
      ],
    })
  })

  it('refuses a bomb by its ratio, before unpacking anything', () => {
    // 40 MB of zeros deflate to ~40 KB: 1000:1.
    expect(refusal(zipOf([{ content: Buffer.alloc(40 * 1024 * 1024) }]))).toBe(TOO_COMPRESSED)
  })

  it('refuses more than 50 MB in total as the directory declares it', () => {
    const noise = crypto.randomBytes(20_000)
    const parts = Array.from({ length: 30 }, () => ({ content: noise, claims: 2 * 1024 * 1024 }))
    expect(refusal(zipOf(parts))).toBe(TOO_BIG_UNPACKED)
  })

  it('refuses a directory that understates what the data unpacks to', () => {
    // Claims 10 KB; the data inflates to 10 MB (ratio in the directory looks harmless).
    expect(refusal(zipOf([{ content: Buffer.alloc(10 * 1024 * 1024), claims: 10_000 }]))).toBe(
      TOO_COMPRESSED
    )
    // Claims more than there is: also a lie.
    expect(refusal(zipOf([{ content: Buffer.from('<x/>'), claims: 10 }]))).toBe(NOT_A_SPREADSHEET)
  })

  it('refuses too many entries', () => {
    const parts = Array.from({ length: MAX_ENTRIES + 1 }, () => ({ content: Buffer.from('x') }))
    expect(refusal(zipOf(parts))).toBe(TOO_MANY_ENTRIES)
    expect(refusal(zipOf(parts.slice(0, MAX_ENTRIES)))).toBe('accepted')
  })

  it('refuses one sheet whose XML is past 16 MB, whatever else is in the file', () => {
    // Hex compresses 2:1: the ratio lets it through, the sheet's own limit does not.
    const xml = Buffer.from(crypto.randomBytes(8.5 * 1024 * 1024).toString('hex'))
    expect(refusal(zipOf([{ name: 'xl/worksheets/sheet1.xml', content: xml }]))).toBe(SHEET_TOO_BIG)
    expect(refusal(zipOf([{ name: 'xl/sharedStrings.xml', content: xml }]))).toBe(SHEET_TOO_BIG)
    // The same bytes as a picture are not sheet XML (the total limit still holds).
    expect(refusal(zipOf([{ name: 'xl/media/image1.bin', content: xml }]))).toBe('accepted')
  })

  it('refuses what is not a zip, a cut-off zip, ZIP64 and unknown compression', () => {
    expect(refusal(Buffer.from('Артикул;Количество\nNS-100;2'))).toBe(NOT_A_SPREADSHEET)
    const honest = zipOf([{ content: Buffer.from('<sheet/>') }])
    expect(refusal(honest.subarray(0, honest.length - 10))).toBe(NOT_A_SPREADSHEET)
    const zip64 = Buffer.from(honest)
    zip64.writeUInt32LE(0xffffffff, zip64.length - 6)
    expect(refusal(zip64)).toBe(NOT_A_SPREADSHEET)
    expect(refusal(zipOf([{ content: Buffer.from('<sheet/>'), method: 12 }]))).toBe(
      NOT_A_SPREADSHEET
    )
  })
})
