#!/usr/bin/env node
/* eslint-env node, es2022 */
// EXPLAIN ANALYZE of the statements the built api (api/dist, or API_DIST) sends for searches
// nobody typed before (issue 31 §2): each search is called through the REST handler in this
// process with its caches emptied and node-postgres' query() recorded, then every statement
// it sent is run EXPLAIN (ANALYZE, BUFFERS) EXPLAIN_RUNS times (default 5) on a connection of
// its own; the best run's execution time, buffers and rows are printed, with the tsquery.
//
//   node bench/searchExplain.mjs "GEN-0038586-RF-N-50" "N-18" "25 4" насос
//   EXPLAIN_PLAN=1 …   # also the best run's plan of the ranked statement
//   EXPLAIN_QUERIES=file …   # the searches of a file, one a line (BENCH_SEARCH_LIST=1 of
//                            # bench/api.mjs prints the bench's), and a summary at the end
//   EXPLAIN_DUMP=file …      # no EXPLAIN: each search's statements appended to the file as a
//                            # JSON line, for bench/searchCompare.mjs
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import pg from 'pg'

import { benchShopEnv, configured, ROOT } from './env.mjs'

const RUNS = Number(process.env.EXPLAIN_RUNS || 5)
const dist = path.resolve(ROOT, process.env.API_DIST || 'api/dist')

async function main() {
  const queries = process.env.EXPLAIN_QUERIES
    ? fs.readFileSync(process.env.EXPLAIN_QUERIES, 'utf8').split('\n').filter(Boolean)
    : process.argv.slice(2)
  const rankedTimes = []
  let rankedBuffers = 0
  if (!queries.length) throw new Error('usage: node bench/searchExplain.mjs <search> …')
  Object.assign(
    process.env,
    benchShopEnv({ LOG_LEVEL: 'error', REST_RESPONSE_CACHE: 'off', OUTBOX_WORKER: 'off' })
  )
  const requireApi = createRequire(path.join(dist, 'functions/v1/v1.js'))
  const apiPg = requireApi('pg')
  let recording = null
  const query = apiPg.Client.prototype.query
  apiPg.Client.prototype.query = function (config, values, callback) {
    const text = typeof config === 'string' ? config : config?.text
    if (recording && text && !/^(BEGIN|COMMIT|ROLLBACK|SET|SHOW)/i.test(text)) {
      recording.push({ text, values: (typeof config === 'object' ? config.values : values) ?? [] })
    }
    return query.call(this, config, values, callback)
  }
  const { handler } = requireApi('./v1.js')
  const { db } = requireApi('../../lib/db.js')
  const caches = [
    requireApi('../../services/products/products.js').productCounts,
    requireApi('../../services/products/products.js').searchLists,
    requireApi('../../services/search/search.js').searchGroups,
  ]
  const explainer = new pg.Client({ connectionString: configured('DATABASE_URL') })
  await explainer.connect()
  // As the api's connections (lib/db.ts): every scan starts at the table's first block.
  await explainer.query('SET synchronize_seqscans = off')
  const call = (q) => {
    const url = new URL(`/api/v1/catalog/search/?query=${encodeURIComponent(q)}`, 'http://x')
    return handler(
      {
        httpMethod: 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        queryStringParameters: Object.fromEntries(url.searchParams),
        headers: { host: '127.0.0.1:8910', 'x-forwarded-prefix': '/api' },
        body: null,
        isBase64Encoded: false,
      },
      {}
    )
  }
  await call('насос') // the word dictionary and section names, once per process
  for (const q of queries) {
    caches.forEach((cache) => cache.clear())
    recording = []
    const response = await call(q)
    const statements = recording
    recording = null
    if (process.env.EXPLAIN_DUMP) {
      fs.appendFileSync(process.env.EXPLAIN_DUMP, `${JSON.stringify({ q, statements })}\n`)
      continue
    }
    const body = JSON.parse(response.body)
    // The WHERE's match: the first parameter compared after the ranked statement's WHERE.
    const ranked = statements.find((s) => /WITH found AS/.test(s.text))
    const where = ranked?.text.slice(ranked.text.indexOf('WHERE')).match(/@@ [^$]*\$(\d+)/)
    const match = where ? ranked.values[Number(where[1]) - 1] : '—'
    const count = body.products?.count ?? body.count
    console.log(
      `«${q}»: ${response.statusCode}, ${JSON.stringify(count)} goods; matched by ${match}`
    )
    for (const statement of statements) {
      let best = null
      for (let run = 0; run < RUNS; run++) {
        const { rows } = await explainer.query(
          `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.text}`,
          statement.values
        )
        const [result] = rows[0]['QUERY PLAN']
        if (!best || result['Execution Time'] < best['Execution Time']) best = result
      }
      const plan = best.Plan
      const shared = (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0)
      const kind = /WITH found AS/.test(statement.text)
        ? 'ranked list'
        : /WITH page AS/.test(statement.text)
          ? 'page'
          : 'other'
      if (kind === 'ranked list') {
        rankedTimes.push(best['Execution Time'])
        rankedBuffers += shared
      }
      console.log(
        `  ${kind}: ${best['Execution Time'].toFixed(2)} ms (best of ${RUNS}), ` +
          `${shared} buffers, planning ${best['Planning Time'].toFixed(2)} ms`
      )
      if (process.env.EXPLAIN_PLAN === '1' && kind === 'ranked list') {
        const { rows } = await explainer.query(
          `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement.text}`,
          statement.values
        )
        console.log(rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n'))
      }
    }
  }
  if (process.env.EXPLAIN_DUMP) {
    await explainer.end()
    await db.$disconnect()
    return
  }
  const sorted = rankedTimes.sort((a, b) => a - b)
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]
  const sum = sorted.reduce((a, b) => a + b, 0)
  console.log(
    `ranked lists of ${sorted.length} searches: ${sum.toFixed(0)} ms in all, mean ` +
      `${(sum / sorted.length).toFixed(2)} ms, p50 ${at(0.5).toFixed(2)}, p90 ${at(0.9).toFixed(2)}, ` +
      `max ${at(1).toFixed(2)} ms; ${(rankedBuffers / sorted.length).toFixed(0)} buffers each`
  )
  await explainer.end()
  await db.$disconnect()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
