import crypto from 'node:crypto'

import ExcelJS from 'exceljs'
import fc from 'fast-check'

import { fileRowsOf, TOO_MANY_ROWS_MESSAGE } from 'src/lib/domain/orderFileRows'

import { handmadeZip } from './__fixtures__/handmadeZip'
import { zipBomb } from './__fixtures__/zipBombs'
import { cellText, readSpreadsheet } from './readSpreadsheet'
import {
  inspectZip,
  NOT_A_SPREADSHEET,
  RefusedFileError,
  SHEET_TOO_BIG,
  TOO_BIG_UNPACKED,
  TOO_COMPRESSED,
  TOO_MANY_ENTRIES,
} from './zipGuard'

const ORDER_SHEET = { maxRows: 5020, tooManyRowsMessage: TOO_MANY_ROWS_MESSAGE, trim: true }

async function workbookBytes(build: (sheet: ExcelJS.Worksheet) => void) {
  const workbook = new ExcelJS.Workbook()
  build(workbook.addWorksheet('Заказ'))
  workbook.addWorksheet('Другое').addRows([['IGNORED', 1]])
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

describe('readSpreadsheet', () => {
  it('reads the first sheet only: numbers, strings, rich text, formulas, links', async () => {
    const bytes = await workbookBytes((sheet) => {
      sheet.addRow(['Заявка на июнь'])
      sheet.addRow(['Артикул', 'Наименование', 'Кол-во'])
      sheet.addRow(['NS-100', 'Насос', 2])
      sheet.addRow([
        { richText: [{ text: 'F-' }, { text: '7' }] },
        '',
        { formula: '1+2', result: 3 },
      ])
      sheet.addRow([])
      sheet.addRow([12345, null, '4'])
      sheet.addRow([{ text: 'GR-1', hyperlink: 'https://example.kz/gr-1' }, '', ' 1 000 '])
      sheet.addRow(['V-2', '', { formula: 'NA()', result: { error: '#N/A' } }])
    })
    const rows = await readSpreadsheet(bytes, ORDER_SHEET)
    expect(rows.map((r) => r.line)).toEqual([1, 2, 3, 4, 6, 7, 8])
    expect(fileRowsOf(rows)).toEqual({
      rows: [
        { row: 3, article: 'NS-100', quantity: 2 },
        { row: 4, article: 'F-7', quantity: 3 },
        { row: 6, article: '12345', quantity: 4 },
        { row: 7, article: 'GR-1', quantity: 1000 },
        { row: 8, article: 'V-2', quantity: null },
      ],
    })
  })

  it('refuses a sheet far longer than an order file', async () => {
    const bytes = await workbookBytes((sheet) => {
      for (let i = 0; i < 5100; i++) sheet.addRow([`A-${i}`, 1])
    })
    await expect(readSpreadsheet(bytes, ORDER_SHEET)).rejects.toThrow(TOO_MANY_ROWS_MESSAGE)
  })

  it('refuses sheets whose XML would take exceljs too long, before it reads them', async () => {
    // 17 MB of hex: compresses 2:1, so the zip check alone would let it through.
    const xml = Buffer.from(crypto.randomBytes(8.5 * 1024 * 1024).toString('hex'))
    const bytes = handmadeZip([{ name: 'xl/worksheets/sheet1.xml', content: xml }])
    await expect(readSpreadsheet(bytes)).rejects.toThrow(SHEET_TOO_BIG)
  })

  it('refuses what is not a workbook, even when it is a zip', async () => {
    await expect(readSpreadsheet(Buffer.from('NS-100;2'))).rejects.toThrow(NOT_A_SPREADSHEET)
    // A valid zip (the workbook's own) cut short in the middle of its data.
    const bytes = await workbookBytes((sheet) => sheet.addRow(['NS-100', 2]))
    const damaged = Buffer.from(bytes)
    damaged.fill(0x41, 200, 400)
    await expect(readSpreadsheet(damaged)).rejects.toThrow(NOT_A_SPREADSHEET)
  })
})

describe('readSpreadsheet and zip bombs', () => {
  it.each([
    ['sheetBomb', TOO_COMPRESSED],
    ['manyEntries', TOO_MANY_ENTRIES],
    ['nestedBigEntry', TOO_BIG_UNPACKED],
  ] as const)('refuses the %s before exceljs sees it', async (name, message) => {
    const load = jest.spyOn(ExcelJS.Workbook.prototype, 'xlsx', 'get')
    await expect(readSpreadsheet(zipBomb(name))).rejects.toThrow(message)
    expect(load).not.toHaveBeenCalled()
    load.mockRestore()
  })

  it('throws nothing but a refusal for any bytes named .xlsx or .zip', async () => {
    const workbook = new ExcelJS.Workbook()
    workbook.addWorksheet('Заказ').addRows([['NS-100', 2]])
    const real = Buffer.from(await workbook.xlsx.writeBuffer())
    const bytes = fc.oneof(
      // Anything at all, and anything that starts like a zip.
      fc.uint8Array({ maxLength: 2048 }).map((b) => Buffer.from(b)),
      fc.uint8Array({ maxLength: 2048 }).map((b) => Buffer.concat([Buffer.from('PK\x03\x04'), b])),
      // A real workbook with bytes overwritten here and there.
      fc
        .array(fc.tuple(fc.nat({ max: real.length - 1 }), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 20,
        })
        .map((changes) => {
          const damaged = Buffer.from(real)
          for (const [at, value] of changes) damaged[at] = value
          return damaged
        }),
      // A real workbook cut short.
      fc.nat({ max: real.length }).map((length) => real.subarray(0, length))
    )
    await fc.assert(
      fc.asyncProperty(bytes, async (input) => {
        // .zip files are checked by inspectZip, .xlsx files read through it.
        for (const open of [async () => inspectZip(input), () => readSpreadsheet(input)]) {
          try {
            await open()
          } catch (error) {
            if (!(error instanceof RefusedFileError)) throw error
            expect(error.message).toMatch(/[а-яё]/i)
          }
        }
      }),
      { numRuns: 300 }
    )
  })
})

describe('cellText', () => {
  it('shows dates as ISO days and errors as Excel does', () => {
    expect(cellText(new Date(Date.UTC(2026, 5, 1)))).toBe('2026-06-01')
    expect(cellText({ error: '#DIV/0!' } as ExcelJS.CellErrorValue)).toBe('#DIV/0!')
    expect(cellText(null)).toBe('')
    // A number as Excel shows it, not the binary double.
    expect(cellText(19.989999999999998)).toBe('19.99')
  })
})
