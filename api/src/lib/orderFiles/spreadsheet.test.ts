import ExcelJS from 'exceljs'

import { fileRowsOf } from 'src/lib/domain/orderFileRows'

import { readSpreadsheet } from './spreadsheet'
import { NOT_A_SPREADSHEET } from './zipGuard'

async function workbookBytes(rows: ExcelJS.CellValue[][]) {
  const workbook = new ExcelJS.Workbook()
  workbook.addWorksheet('Заказ').addRows(rows)
  workbook.addWorksheet('Другое').addRows([['IGNORED', 1]])
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

describe('readSpreadsheet', () => {
  it('reads the first sheet: numbers, rich text, formulas, empty rows', async () => {
    const bytes = await workbookBytes([
      ['Артикул', 'Кол-во'],
      ['NS-100', 2],
      [{ richText: [{ text: 'F-' }, { text: '7' }] }, { formula: '1+2', result: 3 }],
      [],
      [12345, '4'],
    ])
    const cells = await readSpreadsheet(bytes)
    expect(fileRowsOf(cells)).toEqual([
      { row: 2, article: 'NS-100', quantity: 2 },
      { row: 3, article: 'F-7', quantity: 3 },
      { row: 5, article: '12345', quantity: 4 },
    ])
  })

  it('refuses what is not a workbook', async () => {
    await expect(readSpreadsheet(Buffer.from('NS-100;2'))).rejects.toThrow(NOT_A_SPREADSHEET)
  })
})
