import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { mockHttpEvent } from '@redwoodjs/testing/api'

import { handler } from './media'

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
})
