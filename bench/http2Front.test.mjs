import assert from 'node:assert/strict'
import http from 'node:http'
import http2 from 'node:http2'
import { test } from 'node:test'

import { forwardableHeaders, startHttp2Front } from './http2Front.mjs'

test('pseudo-headers and one-hop headers are not passed on', () => {
  assert.deepEqual(
    forwardableHeaders({
      ':method': 'GET',
      ':authority': 'localhost:8943',
      connection: 'keep-alive',
      'Keep-Alive': 'timeout=5',
      'transfer-encoding': 'chunked',
      host: 'localhost:8960',
      'content-type': 'text/html',
      'set-cookie': ['a=1', 'b=2'],
    }),
    { 'content-type': 'text/html', 'set-cookie': ['a=1', 'b=2'] }
  )
})

test('a page over HTTP/2 is the web server’s answer, with the browser’s host and https', async () => {
  let seen
  const upstream = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      seen = { method: request.method, url: request.url, headers: request.headers, body }
      response.writeHead(201, {
        'content-type': 'text/plain; charset=utf-8',
        connection: 'keep-alive',
      })
      response.end('Привет')
    })
  })
  await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  const front = await startHttp2Front({ upstream: `http://127.0.0.1:${upstream.address().port}` })
  const client = http2.connect(front.origin, { rejectUnauthorized: false })
  try {
    const answer = await new Promise((resolve, reject) => {
      const stream = client.request({
        ':method': 'POST',
        ':path': '/api/x?q=1',
        'content-type': 'text/plain',
      })
      let headers
      const chunks = []
      stream.on('response', (h) => (headers = h))
      stream.on('data', (chunk) => chunks.push(chunk))
      stream.on('end', () => resolve({ headers, body: Buffer.concat(chunks).toString('utf8') }))
      stream.on('error', reject)
      stream.end('тело')
    })
    assert.equal(answer.headers[':status'], 201)
    assert.equal(answer.body, 'Привет')
    assert.equal(answer.headers.connection, undefined)
    assert.equal(seen.method, 'POST')
    assert.equal(seen.url, '/api/x?q=1')
    assert.equal(seen.body, 'тело')
    assert.equal(seen.headers.host, front.origin.replace('https://', ''))
    assert.equal(seen.headers['x-forwarded-proto'], 'https')
  } finally {
    client.close()
    await front.close()
    upstream.close()
  }
})
