import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startTestS3, type TestS3 } from './__fixtures__/s3rver'
import { syncStores } from './sync'

import { createS3Client, LocalStore, readObject, s3ClientSettings, S3Store } from './index'

jest.setTimeout(30_000)

describe('syncStores: a local folder into a bucket', () => {
  let server: TestS3
  let base: string
  let client: ReturnType<typeof createS3Client>

  beforeAll(async () => {
    server = await startTestS3(['sync'])
    client = createS3Client(s3ClientSettings(server.env))
  })
  afterAll(async () => {
    client.destroy()
    await server.stop()
  })
  beforeEach(() => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-sync-'))
  })
  afterEach(() => fs.rmSync(base, { recursive: true, force: true }))

  it('copies what is missing or changed, once, and a dry run copies nothing', async () => {
    const folder = new LocalStore({ root: base })
    const bucket = new S3Store({
      client,
      bucket: 'sync',
      prefix: `run-${Date.now()}/`,
      pageSize: 3,
    })
    const files: Record<string, string> = {
      'demo/products/NS-1.svg': '<svg>1</svg>',
      'demo/products/NS-2.svg': '<svg>22</svg>',
      'news/Новость 1.jpg': 'jpeg bytes',
      '42/8d0e2c8e-5a4b-4f51-9c55-6f1a0f0c1d2e.xlsx': 'PK\u0003\u0004…',
      'a.pdf': '%PDF-1.4',
    }
    for (const [key, content] of Object.entries(files)) await folder.put(key, content)
    await bucket.put('a.pdf', '%PDF-1.4') // already there, same size

    const dry = await syncStores(folder, bucket, { dryRun: true })
    expect(dry).toMatchObject({ seen: 5, copied: 4, skipped: 1, dryRun: true })
    expect(await readObject(bucket, 'demo/products/NS-1.svg')).toBeNull()

    const copied: string[] = []
    const first = await syncStores(folder, bucket, {
      parallel: 2,
      onCopy: (key) => copied.push(key),
    })
    expect(first).toMatchObject({ seen: 5, copied: 4, skipped: 1, dryRun: false })
    expect(copied.sort()).toEqual(
      Object.keys(files)
        .filter((k) => k !== 'a.pdf')
        .sort()
    )
    for (const [key, content] of Object.entries(files)) {
      expect((await readObject(bucket, key))!.toString()).toBe(content)
    }
    expect((await bucket.head('demo/products/NS-1.svg'))!.contentType).toBe('image/svg+xml')

    expect(await syncStores(folder, bucket)).toMatchObject({ copied: 0, skipped: 5 })

    await folder.put('demo/products/NS-1.svg', '<svg>changed</svg>')
    expect(await syncStores(folder, bucket)).toMatchObject({ copied: 1, skipped: 4 })
    expect((await readObject(bucket, 'demo/products/NS-1.svg'))!.toString()).toBe(
      '<svg>changed</svg>'
    )
  })
})
