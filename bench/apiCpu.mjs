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
// CPU_PROFILE=1: each phase's second round also under V8's sampling profiler, its 25 functions
// with the most time of their own printed (where a request's CPU goes).
import { execFileSync } from 'node:child_process'
import { Session } from 'node:inspector/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

import pg from 'pg'

import { benchShopEnv, configured, ROOT } from './env.mjs'

const SEARCHES = Number(process.env.CPU_SEARCHES || 600)
const LISTS = Number(process.env.CPU_LISTS || 300)
const WARM_UP = 100
const PROFILE = process.env.CPU_PROFILE === '1'
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
  const measure = async (label, paths, profiled = false) => {
    const profiler = profiled ? await startProfile() : null
    const cpu = process.cpuUsage()
    const started = process.hrtime.bigint()
    for (const p of paths) await call(p)
    const used = process.cpuUsage(cpu)
    if (profiler) await printProfile(profiler, label)
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
      rest.slice(round * SEARCHES, (round + 1) * SEARCHES).map(searchPath),
      PROFILE && round === 1
    )
    await measure(
      `list round ${round + 1}`,
      Array.from({ length: LISTS }, (_, i) => listPath((i % 10) + 1)),
      PROFILE && round === 1
    )
  }
  await db.$disconnect()
}

async function startProfile() {
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.setSamplingInterval', { interval: 100 })
  await session.post('Profiler.start')
  return session
}

/** The profile's functions by time of their own (idle: waiting for PostgreSQL). */
async function printProfile(session, label) {
  const { profile } = await session.post('Profiler.stop')
  session.disconnect()
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const own = new Map()
  let total = 0
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber } = nodes.get(id).callFrame
    const where = url ? ` ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}` : ''
    const key = `${functionName || '(anonymous)'}${where}`
    own.set(key, (own.get(key) ?? 0) + profile.timeDeltas[i])
    total += profile.timeDeltas[i]
  })
  console.log(`${label}, by own time:`)
  for (const [key, time] of [...own].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`  ${((100 * time) / total).toFixed(1).padStart(5)} %  ${key}`)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
