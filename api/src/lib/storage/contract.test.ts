/**
 * One contract, two drivers: every case below runs against the local folder
 * and against an S3-compatible server (s3rver from the npm registry, started
 * on a free loopback port by the test and stopped after it).
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { buffer as readStream } from 'node:stream/consumers'

import { HeadObjectCommand } from '@aws-sdk/client-s3'

import { startTestS3, type TestS3 } from './__fixtures__/s3rver'

import {
  createS3Client,
  InvalidKeyError,
  LocalStore,
  readObject,
  s3ClientSettings,
  S3Store,
  type ObjectStore,
} from './index'

jest.setTimeout(30_000)

interface Driver {
  /** A store of one area; areas share the bucket (or the parent folder). */
  store(area: string): ObjectStore
  cleanup(): Promise<void>
}

/**
 * Stores whose concurrent writes of one key are ours to serialise: the local
 * store renames into place. S3 itself replaces an object atomically, but
 * s3rver, its stand-in here, writes the file in place, and on a loaded
 * machine two PUTs interleave (seen in CI with the whole suite running), so
 * that case is skipped (reported as skipped) for it.
 */
const ATOMIC_OVERWRITE_TESTED = new Set(['local'])

const DRIVERS: [string, () => Promise<Driver>][] = [
  [
    'local',
    async () => {
      const base = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-contract-'))
      return {
        store: (area) => new LocalStore({ root: path.join(base, area) }),
        cleanup: async () => fs.rmSync(base, { recursive: true, force: true }),
      }
    },
  ],
  [
    's3',
    async () => {
      const server = await startTestS3(['contract'])
      const client = createS3Client(s3ClientSettings(server.env))
      return {
        // Two keys per list page, so that listing really pages.
        store: (area) =>
          new S3Store({ client, bucket: 'contract', prefix: `${area}/`, pageSize: 2 }),
        cleanup: async () => {
          client.destroy()
          await server.stop()
        },
      }
    },
  ],
]

const keysOf = async (store: ObjectStore, prefix?: string) => {
  const keys: string[] = []
  for await (const object of store.list(prefix)) keys.push(object.key)
  return keys
}

describe.each(DRIVERS)('%s store', (name, setup) => {
  let driver: Driver
  let store: ObjectStore
  let area = 0

  beforeAll(async () => {
    driver = await setup()
  })
  afterAll(() => driver.cleanup())
  // A fresh area per test: nothing one test writes is seen by the next.
  beforeEach(() => {
    store = driver.store(`area-${++area}`)
  })

  it('keeps bytes exactly and tells their size, tag, type and time', async () => {
    const bytes = Buffer.concat([
      Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
      randomBytes(300_000),
    ])
    const before = Date.now() - 5_000
    await store.put('pictures/pump.png', bytes, { contentType: 'image/png' })

    const object = await store.get('pictures/pump.png')
    expect(object).not.toBeNull()
    expect(object!.size).toBe(bytes.length)
    expect(object!.contentType).toBe('image/png')
    expect(object!.etag).toMatch(/^"[^"]+"$/)
    expect(object!.lastModified.getTime()).toBeGreaterThan(before)
    expect((await readStream(object!.body)).equals(bytes)).toBe(true)

    const head = await store.head('pictures/pump.png')
    expect(head).toMatchObject({ key: 'pictures/pump.png', size: bytes.length, etag: object!.etag })
    expect(head!.contentType).toBe('image/png')
  })

  it('takes text, typed arrays and streams, with or without a known length', async () => {
    await store.put('a.txt', 'Привет, ₸')
    await store.put('b.bin', new Uint8Array([1, 2, 3]))
    const big = randomBytes(1_500_000)
    await store.put('c.bin', Readable.from([big.subarray(0, 700_000), big.subarray(700_000)]))
    await store.put('d.bin', Readable.from([big]), { size: big.length })

    expect((await readObject(store, 'a.txt'))!.toString('utf8')).toBe('Привет, ₸')
    expect([...(await readObject(store, 'b.bin'))!]).toEqual([1, 2, 3])
    expect((await readObject(store, 'c.bin'))!.equals(big)).toBe(true)
    expect((await store.head('d.bin'))!.size).toBe(big.length)
    expect((await readObject(store, 'd.bin'))!.equals(big)).toBe(true)
  })

  it('answers null for what is not there, and deleting it twice is fine', async () => {
    expect(await store.get('missing.svg')).toBeNull()
    expect(await store.head('missing/deeper.svg')).toBeNull()
    expect(await readObject(store, 'missing.svg')).toBeNull()
    await store.put('gone.csv', 'x')
    await store.delete('gone.csv')
    await store.delete('gone.csv')
    expect(await store.head('gone.csv')).toBeNull()
    // A "folder" is not an object.
    await store.put('folder/inside.csv', 'x')
    expect(await store.get('folder')).toBeNull()
    await store.delete('folder')
    expect(await store.head('folder/inside.csv')).not.toBeNull()
  })

  it('replaces an object whole, with a new tag', async () => {
    await store.put('price.csv', 'old')
    const first = await store.head('price.csv')
    await store.put('price.csv', 'the new price list')
    const second = await store.head('price.csv')
    expect(second!.etag).not.toBe(first!.etag)
    expect(second!.size).toBe('the new price list'.length)
    expect((await readObject(store, 'price.csv'))!.toString()).toBe('the new price list')
  })
  ;(ATOMIC_OVERWRITE_TESTED.has(name) ? it : it.skip)(
    'parallel writers of one key leave exactly one of their versions',
    async () => {
      const versions = Array.from({ length: 6 }, (_, i) => Buffer.alloc(50_000 + i * 1000, 65 + i))
      await Promise.all(versions.map((v) => store.put('race.bin', v)))
      const stored = (await readObject(store, 'race.bin'))!
      expect(versions.some((v) => v.equals(stored))).toBe(true)
      expect(await keysOf(store)).toEqual(['race.bin'])
    }
  )

  it('keeps Cyrillic names and spaces as they are', async () => {
    const key = 'заказы/Прайс июнь 2024.csv'
    await store.put(key, 'Артикул;Количество')
    expect((await readObject(store, key))!.toString()).toBe('Артикул;Количество')
    expect(await keysOf(store)).toEqual([key])
  })

  it('lists a folder prefix in key order, paging as needed', async () => {
    for (const key of ['c.txt', 'a/2.txt', 'ab/4.txt', 'a/b/3.txt', 'a/1.txt'])
      await store.put(key, key)
    expect(await keysOf(store, 'a/')).toEqual(['a/1.txt', 'a/2.txt', 'a/b/3.txt'])
    expect(await keysOf(store)).toEqual(['a/1.txt', 'a/2.txt', 'a/b/3.txt', 'ab/4.txt', 'c.txt'])
    expect(await keysOf(store, 'zzz/')).toEqual([])
    const listed = []
    for await (const object of store.list('a/b/')) listed.push(object)
    expect(listed).toEqual([
      {
        key: 'a/b/3.txt',
        size: 9,
        etag: expect.stringMatching(/^"/),
        lastModified: expect.anything(),
      },
    ])
    // (fs.stat's Date is not of Jest's realm: check the time, not the class)
    expect(Number.isFinite(listed[0].lastModified.getTime())).toBe(true)
  })

  it('deletes a folder prefix and nothing beside it', async () => {
    for (const key of ['42/a.xlsx', '42/b.csv', '42/deep/c.txt', '420/d.csv', 'x.csv'])
      await store.put(key, key)
    await store.deletePrefix('42/')
    expect(await keysOf(store)).toEqual(['420/d.csv', 'x.csv'])
    await store.deletePrefix('42/') // nothing left: fine
    await store.deletePrefix('missing/')
    await expect(store.deletePrefix('')).rejects.toThrow(InvalidKeyError)
    await expect(store.deletePrefix('420')).rejects.toThrow(InvalidKeyError)
    expect(await keysOf(store)).toEqual(['420/d.csv', 'x.csv'])
  })

  it('refuses keys that could leave the area or mean something else', async () => {
    const bad = [
      '',
      '/etc/passwd',
      '../x.svg',
      'a/../../x.svg',
      'a//b.svg',
      'a/./b.svg',
      'a\\b.svg',
      'a\0.svg',
      'dir/',
      'a\n.svg',
    ]
    for (const key of bad) {
      await expect(store.put(key, 'x')).rejects.toThrow(InvalidKeyError)
      await expect(store.get(key)).rejects.toThrow(InvalidKeyError)
      await expect(store.head(key)).rejects.toThrow(InvalidKeyError)
      await expect(store.delete(key)).rejects.toThrow(InvalidKeyError)
    }
    await expect(keysOf(store, 'a')).rejects.toThrow(InvalidKeyError)
    await expect(keysOf(store, '../')).rejects.toThrow(InvalidKeyError)
  })

  it('keeps areas apart (media and order files may share one bucket)', async () => {
    const media = driver.store('shared-media')
    const orders = driver.store('shared-orders')
    await media.put('1/x.csv', 'picture')
    await orders.put('1/x.csv', 'order')
    expect((await readObject(media, '1/x.csv'))!.toString()).toBe('picture')
    expect((await readObject(orders, '1/x.csv'))!.toString()).toBe('order')
    await orders.deletePrefix('1/')
    expect(await keysOf(orders)).toEqual([])
    expect(await keysOf(media)).toEqual(['1/x.csv'])
  })
})

describe('local store only', () => {
  let base: string
  let root: string
  let outside: string
  beforeEach(() => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-local-'))
    root = path.join(base, 'root')
    outside = path.join(base, 'outside')
    fs.mkdirSync(root)
    fs.mkdirSync(outside)
    fs.writeFileSync(path.join(outside, 'secret.svg'), 'secret')
  })
  afterEach(() => fs.rmSync(base, { recursive: true, force: true }))

  const leftovers = (dir: string) =>
    fs
      .readdirSync(dir, { recursive: true })
      .map(String)
      .filter((name) => name.endsWith('.part'))

  it('writes through a temporary file: nothing half-written stays, a failed write keeps the old file', async () => {
    const store = new LocalStore({ root })
    await store.put('demo/a.svg', 'first')
    expect(leftovers(root)).toEqual([])
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(10_000, 1))
        this.destroy(new Error('connection reset'))
      },
    })
    await expect(store.put('demo/a.svg', failing)).rejects.toThrow('connection reset')
    expect(fs.readFileSync(path.join(root, 'demo/a.svg'), 'utf8')).toBe('first')
    expect(leftovers(root)).toEqual([])
  })

  it('a reader keeps the version it opened while a writer replaces it', async () => {
    const store = new LocalStore({ root })
    await store.put('a.bin', Buffer.alloc(200_000, 1))
    const reading = (await store.get('a.bin'))!
    await store.put('a.bin', Buffer.alloc(100_000, 2))
    const read = await readStream(reading.body)
    expect(read.equals(Buffer.alloc(200_000, 1))).toBe(true)
    expect((await readObject(store, 'a.bin'))!.equals(Buffer.alloc(100_000, 2))).toBe(true)
  })

  it('follows no link out of the root', async () => {
    const store = new LocalStore({ root })
    fs.symlinkSync(path.join(outside, 'secret.svg'), path.join(root, 'linked.svg'))
    fs.symlinkSync(outside, path.join(root, 'out'))
    expect(await store.get('linked.svg')).toBeNull()
    expect(await store.head('linked.svg')).toBeNull()
    expect(await store.get('out/secret.svg')).toBeNull()
    await expect(store.put('out/new.svg', 'x')).rejects.toThrow('leaves the root')
    expect(fs.existsSync(path.join(outside, 'new.svg'))).toBe(false)
    await store.delete('out/secret.svg')
    await store.deletePrefix('out/')
    expect(fs.readFileSync(path.join(outside, 'secret.svg'), 'utf8')).toBe('secret')
    expect(await keysOf(store)).toEqual([])
  })

  it('serves a link that stays inside the root', async () => {
    const store = new LocalStore({ root })
    await store.put('real/a.svg', '<svg/>')
    fs.symlinkSync(path.join(root, 'real', 'a.svg'), path.join(root, 'alias.svg'))
    expect((await readObject(store, 'alias.svg'))!.toString()).toBe('<svg/>')
  })

  it('tells the key a link really names: inside the root, or none', async () => {
    const store = new LocalStore({ root })
    await store.put('private/contract.svg', '<svg/>')
    fs.symlinkSync(path.join(root, 'private', 'contract.svg'), path.join(root, 'alias.svg'))
    fs.symlinkSync(path.join(root, 'private'), path.join(root, 'shared'))
    fs.symlinkSync(path.join(outside, 'secret.svg'), path.join(root, 'linked.svg'))
    expect(await store.realKey('private/contract.svg')).toBe('private/contract.svg')
    expect(await store.realKey('alias.svg')).toBe('private/contract.svg')
    expect(await store.realKey('shared/contract.svg')).toBe('private/contract.svg')
    expect(await store.realKey('linked.svg')).toBeNull()
    expect(await store.realKey('missing.svg')).toBeNull()
  })

  it('creates files and folders with the modes asked for', async () => {
    const store = new LocalStore({ root, fileMode: 0o600, dirMode: 0o700 })
    await store.put('7/x.csv', 'x')
    expect(fs.statSync(path.join(root, '7', 'x.csv')).mode & 0o777).toBe(0o600)
    expect(fs.statSync(path.join(root, '7')).mode & 0o777).toBe(0o700)
  })
})

describe('s3 store only', () => {
  let server: TestS3
  beforeAll(async () => {
    server = await startTestS3(['raw'])
  })
  afterAll(() => server.stop())

  it('puts keys under the area prefix in the bucket', async () => {
    const client = createS3Client(s3ClientSettings(server.env))
    try {
      const store = new S3Store({ client, bucket: 'raw', prefix: 'media/' })
      await store.put('demo/a.svg', '<svg/>')
      // A bucket has no links: a key names itself.
      expect(await store.realKey('demo/a.svg')).toBe('demo/a.svg')
      const raw = await client.send(
        new HeadObjectCommand({ Bucket: 'raw', Key: 'media/demo/a.svg' })
      )
      expect(raw.ContentType).toBe('image/svg+xml')
      expect(raw.ContentLength).toBe(6)
      expect(store.location).toBe('s3://raw/media/')
    } finally {
      client.destroy()
    }
  })
})
