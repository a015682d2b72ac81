// node --test scripts/cli/*.test.mjs (a step of `npm test`)
import assert from 'node:assert/strict'
import { PassThrough } from 'node:stream'
import { describe, it } from 'node:test'

import {
  afterBody,
  API_MULTIPART_LIMIT,
  API_OTHER_BODY_LIMIT,
  apiBodyLimit,
  bareAddress,
  clientAddress,
  errorAnswer,
  forwardingHeaders,
  tooLargeMessage,
  trustedHops,
} from './apiProxy.mjs'

describe('trustedHops (TRUST_PROXY)', () => {
  it('is 0 unset, the number of proxies otherwise', () => {
    assert.equal(trustedHops(undefined), 0)
    assert.equal(trustedHops(''), 0)
    assert.equal(trustedHops('0'), 0)
    assert.equal(trustedHops('1'), 1)
    assert.equal(trustedHops('true'), 1)
    assert.equal(trustedHops('2'), 2)
  })
  it('refuses a setting that is no count, rather than guess', () => {
    assert.throws(() => trustedHops('yes'), /TRUST_PROXY/)
    assert.throws(() => trustedHops('-1'), /TRUST_PROXY/)
    assert.throws(() => trustedHops('10.0.0.1'), /TRUST_PROXY/)
  })
})

describe('clientAddress', () => {
  it('is the socket peer with no proxy in front, whatever the client sent', () => {
    assert.equal(clientAddress('::ffff:127.0.0.2', '198.51.100.1', 0), '127.0.0.2')
    assert.equal(clientAddress('203.0.113.5', '1.1.1.1, 2.2.2.2', 0), '203.0.113.5')
    assert.equal(clientAddress('2001:DB8::5', undefined, 0), '2001:db8::5')
  })
  it('is what the outermost trusted proxy saw, never what the client wrote before it', () => {
    // nginx appends its peer to the client's own header.
    const chain = '1.1.1.1, 2.2.2.2, 198.51.100.1'
    assert.equal(clientAddress('127.0.0.1', chain, 1), '198.51.100.1')
    assert.equal(clientAddress('127.0.0.1', chain, 2), '2.2.2.2')
    assert.equal(clientAddress('127.0.0.1', '198.51.100.1:4711', 1), '198.51.100.1')
    assert.equal(clientAddress('127.0.0.1', '[2001:db8::1]:443', 1), '2001:db8::1')
  })
  it('takes the farthest proxy entry from a short chain, the peer without one', () => {
    assert.equal(clientAddress('127.0.0.1', '198.51.100.1', 2), '198.51.100.1')
    assert.equal(clientAddress('127.0.0.1', undefined, 1), '127.0.0.1')
    assert.equal(clientAddress('127.0.0.1', ' , ', 1), '127.0.0.1')
    assert.equal(clientAddress('127.0.0.1', '1.1.1.1, garbage', 1), '127.0.0.1')
  })
  it('bareAddress drops ports and brackets, refuses non-addresses', () => {
    assert.equal(bareAddress('::ffff:10.1.2.3'), '10.1.2.3')
    assert.equal(bareAddress('[::1]:80'), '::1')
    assert.equal(bareAddress('localhost'), null)
    assert.equal(bareAddress(undefined), null)
  })
})

describe('forwardingHeaders', () => {
  const incoming = {
    'x-forwarded-for': '9.9.9.9',
    forwarded: 'for=9.9.9.9',
    'x-real-ip': '9.9.9.9',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'evil.example',
  }
  it('replaces every address a client could claim with the one this server saw', () => {
    const { remove, set } = forwardingHeaders(incoming, '::ffff:127.0.0.3', 0)
    for (const name of ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-client-ip']) {
      assert.ok(remove.includes(name), name)
    }
    assert.deepEqual(set, { 'x-forwarded-for': '127.0.0.3' })
  })
  it("passes the proxy's host and scheme on only when a proxy is trusted", () => {
    assert.ok(forwardingHeaders(incoming, '127.0.0.1', 0).remove.includes('x-forwarded-proto'))
    assert.ok(forwardingHeaders(incoming, '127.0.0.1', 0).remove.includes('x-forwarded-host'))
    const behindNginx = forwardingHeaders(incoming, '127.0.0.1', 1)
    assert.ok(!behindNginx.remove.includes('x-forwarded-proto'))
    assert.deepEqual(behindNginx.set, { 'x-forwarded-for': '9.9.9.9' })
  })
})

describe('errorAnswer', () => {
  it('answers /api in JSON, GraphQL in its own shape, pages in text, all in Russian', () => {
    const rest = errorAnswer('/api/v1/order/1/files/', 413, tooLargeMessage(API_MULTIPART_LIMIT))
    assert.equal(rest.type, 'application/json; charset=utf-8')
    assert.deepEqual(JSON.parse(rest.body), {
      detail: 'Слишком большой запрос: не больше 6 МБ (файл — до 5 МБ).',
    })
    assert.equal(errorAnswer('/api/v1/', 413).body, '{"detail":"Слишком большой запрос."}')
    const graphql = errorAnswer('/api/graphql?x=1', 502)
    assert.match(JSON.parse(graphql.body).errors[0].message, /временно недоступен/)
    const page = errorAnswer('/catalog', 504)
    assert.equal(page.type, 'text/plain; charset=utf-8')
    assert.match(page.body, /не ответил вовремя/)
    assert.equal(errorAnswer('/apiary', 404).type, 'text/plain; charset=utf-8')
    assert.equal(errorAnswer('/api', 500).body, '{"detail":"Внутренняя ошибка сервера."}')
  })
})

describe('afterBody', () => {
  it('answers once the client has sent the rest of a refused body', async () => {
    const body = new PassThrough()
    let answered = false
    afterBody(body, () => (answered = true), 10)
    body.write('12345')
    await new Promise((resolve) => setImmediate(resolve))
    assert.equal(answered, false)
    body.end('678')
    await new Promise((resolve) => setImmediate(resolve))
    assert.equal(answered, true)
  })
  it('stops waiting past its limit, and at once for a body already read', async () => {
    const body = new PassThrough()
    let answered = 0
    afterBody(body, () => answered++, 4)
    body.write('123456')
    await new Promise((resolve) => setImmediate(resolve))
    assert.equal(answered, 1)
    body.end('more')
    await new Promise((resolve) => setImmediate(resolve))
    assert.equal(answered, 1)
    const done = new PassThrough()
    done.end()
    done.resume()
    await new Promise((resolve) => done.on('end', resolve))
    afterBody(done, () => answered++)
    assert.equal(answered, 2)
  })
})

describe('apiBodyLimit', () => {
  it("is the api's own: 6 MB for uploads, 1 MB for JSON and anything else", () => {
    assert.equal(apiBodyLimit('multipart/form-data; boundary=x'), 6 * 1024 * 1024)
    assert.equal(apiBodyLimit('Multipart/Form-Data;boundary=x'), API_MULTIPART_LIMIT)
    assert.equal(apiBodyLimit('application/json'), 1024 * 1024)
    assert.equal(apiBodyLimit(undefined), API_OTHER_BODY_LIMIT)
    assert.equal(tooLargeMessage(API_OTHER_BODY_LIMIT), 'Слишком большой запрос: не больше 1 МБ.')
  })
})
