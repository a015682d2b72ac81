import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { expect, test } from '@playwright/test'

import { multipartFile, randomLoopback, send } from './clientHttp'

/**
 * The development server (`yarn rw dev`'s web side: Vite, whose /api proxy
 * web/vite.config.ts configures with scripts/cli/apiProxy.mjs) keeps shoppers
 * apart like the production one (e2e/client-limits.spec.ts) and survives an
 * upload the api refuses while it is still arriving.
 *
 * The first test starts Redwood's own `rw-vite-dev` with the project's config
 * in front of the served build's api (E2E_API_PORT, default 8911); the second
 * runs the same proxy hook in Vite against an api that answers and hangs up
 * mid-upload, the way the fuzzer's case killed the process.
 */
const API_PORT = process.env.E2E_API_PORT || '8911'
const LEAD = JSON.stringify({ username: 'Ерлан', phone: '+7 (777) 123 45 67' })

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function waitFor(url: string, died: () => boolean) {
  for (let i = 0; i < 120; i++) {
    if (died()) throw new Error('the development server exited')
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer`)
}

test.describe('rw-vite-dev in front of the api', () => {
  let dev: ChildProcess
  let base: string

  test.beforeAll(async () => {
    test.setTimeout(90_000)
    const port = await freePort()
    base = `http://localhost:${port}`
    dev = spawn(
      process.execPath,
      [
        path.resolve('node_modules/@redwoodjs/vite/bins/rw-vite-dev.mjs'),
        `--forwardedServerArgs.port=${port}`,
      ],
      {
        cwd: 'web',
        env: {
          ...process.env,
          NODE_ENV: 'development',
          REDWOOD_API_PORT: API_PORT,
          REDWOOD_API_HOST: '127.0.0.1',
        },
        // Vite stops when its stdin ends: keep a pipe open.
        stdio: ['pipe', 'ignore', 'inherit'],
        detached: true,
      }
    )
    await waitFor(`http://127.0.0.1:${port}/api/v1/category/`, () => dev.exitCode !== null)
  })

  test.afterAll(() => {
    if (dev?.pid && dev.exitCode === null) process.kill(-dev.pid, 'SIGTERM')
  })

  test('each shopper has their own limits through the development proxy', async () => {
    const origin = { 'content-type': 'application/json', origin: base }
    const lead = (from: string, headers: Record<string, string> = {}) =>
      send(base, '/api/v1/callback/', {
        method: 'POST',
        from,
        headers: { ...origin, ...headers },
        body: LEAD,
      })
    const spender = randomLoopback()
    const neighbour = randomLoopback()
    for (let i = 0; i < 5; i++) expect((await lead(spender)).status).toBe(201)
    expect((await lead(spender)).status).toBe(429)
    expect((await lead(neighbour)).status).toBe(201)
    expect((await lead(spender, { 'x-forwarded-for': randomLoopback() })).status).toBe(429)
  })

  test('oversized uploads are refused and the development server carries on', async () => {
    const from = randomLoopback()
    const file = multipartFile(8 * 1024 * 1024)
    const headers = { 'content-type': file.contentType, origin: base }
    const declared = await send(base, '/api/v1/order/1/files/', {
      method: 'POST',
      from,
      headers,
      body: file.body,
    })
    expect(declared.status).toBe(413)
    expect(JSON.parse(declared.body)).toEqual({
      detail: 'Слишком большой запрос: не больше 6 МБ (файл — до 5 МБ).',
    })
    // Streamed without a length: cut at the limit on its way to the api.
    const streamed = await send(base, '/api/v1/order/1/files/', {
      method: 'POST',
      from,
      headers,
      body: file.body,
      chunked: true,
    })
    expect(streamed.status).toBe(413)
    expect((await send(base, '/api/v1/category/', { from })).status).toBe(200)
    expect(dev.exitCode).toBeNull()
  })
})

test('the proxy hook outlives an api that answers and hangs up mid-upload', async () => {
  // An "api" that refuses the upload at once, as fastify does over its body limit, and
  // hangs up before its answer is complete while the proxy is still sending the body:
  // the proxy's error then comes after the answer's headers went out, where Redwood's
  // handler wrote them again (ERR_HTTP_HEADERS_SENT) and the process died.
  const api = net.createServer((socket) => {
    let head = ''
    socket.on('data', (chunk) => {
      if (head.includes('\r\n\r\n')) return
      head += chunk.toString('latin1')
      if (!head.includes('\r\n\r\n')) return
      const body = '{"detail":"too large"}'
      socket.write(
        'HTTP/1.1 413 Payload Too Large\r\nContent-Type: application/json\r\n' +
          `Content-Length: ${body.length + 10}\r\n\r\n${body}`
      )
      setTimeout(() => socket.resetAndDestroy(), 50)
    })
    socket.on('error', () => {})
  })
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
  const apiPort = (api.address() as net.AddressInfo).port

  const { configureDevApiProxy } = (await import(
    pathToFileURL(path.resolve('scripts/cli/apiProxy.mjs')).href
  )) as { configureDevApiProxy: (proxy: unknown) => void }
  const { createServer } = await import('vite')
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'akvatoria-dev-proxy-'))
  const port = await freePort()
  const vite = await createServer({
    configFile: false,
    root,
    logLevel: 'silent',
    optimizeDeps: { noDiscovery: true, include: [] },
    server: {
      host: '127.0.0.1',
      port,
      strictPort: true,
      proxy: {
        '/api': {
          target: `http://127.0.0.1:${apiPort}`,
          rewrite: (url) => url.replace(/^\/api/, ''),
          configure: (proxy) => configureDevApiProxy(proxy),
        },
      },
    },
  })
  await vite.listen()
  try {
    const base = `http://localhost:${port}`
    const file = multipartFile(8 * 1024 * 1024)
    for (let i = 0; i < 3; i++) {
      const answer = await send(base, '/api/v1/order/1/files/', {
        method: 'POST',
        from: '127.0.0.1',
        headers: { 'content-type': file.contentType },
        body: file.body,
        chunked: true,
      }).catch((error: NodeJS.ErrnoException) => ({ status: error.code ?? 'failed' }))
      // The answer cut off like the api's, or a reset; never a dead process.
      expect([413, 'ECONNRESET', 'EPIPE']).toContain(answer.status)
    }
    // Still serving: an api that is gone now answers a Russian 503.
    api.close()
    await new Promise((resolve) => setTimeout(resolve, 100))
    const gone = await send(base, '/api/v1/category/', { from: '127.0.0.1' })
    expect(gone.status).toBe(503)
    expect(JSON.parse(gone.body)).toEqual({
      detail: 'Сервер магазина временно недоступен. Повторите попытку через минуту.',
    })
  } finally {
    await vite.close()
    api.close()
    fs.rmSync(root, { recursive: true, force: true })
  }
})
