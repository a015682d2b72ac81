#!/usr/bin/env node
/* eslint-env node, es2022 */
// The in-process search index (issue 31 §2 sixth pass) against the SQL on a catalogue: each
// search's whole ranked list (every page of /api/v1/product/?search=…, 100 a page) through the
// built REST handler in this process, first with the index off (SEARCH_INDEX_MAX_MB=0: the SQL
// answers), then from the index (api/dist's services/products/searchIndex), compared id by id;
// also the index's build time and heap, and the time each list takes from it.
//
//   node bench/searchIndexCompare.mjs насос "GEN-0038586-RF-N-50" …
//   COMPARE_QUERIES=file …   # the searches of a file, one a line (BENCH_SEARCH_LIST=1 of api.mjs)
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { benchShopEnv, ROOT } from './env.mjs'

async function main() {
  const queries = process.env.COMPARE_QUERIES
    ? fs.readFileSync(process.env.COMPARE_QUERIES, 'utf8').split('\n').filter(Boolean)
    : process.argv.slice(2)
  if (!queries.length) throw new Error('usage: node bench/searchIndexCompare.mjs <search> …')
  Object.assign(
    process.env,
    benchShopEnv({ LOG_LEVEL: 'error', REST_RESPONSE_CACHE: 'off', OUTBOX_WORKER: 'off' })
  )
  const requireApi = createRequire(path.join(ROOT, 'api/dist/functions/v1/v1.js'))
  const { handler } = requireApi('./v1.js')
  const products = requireApi('../../services/products/products.js')
  const index = requireApi('../../services/products/searchIndex.js')
  const { prepareSearch } = requireApi('../../lib/searchWords.js')
  const { SEARCH_LIST_CAP } = requireApi('../../lib/domain/searchCap.js')

  const page = async (query, n) => {
    const answer = await handler(
      {
        httpMethod: 'GET',
        path: '/v1/product/',
        queryStringParameters: { search: query, page_size: '100', page: String(n) },
        headers: { host: '127.0.0.1' },
        body: null,
        isBase64Encoded: false,
      },
      {}
    )
    if (answer.statusCode !== 200) throw new Error(`«${query}» page ${n}: ${answer.statusCode}`)
    return JSON.parse(answer.body)
  }
  const wholeList = async (query) => {
    products.searchLists.clear()
    const first = await page(query, 1)
    const ids = first.results.map((p) => p.id)
    for (let n = 2; (n - 1) * 100 < first.count; n++) {
      ids.push(...(await page(query, n)).results.map((p) => p.id))
    }
    return { ids, count: first.count }
  }

  // The SQL's lists: no index may be built.
  const limit = process.env.SEARCH_INDEX_MAX_MB
  process.env.SEARCH_INDEX_MAX_MB = '0'
  index.forgetSearchIndex()
  const bySql = []
  for (const query of queries) bySql.push(await wholeList(query))
  process.env.SEARCH_INDEX_MAX_MB = limit ?? ''
  if (limit === undefined) delete process.env.SEARCH_INDEX_MAX_MB
  index.forgetSearchIndex()

  global.gc?.()
  const heapBefore = process.memoryUsage()
  const started = Date.now()
  const built = await index.searchIndexBuilt()
  const buildMs = Date.now() - started
  global.gc?.()
  const heapAfter = process.memoryUsage()
  if (!built) throw new Error('the index was not built (SEARCH_INDEX_MAX_MB?)')
  const mb = (bytes) => (bytes / 1048576).toFixed(1)
  console.log(
    `index: ${built.size} goods, ${mb(built.bytes)} MB of tables, built in ${buildMs} ms; ` +
      `heap +${mb(heapAfter.heapUsed - heapBefore.heapUsed)} MB, array buffers ` +
      `+${mb(heapAfter.arrayBuffers - heapBefore.arrayBuffers)} MB, rss +${mb(heapAfter.rss - heapBefore.rss)} MB`
  )
  let differ = 0
  const times = []
  for (const [i, query] of queries.entries()) {
    const byIndex = await wholeList(query)
    const same = JSON.stringify(byIndex) === JSON.stringify(bySql[i])
    if (!same) {
      differ++
      console.log(
        `DIFFERS «${query}»: sql ${bySql[i].count} [${bySql[i].ids.slice(0, 8)}…], index ${byIndex.count} [${byIndex.ids.slice(0, 8)}…]`
      )
    }
    const search = await prepareSearch(query)
    if (search.tsQuery) {
      const t = process.hrtime.bigint()
      built.rankedList({ ...search, tsQuery: search.tsQuery }, SEARCH_LIST_CAP + 1)
      times.push(Number(process.hrtime.bigint() - t) / 1e6)
    }
  }
  times.sort((a, b) => a - b)
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))]?.toFixed(2)
  const mean = (times.reduce((a, b) => a + b, 0) / times.length).toFixed(2)
  console.log(
    `${queries.length} searches: ${queries.length - differ} the same ids, order and count, ${differ} differ; ` +
      `a ranked list from the index: mean ${mean} ms, p50 ${at(0.5)}, p90 ${at(0.9)}, p99 ${at(0.99)}, max ${at(1)}`
  )
  process.exit(differ ? 1 : 0)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
