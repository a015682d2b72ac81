import crypto from 'node:crypto'

import { handmadeZip, type ZipPart } from './handmadeZip'

/** The small parts every workbook has around its sheets. */
const WORKBOOK_PARTS: ZipPart[] = [
  { name: '[Content_Types].xml', content: Buffer.from('<Types/>') },
  { name: 'xl/workbook.xml', content: Buffer.from('<workbook/>') },
]

/**
 * A tiny deflated .xlsx whose sheet XML unpacks huge: 48 MB of the same
 * cell, some 50 kB on the wire (≈1000:1).
 */
function sheetBomb(): Buffer {
  const cell = Buffer.from('<c r="A1"><v>1</v></c>')
  const xml = Buffer.alloc(48 * 1024 * 1024)
  for (let at = 0; at < xml.length; at += cell.length) cell.copy(xml, at)
  return handmadeZip([...WORKBOOK_PARTS, { name: 'xl/worksheets/sheet1.xml', content: xml }])
}

/** 1 001 tiny entries: each harmless, together a directory walk no workbook needs. */
function manyEntries(): Buffer {
  return handmadeZip([
    ...WORKBOOK_PARTS,
    ...Array.from({ length: 1001 }, (_, i) => ({
      name: `xl/media/image${i}.png`,
      content: Buffer.from('x'),
    })),
  ])
}

/**
 * A big entry nested deep in the workbook (an embedded file), compressed
 * only ~100:1 so the ratio lets it pass: it unpacks to 56 MB, past the total.
 */
function nestedBigEntry(): Buffer {
  const block = 32 * 1024
  const data = Buffer.alloc(56 * 1024 * 1024)
  for (let at = 0; at < data.length; at += block) {
    const seed = crypto.randomBytes(320)
    for (let i = at; i < at + block; i += seed.length) seed.copy(data, i)
  }
  return handmadeZip([
    ...WORKBOOK_PARTS,
    { name: 'xl/worksheets/sheet1.xml', content: Buffer.from('<worksheet/>') },
    { name: 'xl/embeddings/deep/inside/Microsoft_Excel_Worksheet1.xlsx', content: data },
  ])
}

export type ZipBombName = 'sheetBomb' | 'manyEntries' | 'nestedBigEntry'

const BUILDERS: Record<ZipBombName, () => Buffer> = { sheetBomb, manyEntries, nestedBigEntry }
const built = new Map<ZipBombName, Buffer>()

/** A generated zip bomb (built once per test file: deflating tens of MB takes a moment). */
export function zipBomb(name: ZipBombName): Buffer {
  let bytes = built.get(name)
  if (!bytes) {
    bytes = BUILDERS[name]()
    built.set(name, bytes)
  }
  return bytes
}

export const ZIP_BOMB_NAMES = Object.keys(BUILDERS) as ZipBombName[]
