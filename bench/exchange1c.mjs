#!/usr/bin/env node
/* eslint-env node, es2022 */
// 1C exchange, orders out (issue 32 §3 «orders `query` of 1 000 orders under a second»), on
// demand, never in CI.
//
//   yarn rw build api
//   DATABASE_URL=… node bench/exchange1c.mjs      # a copy of the bench catalogue, migrated
//
// Settings (environment): BENCH_ORDERS (default 1000) placed orders of 3 catalogue lines each,
// with delivery and a Kazakh guest name; BENCH_RUNS (default 5) queries per encoding.
// Adds the orders (numbers BENCH-1C-…), times the built api's exportOrdersFor1C (api/dist:
// the facts of every order in one round of queries, the document, its bytes) as 1C's
// `mode=query` would — UTF-8 with BOM, then windows-1251 — never committing, so each run
// sends the same orders; prints the median and the worst run; then removes what it added.
// Target: median under 1 000 ms for 1 000 orders.
import { createRequire } from 'node:module'
import path from 'node:path'

import pg from 'pg'

import { configured, ROOT } from './env.mjs'

const ORDERS = Number(process.env.BENCH_ORDERS || 1000)
const RUNS = Number(process.env.BENCH_RUNS || 5)
const PREFIX = 'BENCH-1C-'

const databaseUrl = configured('DATABASE_URL')
if (!databaseUrl) throw new Error('DATABASE_URL is not set (environment, .env or .env.defaults)')
process.env.DATABASE_URL = databaseUrl
process.env.OUTBOX_WORKER = 'off'
process.env.LOG_LEVEL = 'error'

const client = new pg.Client({ connectionString: databaseUrl })
await client.connect()

const {
  rows: [{ lastBatch }],
} = await client.query('SELECT coalesce(max(id), 0) AS "lastBatch" FROM "OrderExportBatch"')

async function cleanUp() {
  await client.query(`DELETE FROM "Order" WHERE number LIKE '${PREFIX}%'`)
  // The bench's answers were never committed: their batches go too.
  await client.query('DELETE FROM "OrderExportBatch" WHERE id > $1', [lastBatch])
}

async function addOrders() {
  await cleanUp()
  const { rows: products } = await client.query(
    `SELECT id, "currentPrice" FROM "Product" WHERE "isActive" AND "currentPrice" > 0 ORDER BY id LIMIT 300`
  )
  if (products.length < 3)
    throw new Error('The database has too few priced products: use the bench catalogue copy.')
  await client.query('BEGIN')
  const { rows: orders } = await client.query(
    `INSERT INTO "Order" (number, status, "guestName", "guestEmail", "guestPhone", total, fulfilment,
       "deliveryCity", "deliveryAddress", "deliveryFee", comment, "placedAt", "statusChangedAt", "updatedAt")
     SELECT '${PREFIX}' || lpad(n::text, 6, '0'), 'placed', 'Әлия Құрманғалиқызы ' || n, 'guest' || n || '@example.kz',
       '+7701' || lpad(n::text, 7, '0'), 0, 'delivery', 'Атырау', 'ул. Абая, ' || n, 2000,
       'Позвоните <за час> & не звоните после 21:00', now(), now(), now()
     FROM generate_series(1, $1::int) AS n RETURNING id`,
    [ORDERS]
  )
  const lines = []
  orders.forEach(({ id }, i) => {
    for (let k = 0; k < 3; k++) {
      const product = products[(i * 3 + k) % products.length]
      lines.push(`(${id}, ${product.id}, ${1 + k}, ${product.currentPrice})`)
    }
  })
  await client.query(
    `INSERT INTO "OrderItem" ("orderId", "productId", quantity, price) VALUES ${lines.join(',')}`
  )
  await client.query(
    `UPDATE "Order" o SET total = s.sum FROM (
       SELECT "orderId", sum(quantity * price) AS sum FROM "OrderItem" GROUP BY "orderId") s
     WHERE s."orderId" = o.id AND o.number LIKE '${PREFIX}%'`
  )
  await client.query('COMMIT')
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

try {
  await addOrders()
  const requireApi = createRequire(path.join(ROOT, 'api/dist/modules/exchange/index.js'))
  const { exportOrdersFor1C } = requireApi('./index.js')
  const { db } = requireApi('../../lib/db.js')
  const config = { warehouses: {}, prices: {}, brandProperties: [] }
  // One warm-up: the api process's first query pays for connections and the query compiler.
  await exportOrdersFor1C({ encoding: 'utf-8', config, limit: ORDERS })
  for (const encoding of ['utf-8', 'windows-1251']) {
    const times = []
    let answer
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now()
      // Past MAX_ORDERS_PER_QUERY only when BENCH_ORDERS asks for more: what one answer would cost.
      answer = await exportOrdersFor1C({ encoding, config, limit: ORDERS })
      times.push(performance.now() - started)
    }
    const text = new TextDecoder(encoding).decode(answer.body)
    const documents = text.split('<Документ>').length - 1
    console.log(
      `query ${encoding}: ${documents} orders, ${(answer.body.length / 1024 / 1024).toFixed(1)} MB, ` +
        `median ${median(times).toFixed(0)} ms, worst ${Math.max(...times).toFixed(0)} ms ` +
        `(target < 1000 ms for 1000 orders)`
    )
  }
  await db.$disconnect()
} finally {
  await cleanUp()
  await client.end()
}
