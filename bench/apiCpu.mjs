#!/usr/bin/env node
/* eslint-env node, es2022 */
// The api's own CPU per request, in one process, load-independent (issue 31): the built REST
// handler (api/dist, or API_DIST) called serially, answers not kept (REST_RESPONSE_CACHE=off),
// process.cpuUsage() around each phase. What the database spends is not in it.
//
//   node bench/apiCpu.mjs                  # DATABASE_URL from the environment, .env or .env.defaults
//   API_DIST=api/dist-other node bench/apiCpu.mjs   # another build of the api, for a before/after
//
// Phases, each twice (rounds): «search» — CPU_SEARCHES (default 600) never-repeated searches of
// bench/api.mjs (BENCH_SEARCH_LIST, same BENCH_SEED), each sent once, the first 100 of them
// a warm-up (the word dictionary, brand list and section names load once per process);
// «list» — the largest section by -current_price with a price window, CPU_LISTS (default 300)
// times, pages 1–10 in turn.
import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'

import pg from 'pg'

import { benchShopEnv, configured, ROOT } from './env.mjs'

const SEARCHES = Number(process.env.CPU_SEARCHES || 600)
const LISTS = Number(process.env.CPU_LISTS || 300)
const WARM_UP = 100
const dist = path.resolve(ROOT, process.env.API_DIST || 'api/dist')

const searchQueries = () =>
  execFileSync(process.execPath, [path.join(ROOT, 'bench/api.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      BENCH_PHASES: 'fresh-search',
      BENCH_SEARCH_LIST: '1',
      BENCH_SEARCH_QUERIES: String(2 * SEARCHES + WARM_UP),
    },
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean)

async function largestSectionWindow() {
  const pool = new pg.Pool({ connectionString: configured('DATABASE_URL'), max: 1 })
  const {
    rows: [section],
  } = await pool.query(`
    SELECT c.name, percentile_cont(0.2) WITHIN GROUP (ORDER BY p."currentPrice") AS lo,
      percentile_cont(0.8) WITHIN GROUP (ORDER BY p."currentPrice") AS hi
    FROM "Product" p JOIN "Category" c ON c.id = p."categoryId"
    WHERE c.kind = 'regular' AND p."currentPrice" > 0
    GROUP BY c.name ORDER BY count(*) DESC LIMIT 1`)
  await pool.end()
  return section
}

async function main() {
  const queries = searchQueries()
  const section = await largestSectionWindow()
  Object.assign(
    process.env,
    benchShopEnv({ LOG_LEVEL: 'error', REST_RESPONSE_CACHE: 'off', OUTBOX_WORKER: 'off' })
  )
  const requireApi = createRequire(path.join(dist, 'functions/v1/v1.js'))
  const { handler } = requireApi('./v1.js')
  const { db } = requireApi('../../lib/db.js')
  const call = async (pathAndQuery) => {
    const url = new URL(pathAndQuery, 'http://127.0.0.1:8910')
    const response = await handler(
      {
        httpMethod: 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        queryStringParameters: Object.fromEntries(url.searchParams),
        headers: { host: url.host, 'x-forwarded-prefix': '/api' },
        body: null,
        isBase64Encoded: false,
      },
      {}
    )
    if (response.statusCode !== 200) throw new Error(`${pathAndQuery}: ${response.statusCode}`)
  }
  const searchPath = (q) => `/api/v1/catalog/search/?query=${encodeURIComponent(q)}`
  const listPath = (page) =>
    `/api/v1/product/?${new URLSearchParams({
      category__name: section.name,
      current_price__gte: String(Math.floor(section.lo)),
      current_price__lte: String(Math.ceil(section.hi)),
      ordering: '-current_price',
      page: String(page),
      page_size: '9',
    })}`
  const measure = async (label, paths) => {
    const cpu = process.cpuUsage()
    const started = process.hrtime.bigint()
    for (const p of paths) await call(p)
    const used = process.cpuUsage(cpu)
    const wall = Number(process.hrtime.bigint() - started) / 1e6
    const perRequest = (used.user + used.system) / 1000 / paths.length
    console.log(
      `${label}: ${paths.length} requests, CPU ${perRequest.toFixed(3)} ms per request ` +
        `(user ${(used.user / 1000 / paths.length).toFixed(3)}), wall ${(wall / paths.length).toFixed(2)} ms`
    )
  }
  console.log(`api build: ${path.relative(ROOT, dist)}; Node ${process.version}`)
  for (const q of queries.slice(0, WARM_UP)) await call(searchPath(q))
  for (let page = 1; page <= 10; page++) await call(listPath(page))
  const rest = queries.slice(WARM_UP)
  for (let round = 0; round < 2; round++) {
    await measure(
      `search round ${round + 1}`,
      rest.slice(round * SEARCHES, (round + 1) * SEARCHES).map(searchPath)
    )
    await measure(
      `list round ${round + 1}`,
      Array.from({ length: LISTS }, (_, i) => listPath((i % 10) + 1))
    )
  }
  await db.$disconnect()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
