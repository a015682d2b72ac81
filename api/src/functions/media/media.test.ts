import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { buffer as readStream } from 'node:stream/consumers'

import { mockHttpEvent } from '@redwoodjs/testing/api'

import { closeStores, mediaStore } from 'src/lib/storage'
import { startTestS3 } from 'src/lib/storage/__fixtures__/s3rver'

import { handler, STREAM_ABOVE_BYTES } from './media'

describe('media function', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'media-'))
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>'

  beforeAll(() => {
    process.env.MEDIA_ROOT = root
    fs.mkdirSync(path.join(root, 'demo'), { recursive: true })
    fs.writeFileSync(path.join(root, 'demo', 'pump.svg'), svg)
    fs.writeFileSync(path.join(root, 'demo', 'notes.txt'), 'secret')
  })

  afterAll(() => {
    delete process.env.MEDIA_ROOT
    fs.rmSync(root, { recursive: true, force: true })
  })

  const get = (p: string) => handler(mockHttpEvent({ path: p, httpMethod: 'GET' }))

  it('serves a stored image with its type and cache headers', async () => {
    const response = await get('/media/demo/pump.svg')
    expect(response.statusCode).toBe(200)
    expect(response.headers['Content-Type']).toBe('image/svg+xml')
    expect(response.headers['Cache-Control']).toContain('max-age')
    expect(Buffer.from(response.body, 'base64').toString()).toBe(svg)
  })

  it('never leaves the media root or serves unknown types', async () => {
    expect((await get('/media/../package.json')).statusCode).toBe(404)
    expect((await get('/media/demo/%2e%2e/%2e%2e/etc/passwd.svg')).statusCode).toBe(404)
    expect((await get('/media/demo/notes.txt')).statusCode).toBe(404)
    expect((await get('/media/demo/missing.svg')).statusCode).toBe(404)
  })

  describe('links in the media folder', () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'outside-'))

    beforeAll(() => {
      fs.mkdirSync(path.join(root, 'private'), { recursive: true })
      fs.writeFileSync(path.join(root, 'private', 'contract.svg'), svg)
      fs.writeFileSync(path.join(outside, 'secret.svg'), svg)
      fs.symlinkSync(
        path.join(root, 'private', 'contract.svg'),
        path.join(root, 'demo', 'to-private.svg')
      )
      fs.symlinkSync(path.join(root, 'private'), path.join(root, 'shared'))
      fs.symlinkSync(path.join(outside, 'secret.svg'), path.join(root, 'demo', 'to-outside.svg'))
      fs.symlinkSync(outside, path.join(root, 'elsewhere'))
      fs.symlinkSync(path.join(root, 'demo', 'notes.txt'), path.join(root, 'demo', 'notes.svg'))
      fs.symlinkSync(path.join(root, 'demo', 'pump.svg'), path.join(root, 'demo', 'alias.svg'))
    })

    afterAll(() => fs.rmSync(outside, { recursive: true, force: true }))

    it('never serves private/, not even through a link to it', async () => {
      expect((await get('/media/private/contract.svg')).statusCode).toBe(404)
      expect((await get('/media/demo/to-private.svg')).statusCode).toBe(404)
      expect((await get('/media/shared/contract.svg')).statusCode).toBe(404)
      const head = await handler(
        mockHttpEvent({ path: '/media/demo/to-private.svg', httpMethod: 'HEAD' })
      )
      expect(head.statusCode).toBe(404)
    })

    it('never serves another type through a link named as a picture', async () => {
      expect((await get('/media/demo/notes.svg')).statusCode).toBe(404)
    })

    it('never follows a link out of the media folder', async () => {
      expect((await get('/media/demo/to-outside.svg')).statusCode).toBe(404)
      expect((await get('/media/elsewhere/secret.svg')).statusCode).toBe(404)
    })

    it('serves a link to a public file of the media folder', async () => {
      const response = await get('/media/demo/alias.svg')
      expect(response.statusCode).toBe(200)
      expect(Buffer.from(response.body, 'base64').toString()).toBe(svg)
    })
  })
})

describe.each([
  [
    'local folder',
    async () => ({
      env: { MEDIA_ROOT: fs.mkdtempSync(path.join(os.tmpdir(), 'media-')) },
      stop: async () => {},
    }),
  ],
  ['S3 bucket', async () => startTestS3(['media-test'])],
] as [string, () => Promise<{ env: Record<string, string>; stop(): Promise<void> }>][])(
  'media function on the %s',
  (_name, start) => {
    jest.setTimeout(30_000)
    const VARIABLES = [
      'MEDIA_ROOT',
      'STORAGE_DRIVER',
      'S3_BUCKET',
      'S3_REGION',
      'S3_ENDPOINT',
      'S3_FORCE_PATH_STYLE',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ]
    const saved = Object.fromEntries(VARIABLES.map((v) => [v, process.env[v]]))
    let server: { env: Record<string, string>; stop(): Promise<void> }
    const big = randomBytes(STREAM_ABOVE_BYTES + 12_345)
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>'

    beforeAll(async () => {
      server = await start()
      Object.assign(process.env, server.env)
      const store = mediaStore()
      await store.put('demo/rect.svg', svg)
      await store.put('demo/big.jpg', big)
      await store.put('private/secret.svg', svg)
      await store.put('demo/notes.txt', 'secret')
    })
    afterAll(async () => {
      for (const [v, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[v]
        else process.env[v] = value
      }
      closeStores()
      if (server.env.MEDIA_ROOT) fs.rmSync(server.env.MEDIA_ROOT, { recursive: true, force: true })
      await server.stop()
    })

    const request = (p: string, httpMethod = 'GET', headers: Record<string, string> = {}) =>
      handler(mockHttpEvent({ path: p, httpMethod, headers }))

    it('serves small files base64 with type, length, tag and cache headers; 304 on a matching tag', async () => {
      const response = await request('/media/demo/rect.svg')
      expect(response.statusCode).toBe(200)
      expect(response.isBase64Encoded).toBe(true)
      expect(Buffer.from(response.body, 'base64').toString()).toBe(svg)
      expect(response.headers).toMatchObject({
        'Content-Type': 'image/svg+xml',
        'Content-Length': String(svg.length),
        'Cache-Control': 'public, max-age=86400',
        'X-Content-Type-Options': 'nosniff',
        ETag: expect.stringMatching(/^"/),
      })
      const etag = response.headers!.ETag as string

      const again = await request('/media/demo/rect.svg', 'GET', { 'if-none-match': etag })
      expect(again).toMatchObject({ statusCode: 304, body: '', headers: { ETag: etag } })
      const weak = await request('/media/demo/rect.svg', 'GET', {
        'If-None-Match': `"other", W/${etag}`,
      })
      expect(weak.statusCode).toBe(304)
      const changed = await request('/media/demo/rect.svg', 'GET', { 'if-none-match': '"stale"' })
      expect(changed.statusCode).toBe(200)
      expect(Buffer.from(changed.body, 'base64').toString()).toBe(svg)

      const head = await request('/media/demo/rect.svg', 'HEAD')
      expect(head).toMatchObject({
        statusCode: 200,
        body: '',
        headers: { ETag: etag, 'Content-Length': String(svg.length) },
      })
    })

    it('streams large files', async () => {
      const response = await request('/media/demo/big.jpg')
      expect(response.statusCode).toBe(200)
      expect(response.headers).toMatchObject({
        'Content-Type': 'image/jpeg',
        'Content-Length': String(big.length),
      })
      const body = response.body as unknown as Readable
      expect(body).toBeInstanceOf(Readable)
      expect((await readStream(body)).equals(big)).toBe(true)
    })

    it('never serves private/, other types, odd paths or missing files', async () => {
      for (const p of [
        '/media/private/secret.svg',
        '/media/demo/../private/secret.svg',
        '/media/demo/%2e%2e/private/secret.svg',
        '/media/./private/secret.svg',
        '/media//private/secret.svg',
        '/media/demo/notes.txt',
        '/media/demo/missing.svg',
        '/media/demo/%E0%A4%A.svg',
        '/media/demo%5Crect.svg',
      ]) {
        expect([p, (await request(p)).statusCode]).toEqual([p, 404])
      }
      expect((await request('/media/demo/rect.svg', 'POST')).statusCode).toBe(405)
    })
  }
)

describe('media function, failures', () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
    closeStores()
  })

  it('does not follow a link out of the media folder', async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'media-link-'))
    try {
      fs.mkdirSync(path.join(base, 'root'))
      fs.writeFileSync(path.join(base, 'outside.svg'), '<svg>outside</svg>')
      fs.symlinkSync(path.join(base, 'outside.svg'), path.join(base, 'root', 'linked.svg'))
      process.env.MEDIA_ROOT = path.join(base, 'root')
      expect(
        (await handler(mockHttpEvent({ path: '/media/linked.svg', httpMethod: 'GET' }))).statusCode
      ).toBe(404)
    } finally {
      fs.rmSync(base, { recursive: true, force: true })
    }
  })

  it('answers 503 when the bucket cannot be reached', async () => {
    const server = await startTestS3(['gone'])
    await server.stop()
    Object.assign(process.env, server.env)
    const response = await handler(mockHttpEvent({ path: '/media/demo/a.svg', httpMethod: 'GET' }))
    expect(response.statusCode).toBe(503)
  }, 30_000)
})
