#!/usr/bin/env node
/* eslint-env node, es2022 */
// The Kaspi.kz price list (issue 34 §1 «streams 100 000 products in bounded memory»), on
// demand, never in CI.
//
//   yarn rw build api
//   DATABASE_URL=… node --expose-gc --max-old-space-size=32 bench/kaspiFeed.mjs
//   (a migrated copy of the bench catalogue; the 32 MB heap limit is the proof: the 100 000
//   products' document, 34 MB of UTF-8, would not fit in it as one string)
//
// Calls the built function (api/dist/functions/feeds.js) as the api server does and reads
// its body stream to the end, as Kaspi would: prints the time to the first byte and to the
// end, the bytes and offers, and this process's memory — the peak RSS and heap over the
// run against the baseline before it — beside the document's size, which a version that
// built the whole document as one string would have to hold (twice, as UTF-16). Then asks
// again with the ETag (Kaspi's next fetch when nothing changed): a 304's time.
// A database without Kaspi settings gets the demo's (merchant 30000001, PP1/PP2 by the
// shops' positions), so its products have somewhere to be available.
import { createRequire } from 'node:module'
import path from 'node:path'

import pg from 'pg'

import { configured, ROOT } from './env.mjs'

const databaseUrl = configured('DATABASE_URL')
if (!databaseUrl) throw new Error('DATABASE_URL is not set (environment, .env or .env.defaults)')
process.env.DATABASE_URL = databaseUrl
process.env.OUTBOX_WORKER = 'off'
process.env.LOG_LEVEL = 'error'

const client = new pg.Client({ connectionString: databaseUrl })
await client.connect()
await client.query(
  `INSERT INTO "KaspiSettings" (id, "merchantId", company, "updatedAt")
   VALUES (1, '30000001', 'ТОО «Акватория» (бенч)', now()) ON CONFLICT (id) DO NOTHING`
)
await client.query(
  `UPDATE "Shop" s SET "kaspiStoreId" = 'PP' || n.rank
     FROM (SELECT id, row_number() OVER (ORDER BY position, id) AS rank FROM "Shop") n
    WHERE s.id = n.id AND NOT EXISTS (SELECT 1 FROM "Shop" WHERE "kaspiStoreId" IS NOT NULL)`
)
const {
  rows: [{ products }],
} = await client.query('SELECT count(*)::int AS products FROM "Product"')
await client.end()

const requireApi = createRequire(path.join(ROOT, 'api/dist/functions/feeds.js'))
const { handler } = requireApi('./feeds.js')

const event = (headers = {}) => ({
  httpMethod: 'GET',
  path: '/feeds/kaspi.xml',
  headers,
  queryStringParameters: {},
  body: null,
  isBase64Encoded: false,
})

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

// Warm up the connection pool and the code, then measure from a collected heap.
await handler(event({ 'If-None-Match': '*' }))
global.gc?.()
const baseline = process.memoryUsage()
let peakRss = baseline.rss
let peakHeap = baseline.heapUsed
const sampler = setInterval(() => {
  const now = process.memoryUsage()
  peakRss = Math.max(peakRss, now.rss)
  peakHeap = Math.max(peakHeap, now.heapUsed)
}, 20)

const started = performance.now()
const answer = await handler(event())
let firstByte = null
let bytes = 0
let offers = 0
for await (const chunk of answer.body) {
  firstByte ??= performance.now() - started
  const text = typeof chunk === 'string' ? chunk : chunk.toString('utf8')
  bytes += Buffer.byteLength(text)
  offers += text.split('<offer sku=').length - 1
}
const total = performance.now() - started
clearInterval(sampler)

const notModifiedStarted = performance.now()
const again = await handler(event({ 'If-None-Match': answer.headers.ETag }))
const notModified = performance.now() - notModifiedStarted

console.log(`products in the database: ${products}`)
console.log(
  `status ${answer.statusCode}, ${answer.headers['Content-Type']}, ETag ${answer.headers.ETag}`
)
console.log(`offers: ${offers}, document: ${mb(bytes)}`)
console.log(`first byte: ${firstByte?.toFixed(0)} ms, whole list: ${(total / 1000).toFixed(2)} s`)
console.log(
  `memory: peak RSS ${mb(peakRss)} (+${mb(peakRss - baseline.rss)} over the baseline ${mb(baseline.rss)}), ` +
    `peak heap +${mb(peakHeap - baseline.heapUsed)}; the document as one string would be ${mb(bytes)}+`
)
console.log(`next fetch unchanged: ${again.statusCode} in ${notModified.toFixed(0)} ms`)
process.exit(0)
