import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { getPaths } from '@redwoodjs/project-config'

import {
  orderFilesRoot,
  readStoredFile,
  removeOrderFolder,
  removeStoredFile,
  sha256Of,
  storedFilePath,
  storeOrderFile,
} from './storage'

describe('orderFilesRoot', () => {
  it('defaults to .data/order-files in the project; relative paths start at the project root', () => {
    const base = getPaths().base
    expect(orderFilesRoot({})).toBe(path.join(base, '.data', 'order-files'))
    expect(orderFilesRoot({ ORDER_FILES_ROOT: 'var/files' })).toBe(path.join(base, 'var', 'files'))
    expect(orderFilesRoot({ ORDER_FILES_ROOT: '/srv/order-files' })).toBe('/srv/order-files')
  })
})

describe('stored files', () => {
  const previous = process.env.ORDER_FILES_ROOT
  beforeEach(() => {
    process.env.ORDER_FILES_ROOT = fs.mkdtempSync(path.join(os.tmpdir(), 'order-storage-'))
  })
  afterEach(() => {
    fs.rmSync(orderFilesRoot(), { recursive: true, force: true })
    process.env.ORDER_FILES_ROOT = previous
  })

  it('keeps bytes under a random name in the order folder, readable only by the owner', async () => {
    const bytes = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0xfe])
    const first = await storeOrderFile(42, bytes, 'xlsx')
    const second = await storeOrderFile(42, bytes, 'xlsx')
    expect(first).toMatch(/^42\/[0-9a-f-]{36}\.xlsx$/)
    expect(second).not.toBe(first)
    expect(await readStoredFile(first)).toEqual(bytes)
    expect(sha256Of((await readStoredFile(first))!)).toBe(sha256Of(bytes))
    expect(fs.statSync(storedFilePath(first)).mode & 0o777).toBe(0o600)

    await removeStoredFile(first)
    expect(await readStoredFile(first)).toBeNull()
    await removeStoredFile(first) // already gone: no error
    await removeOrderFolder(42)
    expect(fs.existsSync(path.join(orderFilesRoot(), '42'))).toBe(false)
  })

  it('never resolves a path outside the root', () => {
    expect(() => storedFilePath('../etc/passwd')).toThrow('outside ORDER_FILES_ROOT')
    expect(() => storedFilePath('/etc/passwd')).toThrow('outside ORDER_FILES_ROOT')
    expect(() => storedFilePath('1/a\0.csv')).toThrow('outside ORDER_FILES_ROOT')
    expect(() => storedFilePath('')).toThrow('outside ORDER_FILES_ROOT')
    expect(storedFilePath('7/x.csv')).toBe(path.join(orderFilesRoot(), '7', 'x.csv'))
  })
})
