import ExcelJS from 'exceljs'

import { inspectZip, MAX_ENTRIES, NOT_A_SPREADSHEET, TOO_BIG_UNPACKED } from './zipGuard'

/** A stored (uncompressed-looking) zip whose directory claims the given sizes. */
function craftedZip(entries: { packed: number; unpacked: number }[]): Buffer {
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  const central = entries.map(({ packed, unpacked }, i) => {
    const name = Buffer.from(`f${i}`)
    const header = Buffer.alloc(46)
    header.writeUInt32LE(0x02014b50, 0)
    header.writeUInt32LE(packed, 20)
    header.writeUInt32LE(unpacked, 24)
    header.writeUInt16LE(name.length, 28)
    return Buffer.concat([header, name])
  })
  const directory = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(local.length, 16)
  return Buffer.concat([local, directory, end])
}

describe('inspectZip', () => {
  it('passes a real workbook and counts what it unpacks to', async () => {
    const workbook = new ExcelJS.Workbook()
    workbook.addWorksheet('Заказ').addRows([
      ['Артикул', 'Количество'],
      ['NS-100', 2],
    ])
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer())
    const facts = inspectZip(bytes)
    expect(facts.entries).toBeGreaterThan(3)
    expect(facts.unpackedBytes).toBeGreaterThan(bytes.length)
  })

  it('refuses bombs, too many entries and what is not a zip', () => {
    expect(() => inspectZip(craftedZip([{ packed: 1000, unpacked: 10_000 }]))).not.toThrow()
    expect(() => inspectZip(craftedZip([{ packed: 50_000, unpacked: 40_000_000 }]))).toThrow(
      TOO_BIG_UNPACKED
    )
    expect(() =>
      inspectZip(
        craftedZip(Array.from({ length: 30 }, () => ({ packed: 1_000_000, unpacked: 2_000_000 })))
      )
    ).toThrow(TOO_BIG_UNPACKED)
    expect(() =>
      inspectZip(
        craftedZip(Array.from({ length: MAX_ENTRIES + 1 }, () => ({ packed: 1, unpacked: 1 })))
      )
    ).toThrow(TOO_BIG_UNPACKED)
    expect(() => inspectZip(Buffer.from('Артикул;Количество\nNS-100;2'))).toThrow(NOT_A_SPREADSHEET)
    expect(() => inspectZip(craftedZip([{ packed: 0xffffffff, unpacked: 0xffffffff }]))).toThrow(
      NOT_A_SPREADSHEET
    )
  })
})
