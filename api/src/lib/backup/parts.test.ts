import fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { rotateBackups } from './commands'
import { loadOrder } from './database'
import { BackupError, exitCodeOf } from './errors'
import { parseManifest } from './manifest'
import { planMigrations } from './migrations'
import { RowDigest } from './rowDigest'

const digestOf = (...chunks: string[]) => {
  const digest = new RowDigest()
  for (const chunk of chunks) digest.update(Buffer.from(chunk))
  return digest.finish()
}

describe('RowDigest', () => {
  it('does not depend on row order or on how the stream is cut', () => {
    const a = digestOf('1\tНасос\n2\t\\N\n3\tx\\ty\n')
    expect(a.rows).toBe(3)
    expect(digestOf('3\tx\\ty\n1\tНа', 'сос\n2\t\\N\n')).toEqual(a)
    expect(digestOf('3\tx\\ty\n', '2\t\\N\n', '1\tНасос\n')).toEqual(a)
  })

  it('tells different rows and duplicated rows apart', () => {
    const a = digestOf('1\ta\n2\tb\n')
    expect(digestOf('1\ta\n2\tc\n').digest).not.toBe(a.digest)
    expect(digestOf('1\ta\n1\ta\n2\tb\n')).not.toEqual(a)
    expect(digestOf('').rows).toBe(0)
  })

  it('refuses data cut in the middle of a row', () => {
    expect(() => digestOf('1\ta\n2\tb')).toThrow(/middle of a row/)
  })
})

describe('planMigrations', () => {
  const code = [
    { name: '1_init', checksum: 'a' },
    { name: '2_search', checksum: 'b' },
    { name: '3_commerce', checksum: 'c' },
  ]

  it('applies the backup’s migrations first and the newer ones after the data', () => {
    expect(planMigrations(code.slice(0, 2), code)).toEqual({
      before: ['1_init', '2_search'],
      after: ['3_commerce'],
      changed: [],
    })
    expect(planMigrations(code, code).after).toEqual([])
  })

  it('reports migrations edited since the backup', () => {
    expect(planMigrations([{ name: '1_init', checksum: 'x' }], code).changed).toEqual(['1_init'])
  })

  it('refuses a backup made by newer code, naming its commit', () => {
    const newer = [...code, { name: '4_s3', checksum: 'd' }]
    expect(() => planMigrations(newer, code, 'abc123')).toThrow(
      expect.objectContaining({ kind: 'refused', message: expect.stringMatching(/abc123.*4_s3/) })
    )
  })

  it('refuses migrations that are not the first ones of the code', () => {
    expect(() => planMigrations([code[0], code[2]], code)).toThrow(/position 2/)
  })
})

describe('loadOrder', () => {
  it('puts referenced tables first and keeps self-references', () => {
    const order = loadOrder(
      ['OrderItem', 'Order', 'User', 'Product', 'Category'],
      [
        ['OrderItem', 'Order'],
        ['OrderItem', 'Product'],
        ['Order', 'User'],
        ['Product', 'Category'],
        ['Category', 'Category'],
      ]
    )
    const before = (a: string, b: string) => order.indexOf(a) < order.indexOf(b)
    expect(order).toHaveLength(5)
    expect(
      before('User', 'Order') && before('Order', 'OrderItem') && before('Category', 'Product')
    ).toBe(true)
  })

  it('reports a cycle', () => {
    expect(() =>
      loadOrder(
        ['A', 'B'],
        [
          ['A', 'B'],
          ['B', 'A'],
        ]
      )
    ).toThrow(/cycle/)
  })
})

describe('manifest and exit codes', () => {
  it('refuses files that are not shop backups', () => {
    expect(() => parseManifest('{')).toThrow(expect.objectContaining({ kind: 'damaged' }))
    expect(() => parseManifest('{"format":"other"}')).toThrow(/not a shop backup/)
    expect(() => parseManifest('{"format":"akvatoria-backup","formatVersion":99}')).toThrow(
      expect.objectContaining({ kind: 'refused' })
    )
  })

  it('maps errors to exit codes for cron', () => {
    expect(exitCodeOf(new BackupError('refused', 'x'))).toBe(3)
    expect(exitCodeOf(new BackupError('damaged', 'x'))).toBe(4)
    expect(exitCodeOf(new BackupError('usage', 'x'))).toBe(2)
    expect(exitCodeOf(new Error('x'))).toBe(1)
  })
})

describe('rotateBackups', () => {
  it('keeps the newest N backups and nothing else is touched', async () => {
    const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'akvatoria-rotate-'))
    const names = [
      'akvatoria-20260101-010000.tar.gz',
      'akvatoria-20260102-010000.tar.gz',
      'akvatoria-20260103-010000.tar.gz',
      'notes.txt',
    ]
    for (const name of names) await fsp.writeFile(path.join(folder, name), '')
    expect(await rotateBackups(folder, 2)).toEqual(['akvatoria-20260101-010000.tar.gz'])
    expect((await fsp.readdir(folder)).sort()).toEqual(names.slice(1))
    await fsp.rm(folder, { recursive: true })
  })
})
