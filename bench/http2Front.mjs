/* eslint-env node, es2022 */
// An HTTP/2 front for bench/web.mjs (BENCH_HTTP2=1): what a shopper's browser
// talks to in the documented deployment, where nginx terminates TLS with
// `http2 on` (docs/deploy.md) and passes each request to the shop's web server
// over HTTP/1.1. Lighthouse's simulated network replays a page's requests on
// the connections the trace shows: over HTTP/1.1 on six, each request waiting
// for a free one; over HTTP/2 all of them on one. Measuring the Node server
// directly over HTTP/1.1 replays a deployment no shopper gets.
//
// A self-signed certificate for localhost is made with the system's openssl at
// start, in a temporary directory removed on close; the browser is told to
// accept it (--ignore-certificate-errors). Bench use only, never production.
//
// It runs in a process of its own (`spawnHttp2Front`): bench/web.mjs waits for
// Lighthouse synchronously, and a front in its process would serve nothing then.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import http2 from 'node:http2'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import { fileURLToPath } from 'node:url'

/** Headers HTTP/2 forbids (RFC 9113 §8.2.2) or that belong to one hop. */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'host',
  'http2-settings',
])

/** The headers of one hop, without the connection-specific ones and HTTP/2's pseudo-headers. */
export function forwardableHeaders(headers) {
  const result = {}
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith(':') || HOP_HEADERS.has(name.toLowerCase())) continue
    result[name] = value
  }
  return result
}

function selfSignedCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'akvatoria-h2-'))
  const key = path.join(dir, 'key.pem')
  const cert = path.join(dir, 'cert.pem')
  const run = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' }
  )
  if (run.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true })
    throw new Error(`openssl could not make the bench's certificate: ${run.stderr || run.error}`)
  }
  return { dir, key: fs.readFileSync(key), cert: fs.readFileSync(cert) }
}

/**
 * Starts the front on `port` (0: any free one) before `upstream`
 * (http://host:port of the shop's web server); resolves with its https
 * origin and `close()`.
 */
export async function startHttp2Front({ upstream, port = 0 }) {
  const target = new URL(upstream)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 })
  const certificate = selfSignedCertificate()
  const server = http2.createSecureServer({
    key: certificate.key,
    cert: certificate.cert,
    allowHTTP1: true,
  })
  server.on('request', (request, response) => {
    const headers = forwardableHeaders(request.headers)
    headers.host = request.headers[':authority'] ?? request.headers.host ?? target.host
    // As nginx's `proxy_set_header X-Forwarded-Proto $scheme` does.
    headers['x-forwarded-proto'] = 'https'
    const forwarded = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, forwardableHeaders(answer.headers))
        answer.pipe(response)
      }
    )
    forwarded.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' })
      response.end(`bench front: ${error.message}`)
    })
    request.pipe(forwarded)
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    origin: `https://localhost:${server.address().port}`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve))
      agent.destroy()
      fs.rmSync(certificate.dir, { recursive: true, force: true })
    },
  }
}

/**
 * The front in a child process (this file run as a script); resolves with its
 * origin and `close()`, which stops it.
 */
export async function spawnHttp2Front({ upstream, port = 0 }) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), upstream, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const lines = readline.createInterface({ input: child.stdout })
  const origin = await new Promise((resolve, reject) => {
    lines.once('line', resolve)
    child.once('exit', (code) => reject(new Error(`the HTTP/2 front stopped (exit ${code})`)))
  })
  return {
    origin,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const front = await startHttp2Front({
    upstream: process.argv[2],
    port: Number(process.argv[3] || 0),
  })
  process.once('SIGTERM', () => {
    // Browsers keep their sessions open: do not wait for them.
    void front.close()
    setTimeout(() => process.exit(0), 500).unref()
  })
  console.log(front.origin)
}
