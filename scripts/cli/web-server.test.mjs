// node --test scripts/cli/*.test.mjs (a step of `npm test`)
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { after, before, describe, it } from 'node:test'
import zlib from 'node:zlib'

import { ApiPool } from './api-pool.mjs'
import {
  apiRequestHeaders,
  COMMON_HEADERS,
  createWebServer,
  inlineScriptHashes,
  pageContentSecurityPolicy,
  preferredEncoding,
} from './web-server.mjs'

/** A log stream that parses each JSON line the server writes into `lines`. */
const logLinesInto = (lines) =>
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(
        ...chunk
          .toString()
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line))
      )
      done()
    },
  })

const sha = (text) => crypto.createHash('sha256').update(text, 'utf8').digest('base64')

describe('page Content-Security-Policy', () => {
  const apollo = 'globalThis.__SHOP_PRERENDERED_ANSWERS = [];'
  const page = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-X.js"></script>
<script data-rh="true" type="application/ld+json">{"@type":"Product"}</script>
</head><body><div id="redwood-app"></div><script>${apollo}</script>
<script type="text/template"><b>data</b></script></body></html>`

  it("allows exactly the page's runnable inline scripts, by hash", () => {
    assert.deepEqual(inlineScriptHashes(page), [sha(apollo)])
    assert.deepEqual(inlineScriptHashes('<script type=module>a()</script><SCRIPT>b()</SCRIPT >'), [
      sha('a()'),
      sha('b()'),
    ])
  })

  it('hashes what the browser hashes: CR LF read as LF', () => {
    assert.deepEqual(inlineScriptHashes('<script>a()\r\nb()</script>'), [sha('a()\nb()')])
  })

  it('restricts scripts, plugins, <base> and framing', () => {
    const policy = pageContentSecurityPolicy(page)
    assert.equal(
      policy,
      `default-src 'self'; script-src 'self' 'sha256-${sha(apollo)}'; ` +
        "style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; object-src 'none'; " +
        "base-uri 'self'; frame-ancestors 'none'; form-action 'self'"
    )
    assert.doesNotMatch(policy, /unsafe-eval/)
    // Scripts never inline but by hash: 'unsafe-inline' is for style attributes only.
    assert.doesNotMatch(policy.split('; ')[1], /unsafe-inline/)
    assert.match(
      pageContentSecurityPolicy('<p>shell</p>'),
      /^default-src 'self'; script-src 'self'; /
    )
  })

  it('falls back to the shop itself for everything it does not name', () => {
    const directives = pageContentSecurityPolicy(page).split('; ')
    assert.equal(directives[0], "default-src 'self'")
    // Fonts, API calls, frames, media and workers are not widened.
    for (const name of ['font-src', 'connect-src', 'frame-src', 'media-src', 'worker-src']) {
      assert.equal(directives.filter((d) => d.startsWith(name)).length, 0, name)
    }
  })
})

describe('Permissions-Policy', () => {
  it('denies every page the camera, microphone, location, payment and hardware', () => {
    const policy = COMMON_HEADERS['permissions-policy']
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial']) {
      assert.match(policy, new RegExp(`(^|, )${feature}=\\(\\)(,|$)`), feature)
    }
    assert.doesNotMatch(policy, /=\((?!\))/, 'no feature is allowed to any origin')
  })

  it("is the api's list too (api/src/lib/securityHeaders.ts)", () => {
    const source = fs.readFileSync(
      new URL('../../api/src/lib/securityHeaders.ts', import.meta.url),
      'utf8'
    )
    const list = /PERMISSIONS_POLICY = \[([^\]]*)\]/.exec(source)[1]
    const features = [...list.matchAll(/'([a-z-]+)'/g)].map((match) => `${match[1]}=()`)
    assert.equal(features.join(', '), COMMON_HEADERS['permissions-policy'])
  })
})

describe('apiRequestHeaders', () => {
  const request = (remoteAddress, headers) => ({ headers, raw: { socket: { remoteAddress } } })

  it("keeps the browser's Host, drops Expect and the client's forwarding headers", () => {
    const incoming = {
      host: 'localhost:8910',
      expect: '100-continue',
      'x-forwarded-for': '9.9.9.9',
      'x-real-ip': '9.9.9.9',
      'x-forwarded-host': 'evil.example',
      cookie: 'akv_session=1',
    }
    const headers = apiRequestHeaders(
      request('::ffff:127.0.0.2', incoming),
      { ...incoming, host: 'localhost:8911' },
      0
    )
    assert.deepEqual(headers, {
      host: 'localhost:8910',
      cookie: 'akv_session=1',
      'x-forwarded-for': '127.0.0.2',
    })
  })

  it('behind nginx (TRUST_PROXY=1) passes on the address and scheme nginx saw', () => {
    const incoming = {
      host: 'shop.example',
      'x-forwarded-for': '9.9.9.9, 203.0.113.7',
      'x-forwarded-proto': 'https',
    }
    const headers = apiRequestHeaders(request('127.0.0.1', incoming), { ...incoming }, 1)
    assert.equal(headers['x-forwarded-for'], '203.0.113.7')
    assert.equal(headers['x-forwarded-proto'], 'https')
  })
})

describe('preferredEncoding', () => {
  it('brotli, then gzip, then none; q=0 refuses', () => {
    assert.equal(preferredEncoding('gzip, deflate, br, zstd'), 'br')
    assert.equal(preferredEncoding('gzip'), 'gzip')
    assert.equal(preferredEncoding('br;q=0, gzip;q=0.5'), 'gzip')
    assert.equal(preferredEncoding('*'), 'br')
    assert.equal(preferredEncoding(''), 'identity')
    assert.equal(preferredEncoding(undefined), 'identity')
  })
})

/**
 * A built web in a folder of its own and an api that knows a few things:
 * the pages the web server answers, 404s and current prices included.
 */
describe('pages: 404 for what does not exist, prices of now', () => {
  const PRODUCT_CHUNK = 'assets/ProductPage-abc.js'
  const files = {
    'index.html': '<html><head></head><body><div id="redwood-app"></div>shell</body></html>',
    '200.html': '<html><head></head><body><div id="redwood-app"></div>shell</body></html>',
    '404.html':
      '<!DOCTYPE html><html><head><meta name="robots" content="noindex"></head><body>' +
      '<div id="redwood-app"><main class="page"><section data-not-found="">' +
      '<h1>Страница не найдена</h1></section></main></div>' +
      '<script>globalThis.__SHOP_PRERENDERED_ANSWERS = []</script></body></html>',
    'kk/404.html':
      '<!DOCTYPE html><html lang="kk"><head><meta name="robots" content="noindex"></head><body>' +
      '<div id="redwood-app"><main class="page"><section data-not-found="">' +
      '<h1>Бет табылмады</h1></section></main></div></body></html>',
    'client-build-manifest.json': JSON.stringify({
      'pages/ProductPage/ProductPage.tsx': { file: PRODUCT_CHUNK },
      'pages/NewsItemPage/NewsItemPage.tsx': { file: 'assets/NewsItemPage-n.js' },
    }),
    // The prerender registers a page's chunk for a first load; news was never prerendered.
    [PRODUCT_CHUNK]: 'export{a as default};globalThis.__REDWOOD__PRERENDER_PAGES.ProductPage=a;',
    'assets/NewsItemPage-n.js': 'export{n as default};',
    'catalog/product/NS-100.html':
      '<html><body><div id="redwood-app">NS-100 price:150000</div></body></html>',
    'about/news/5.html': '<html><body><div id="redwood-app">news 5</div></body></html>',
    // What web/src/lib/productPagePrices.tsx does, in short.
    '_server/productPagePrices.mjs': `
      export const PRODUCT_PRICES_QUERY = 'query ServedProductPrices($article: String!) { product(article: $article) { currentPrice } }'
      export function patchProductPagePrices(html, article, prices) {
        if (!html.includes(article)) return { kind: 'unpatchable', reason: 'not this product' }
        const now = 'price:' + prices.currentPrice
        return html.includes(now) ? { kind: 'current' } : { kind: 'patched', html: html.replace(/price:\\d+/, now) }
      }`,
  }
  const known = {
    product: { 'NS-100': { currentPrice: 150000 }, 'NEW-1': { currentPrice: 5 } },
    newsItem: { 5: { id: 5 } },
    category: { Сантехника: { id: 1 } },
  }
  let root
  let api
  let asked
  let web

  const start = async (apiTarget) =>
    createWebServer({ root, apiTarget, lookupTtlMs: 0, lookupTimeoutMs: 1000 })

  before(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'akv-web-'))
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
      fs.writeFileSync(path.join(root, name), text)
    }
    asked = []
    api = http.createServer((request, response) => {
      const url = new URL(request.url, 'http://api')
      const query = url.searchParams.get('query') ?? ''
      const variables = JSON.parse(url.searchParams.get('variables') ?? '{}')
      asked.push({
        path: url.pathname,
        search: url.search,
        query,
        variables,
        headers: request.headers,
      })
      const field = /\{\s*(\w+)\(/.exec(query)?.[1]
      const key = Object.values(variables)[0]
      const value = known[field]?.[key]
      const body =
        field === 'category'
          ? { data: { category: value ?? null } }
          : value
            ? { data: { [field]: value } }
            : {
                data: null,
                errors: [{ message: 'Не найдено.', extensions: { code: 'NOT_FOUND' } }],
              }
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(body))
    })
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve))
    web = await start(`http://127.0.0.1:${api.address().port}`)
  })

  after(async () => {
    await web?.close()
    await new Promise((resolve) => api.close(resolve))
    fs.rmSync(root, { recursive: true, force: true })
  })

  const get = (url, headers = {}) => web.inject({ method: 'GET', url, headers })

  it('an address no route takes: 404, the not-found page, no question to the api', async () => {
    for (const url of ['/nonexistent', '/about/news/nope', '/objects/abc', '/404']) {
      const answer = await get(url)
      assert.equal(answer.statusCode, 404, url)
      assert.match(answer.headers['content-type'], /^text\/html/)
      assert.match(answer.body, /Страница не найдена/)
      assert.match(answer.body, /<meta name="robots" content="noindex">/)
      assert.match(answer.headers['content-security-policy'], /^default-src 'self'/)
    }
    assert.equal(asked.length, 0)
  })

  it('under /kk the not-found page is the Kazakh one (issue 33); /kk/404 itself is no page', async () => {
    for (const url of ['/kk/nonexistent', '/kk/404', '/kk/catalog/product/NOPE']) {
      const answer = await get(url)
      assert.equal(answer.statusCode, 404, url)
      assert.match(answer.body, /Бет табылмады/, url)
    }
    assert.ok(
      (await get('/kk/catalog/product/NOPE')).body.includes(`src="/${PRODUCT_CHUNK}"`),
      'the Kazakh 404 names the product page chunk too'
    )
    assert.match((await get('/kz/nonexistent')).body, /Страница не найдена/)
  })

  it('/ goes to /kk for a shopper who chose Kazakh, and only /', async () => {
    const home = await get('/?utm_source=x', { cookie: 'lang=kk' })
    assert.equal(home.statusCode, 302)
    assert.equal(home.headers.location, '/kk?utm_source=x')
    assert.match(home.headers.vary, /Cookie/)
    const russian = await get('/', { cookie: 'lang=ru', 'accept-encoding': 'gzip' })
    assert.equal(russian.statusCode, 200)
    assert.equal(russian.headers.vary, 'Cookie, Accept-Encoding')
    assert.equal((await get('/')).statusCode, 200)
    assert.equal((await get('/nonexistent', { cookie: 'lang=kk' })).statusCode, 404)
  })

  it('a product that does not exist: 404, with its page’s chunk for the first load', async () => {
    const answer = await get('/catalog/product/NOPE')
    assert.equal(answer.statusCode, 404)
    assert.match(answer.body, /Страница не найдена/)
    assert.ok(
      answer.body.includes(`<head><script defer="defer" src="/${PRODUCT_CHUNK}" type="module">`)
    )
    const question = asked.at(-1)
    assert.equal(question.path, '/graphql')
    assert.deepEqual(question.variables, { article: 'NOPE' })
    // As a guest from the client's own address, with the request's id.
    assert.equal(question.headers.cookie, undefined)
    assert.equal(question.headers['x-forwarded-for'], '127.0.0.1')
    assert.equal(question.headers['x-request-id'], answer.headers['x-request-id'])
  })

  it('the other kinds, decoded as the page reads them; a page never prerendered gets the shell', async () => {
    const news = await get('/about/news/999')
    assert.equal(news.statusCode, 404)
    assert.match(news.body, /shell/, 'without a prerendered news page the app draws the page')
    assert.equal((await get('/about/news/5')).statusCode, 200)
    assert.equal((await get(`/precatalog/${encodeURIComponent('Сантехника')}`)).statusCode, 200)
    assert.equal((await get(`/precatalog/${encodeURIComponent('Нет такого')}`)).statusCode, 404)
    assert.deepEqual(asked.at(-1).variables, { name: 'Нет такого' })
    for (const url of ['/objects/999999', '/production/unknown', '/about/partners/999999']) {
      assert.equal((await get(url)).statusCode, 404, url)
    }
  })

  it('the Kaspi price list is the api’s, its secret passed along', async () => {
    const answer = await get('/feeds/kaspi.xml?token=abc-123')
    assert.equal(answer.statusCode, 200)
    assert.equal(asked.at(-1).path, '/feeds/kaspi.xml')
    assert.equal(asked.at(-1).search, '?token=abc-123')
    assert.equal(asked.at(-1).headers['x-forwarded-for'], '127.0.0.1')
  })

  it('a page with nothing to look up is served without asking', async () => {
    const before = asked.length
    const cart = await get('/cart')
    assert.equal(cart.statusCode, 200)
    assert.match(cart.body, /shell/)
    assert.equal(asked.length, before)
  })

  it('a product page at the price of now, the built file when the price is the same', async () => {
    const same = await get('/catalog/product/NS-100')
    assert.equal(same.statusCode, 200)
    assert.match(same.body, /price:150000/)
    assert.match(asked.at(-1).query, /ServedProductPrices/)

    known.product['NS-100'] = { currentPrice: 99000 }
    try {
      const changed = await get('/catalog/product/NS-100', { 'accept-encoding': 'gzip, br' })
      assert.equal(changed.statusCode, 200)
      assert.equal(changed.headers['content-encoding'], 'br')
      assert.equal(changed.headers['cache-control'], 'no-cache')
      assert.match(changed.headers['content-security-policy'], /^default-src 'self'/)
      assert.equal(
        zlib.brotliDecompressSync(changed.rawPayload).toString(),
        files['catalog/product/NS-100.html'].replace('150000', '99000')
      )
      const tracked = await get('/catalog/product/NS-100?utm_source=mail')
      assert.match(tracked.body, /price:99000/)
    } finally {
      known.product['NS-100'] = { currentPrice: 150000 }
    }
  })

  it('a product added after the build: the app shell', async () => {
    const answer = await get('/catalog/product/NEW-1')
    assert.equal(answer.statusCode, 200)
    assert.match(answer.body, /shell/)
  })

  it('never serves its own modules', async () => {
    const answer = await get('/_server/productPagePrices.mjs')
    assert.equal(answer.statusCode, 404)
    assert.doesNotMatch(answer.body, /patchProductPagePrices/)
  })

  it('when the api cannot tell, the page is served as if it existed', async () => {
    const down = await start('http://127.0.0.1:9') // nothing listens there
    try {
      const built = await down.inject({ method: 'GET', url: '/catalog/product/NS-100' })
      assert.equal(built.statusCode, 200)
      assert.match(built.body, /price:150000/)
      const missing = await down.inject({ method: 'GET', url: '/catalog/product/NOPE' })
      assert.equal(missing.statusCode, 200)
      assert.match(missing.body, /shell/, 'the app then says «not found» itself')
      assert.equal((await down.inject({ method: 'GET', url: '/nonexistent' })).statusCode, 404)
    } finally {
      await down.close()
    }
  })
})

describe('the access log', () => {
  it('writes one line a request, with the api process and no secret of the address', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'akv-web-'))
    fs.writeFileSync(path.join(root, 'index.html'), '<html><body>shell</body></html>')
    const api = http.createServer((_request, response) => {
      response.setHeader('content-type', 'application/json')
      response.end('{"ok":true}')
    })
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve))
    const pool = new ApiPool()
    pool.add('api-7', `http://127.0.0.1:${api.address().port}`)
    pool.setState('api-7', 'ready')
    const lines = []
    const logStream = logLinesInto(lines)
    const web = await createWebServer({ root, apiPool: pool, logStream, logLevel: 'info' })
    try {
      const asked = [
        '/api/v1/order/guest/GUESTKEY42/?lang=kk',
        '/my-orders?token=LETTERKEY42',
        '/feeds/kaspi.xml?token=FEEDKEY42',
      ]
      const answers = []
      for (const url of asked) answers.push(await web.inject({ method: 'GET', url }))
      // The line is written once the answer is out (onResponse).
      await new Promise((resolve) => setTimeout(resolve, 50))
      const requestLines = lines.filter((line) => line.msg === 'request')
      // Nothing else is logged about these requests (fastify's and reply-from's own lines).
      assert.equal(lines.filter((line) => line.reqId).length, asked.length, JSON.stringify(lines))
      assert.deepEqual(
        requestLines.map(({ method, url, status, api }) => ({ method, url, status, api })),
        [
          { method: 'GET', url: '/api/v1/order/guest/***/?lang=kk', status: 200, api: 'api-7' },
          { method: 'GET', url: '/my-orders?token=***', status: 200, api: undefined },
          {
            method: 'GET',
            url: '/feeds/kaspi.xml?token=***',
            status: answers[2].statusCode,
            api: 'api-7',
          },
        ]
      )
      for (const [index, line] of requestLines.entries()) {
        assert.equal(line.reqId, answers[index].headers['x-request-id'])
        assert.equal(typeof line.ms, 'number')
      }
      assert.doesNotMatch(JSON.stringify(lines), /KEY42/)
    } finally {
      await web.close()
      await new Promise((resolve) => api.close(resolve))
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})

describe('a shopper who leaves before the api answers', () => {
  it('frees the api process and logs no error', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'akv-web-'))
    fs.writeFileSync(path.join(root, 'index.html'), '<html><body>shell</body></html>')
    let arrived
    const asked = new Promise((resolve) => (arrived = resolve))
    const pending = []
    // An api that answers only when told: the request is still in flight when the client goes.
    const api = http.createServer((request, response) => {
      pending.push(response)
      arrived()
    })
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve))
    const pool = ApiPool.single(`http://127.0.0.1:${api.address().port}`)
    const lines = []
    const logStream = logLinesInto(lines)
    const web = await createWebServer({ root, apiPool: pool, logStream, logLevel: 'info' })
    await web.listen({ port: 0, host: '127.0.0.1' })
    try {
      const request = http.get(`http://127.0.0.1:${web.server.address().port}/api/v1/product/`)
      request.on('error', () => {})
      await asked
      assert.equal(pool.snapshot()[0].inFlight, 1)
      request.destroy()
      const deadline = Date.now() + 5_000
      while (pool.snapshot()[0].inFlight !== 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
      assert.equal(pool.snapshot()[0].inFlight, 0)
      assert.deepEqual(
        lines.filter((line) => line.level >= 50).map((line) => line.err?.message ?? line.msg),
        []
      )
    } finally {
      for (const response of pending) response.destroy()
      await web.close()
      await new Promise((resolve) => api.close(resolve))
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})

describe('a request with a body when an api process is gone', () => {
  let root
  let web
  let base
  let cutting
  const servers = []
  const received = []

  before(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'akv-web-'))
    fs.writeFileSync(path.join(root, 'index.html'), '<html><body>shell</body></html>')
    // The live process echoes what reached it.
    const live = http.createServer((request, response) => {
      let body = ''
      request.setEncoding('utf8')
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        received.push(body)
        response.end(JSON.stringify({ url: request.url, body }))
      })
    })
    await new Promise((resolve) => live.listen(0, '127.0.0.1', resolve))
    // This one reads the first piece of a body, then dies.
    cutting = http.createServer((request) => request.once('data', () => request.socket.destroy()))
    await new Promise((resolve) => cutting.listen(0, '127.0.0.1', resolve))
    servers.push(live, cutting)
    const pool = new ApiPool()
    // Port 9 (discard): nothing listens, as after a process died.
    pool.add('gone', 'http://127.0.0.1:9')
    pool.add('live', `http://127.0.0.1:${live.address().port}`)
    for (const id of ['gone', 'live']) pool.setState(id, 'ready')
    web = await createWebServer({ root, apiPool: pool, logLevel: 'silent' })
    await web.listen({ port: 0, host: '127.0.0.1' })
    base = `http://127.0.0.1:${web.server.address().port}`
  })

  after(async () => {
    await web.close()
    for (const server of servers) await new Promise((resolve) => server.close(resolve))
    fs.rmSync(root, { recursive: true, force: true })
  })

  /** POSTs `parts` over a connection of its own, the second part after a pause. */
  function post(url, parts, { chunked = false } = {}) {
    const length = parts.reduce((sum, part) => sum + Buffer.byteLength(part), 0)
    return new Promise((resolve, reject) => {
      const request = http.request(`${base}${url}`, {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          ...(chunked ? {} : { 'content-length': String(length) }),
        },
      })
      request.on('response', (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode, body }))
      })
      request.on('error', reject)
      request.write(parts[0])
      setTimeout(() => request.end(parts.slice(1).join('')), 30)
    })
  }

  it('an order sent to a process that refused is taken by another, body whole', async () => {
    received.length = 0
    // The two take turns: half of these went to the gone process first.
    for (let i = 0; i < 4; i++) {
      const order = JSON.stringify({ comment: `заказ ${i}`, items: [{ product: 'NS-100' }] })
      const answer = await post('/api/v1/order/', [order.slice(0, 10), order.slice(10)], {
        chunked: i % 2 === 1,
      })
      assert.equal(answer.status, 200)
      assert.deepEqual(JSON.parse(answer.body), { url: '/v1/order/', body: order })
    }
    assert.equal(received.length, 4, 'each order reached the api once')
  })

  it('a process that died after taking part of the body: a 502 answer, not a reset', async () => {
    const pool = ApiPool.single(`http://127.0.0.1:${cutting.address().port}`)
    const cutWeb = await createWebServer({ root, apiPool: pool, logLevel: 'silent' })
    await cutWeb.listen({ port: 0, host: '127.0.0.1' })
    const saved = base
    base = `http://127.0.0.1:${cutWeb.server.address().port}`
    try {
      const answer = await post('/api/v1/callback/', ['{"comment":', '"перезвоните"}'])
      assert.equal(answer.status, 502)
      assert.match(JSON.parse(answer.body).detail, /временно недоступен/)
    } finally {
      base = saved
      await cutWeb.close()
    }
  })
})
