#!/usr/bin/env node
/* eslint-env node, es2022 */
// Catalogue API benchmark (issue 19 «API under a spike»), on demand, never in CI.
//
//   DATABASE_URL=… yarn rw exec seed && yarn rw exec generate-catalog --products 100000
//   yarn rw build api && yarn rw build web --no-prerender   # (prerendering 100 000 products takes long)
//   node bench/api.mjs                 # DATABASE_URL from the environment, .env or .env.defaults
//
// Settings (environment): BENCH_PORT (default 8910) — the production start's web port;
// API_PROCESSES (default: one per core) — api processes of the production start;
// BENCH_SECONDS (default 10) per run; BENCH_BASELINE_PORT (default 8932);
// BENCH_PHASES=fresh-search runs only the never-repeated search phase (below);
// BENCH_SEARCH_QUERIES (default 3000) and BENCH_SEED (default 31) for that phase;
// BENCH_SEARCH_LIST=1 prints its searches and stops; BENCH_SETTLE_SECONDS (default 20): a pause
// after each start of the shop, while each api process builds its search index.
//
// Starts the production start (scripts/cli/production.mjs: web server + N api processes) and
// drives it with autocannon on loopback, through /api as a browser reaches it:
//   P1  GET /api/v1/product/?category__name=<largest section>&ordering=-current_price&page_size=9,
//       with a price window and without one, at 50 connections —
//       target ≥ 1 500 req/s and p99 ≤ 100 ms each; with nothing kept, also the section in the
//       catalogue's own default order (no `ordering`: ascending price, «price on request» last);
//   P2  GET /api/v1/catalog/search/?query=… over plain, plural, typo, wrong-layout and partial
//       queries at 20 connections — target p99 ≤ 60 ms.
// First as shipped (guests' answers kept by the api until a write, lib/rest/responseCache), then
// started again with REST_RESPONSE_CACHE=off: the api doing its whole work on every request.
//
//   P3  the P1 lists as a logged-in retail customer and as the wholesale one (issue 20: prices
//       of the viewer's price type; the list's price filter and order then join the type's
//       prices), at 50 connections — target ≥ 1 500 req/s and p99 ≤ 100 ms each (issue 31: answers
//       kept per price type, sessions kept per process). Before it, every generated product
//       (GEN-…) except each 7th gets an «Оптовая» price 5–15 % below retail. Its raw baseline
//       replays the SQL of the same requests with the customer's session.
// The raw baseline runs exactly the SQL the api runs for the same request: the bench calls the
// built REST handler (api/dist) in this process once per request with node-postgres' query()
// recorded, and a node:http server (one process per api process) replays the statements of the
// second, warm call (the api's own per-process caches of counts and names are then warm too,
// as they are under load) and answers their rows as JSON. api/baseline ≥ 1/1.3 means the api's
// overhead over its own SQL is at most 1.3× (target, issue 31, every P1 and P2 run).
//
//   P2 never repeated (issue 31 §2; alone with BENCH_PHASES=fresh-search, else after the rest):
//       BENCH_SEARCH_QUERIES (default 3000) searches made at bench start from the catalogue
//       itself — its words in other grammatical forms and letter cases, one-letter typos, the
//       wrong keyboard layout, article fragments, two words of one product's name — no two alike
//       (compared folded: lower case, ё as е, spaces collapsed), each sent once (autocannon's
//       `amount`: the run ends when all are answered), at 20 connections, the shop as shipped
//       (answers kept for guests: never repeated, so none is reused). Target ≥ 300 req/s and
//       p99 ≤ 150 ms. Raw baseline, the same searches in the same run: each one's statements as
//       an api with nothing kept for it runs them (recorded once per search with the search's
//       caches — counts, ranked lists, sections found (and word facts, where an api still
//       keeps them per word) — emptied before it; the process-wide word dictionary, brand list
//       and section look-ups stay warm as they are under load), replayed
//       by the baseline servers.
//       api/baseline ≥ 1/1.3 is the target (the api's overhead over its search SQL ≤ 1.3×).
import { spawn } from 'node:child_process'
import cluster from 'node:cluster'
import fs from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import autocannon from 'autocannon'
import pg from 'pg'

import { benchShopEnv, configured, ROOT } from './env.mjs'

const DURATION = Number(process.env.BENCH_SECONDS || 10)
const PORT = Number(process.env.BENCH_PORT || 8910)
const BASE_PORT = Number(process.env.BENCH_BASELINE_PORT || 8932)
const API_PROCESSES = Number(process.env.API_PROCESSES || os.availableParallelism())
const ORIGIN = `http://127.0.0.1:${PORT}`
const CAPTURE_MARK = 'BENCH-STATEMENTS '
const OVERHEAD_TARGET = 1.3
/** The demo customers of P3 (the seed's published demo password). */
const CUSTOMERS = [
  ['retail', 'retail@akvatoria.kz'],
  ['wholesale', 'opt@akvatoria.kz'],
]
const DEMO_PASSWORD = 'Akvatoria-demo-2026'
/** The shop's own origin as benchShopEnv configures it: logins from any other are refused. */
const shopOrigin = () => benchShopEnv({ WEB_PORT: String(PORT) }).SITE_URL

const SEARCHES = [
  'насос',
  'насосы',
  'котлы',
  'носос',
  'yfcjc',
  'rjntk',
  'насо',
  'grundfos',
  'бак 500',
  'смеситель',
  'кран шаровой',
  'wilo star',
]

// ───────────── the raw baseline (a worker of node:cluster) ─────────────

/** Replays the recorded statements of each path, one after another, as the api ran them. */
function serveBaseline(statementsByPath) {
  const pool = new pg.Pool({
    connectionString: configured('DATABASE_URL'),
    max: Number(process.env.DATABASE_POOL_SIZE || 10),
  })
  const server = http.createServer(async (req, res) => {
    const statements = statementsByPath[req.url]
    if (!statements) {
      res.writeHead(404)
      return res.end()
    }
    try {
      const results = []
      for (const statement of statements) results.push((await pool.query(statement)).rows)
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' })
      res.end(JSON.stringify(results))
    } catch (error) {
      res.writeHead(500)
      res.end(String(error))
    }
  })
  server.listen(BASE_PORT, '127.0.0.1', () => process.send?.({ type: 'ready' }))
}

if (cluster.isWorker) {
  process.once('message', (message) => serveBaseline(message.statementsByPath))
} else if (process.env.BENCH_CAPTURE_PATHS_FILE) {
  // A short-lived process of its own: the api loaded here must not share the load generator's.
  // The paths come in a file: 3 000 searches overflow one environment variable (E2BIG).
  captureStatements(JSON.parse(fs.readFileSync(process.env.BENCH_CAPTURE_PATHS_FILE, 'utf8'))).then(
    (statements) => {
      // On a line of its own: the api's logger writes to stdout too.
      // Exit once written: a pipe takes a long line in parts.
      process.stdout.write(`\n${CAPTURE_MARK}${JSON.stringify(statements)}\n`, () =>
        process.exit(0)
      )
    },
    (error) => {
      console.error(error)
      process.exit(1)
    }
  )
} else {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}

async function startBaseline(statementsByPath) {
  cluster.setupPrimary({ silent: false })
  const workers = []
  for (let i = 0; i < API_PROCESSES; i++) {
    const worker = cluster.fork({ BENCH_BASELINE_WORKER: '1' })
    await new Promise((resolve) => worker.once('online', resolve))
    const ready = new Promise((resolve) =>
      worker.on('message', (message) => message?.type === 'ready' && resolve())
    )
    worker.send({ statementsByPath })
    await ready
    workers.push(worker)
  }
  return { close: () => workers.forEach((worker) => worker.kill()) }
}

// ───────────── what the api runs for a request ─────────────

/**
 * The statements the api's REST handler sends for each path (guest, no cookie), recorded at
 * node-postgres, which Prisma's driver adapter uses for every query. Answers are not kept
 * (REST_RESPONSE_CACHE=off), so every call does the api's work; the second call's statements
 * are what a warm api process runs. A path may be `{ key, path, email }`: the request of that
 * logged-in customer (their session then kept, as under load), recorded under `key`.
 */
async function captureStatements(paths) {
  process.env.REST_RESPONSE_CACHE = 'off'
  process.env.OUTBOX_WORKER = 'off'
  Object.assign(process.env, benchShopEnv({ LOG_LEVEL: 'error' }))
  const requireApi = createRequire(path.join(ROOT, 'api/dist/functions/v1/v1.js'))
  const apiPg = requireApi('pg')
  let recording = null
  const query = apiPg.Client.prototype.query
  apiPg.Client.prototype.query = function (config, values, callback) {
    if (recording && config && typeof config === 'object' && config.text) {
      // A prepared statement (lib/db queryRows) is replayed prepared, under its name.
      recording.push({ text: config.text, values: config.values ?? [], name: config.name })
    } else if (
      recording &&
      typeof config === 'string' &&
      !/^(BEGIN|COMMIT|ROLLBACK)/i.test(config)
    ) {
      recording.push({ text: config, values: Array.isArray(values) ? values : [] })
    }
    return query.call(this, config, values, callback)
  }
  const { handler } = requireApi('./v1.js')
  const { db } = requireApi('../../lib/db.js')
  const cold = process.env.BENCH_CAPTURE_COLD === '1'
  const forgetSearch = cold ? searchCacheForgetter(requireApi) : null
  // The search index is process-wide like the dictionary (issue 31 §2 sixth pass): built, as under
  // load, in the cold capture and the warm one alike. A capture that did not wait recorded the SQL
  // fallback's ranking whenever the build outlasted a search's first call: a fast machine's raw
  // baseline then read 77 req/s against the api's 912 (0.08×, "MET").
  await requireApiOptional(requireApi, '../../services/products/searchIndex.js')?.searchIndexBuilt()
  const statementsByPath = {}
  const cookies = {}
  const cookieOf = async (email) => {
    if (cookies[email]) return cookies[email]
    const { host } = new URL(ORIGIN)
    const answer = await handler(
      {
        httpMethod: 'POST',
        path: '/v1/auth/login/',
        queryStringParameters: {},
        headers: { host, origin: shopOrigin(), 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
        isBase64Encoded: false,
      },
      {}
    )
    if (answer.statusCode !== 200) throw new Error(`login of ${email}: ${answer.statusCode}`)
    const setCookies = answer.multiValueHeaders?.['Set-Cookie'] ?? []
    return (cookies[email] = setCookies.map((cookie) => String(cookie).split(';')[0]).join('; '))
  }
  try {
    for (const request of paths) {
      // A login's statements are not the previous path's.
      recording = null
      const { key = request, path: pathAndQuery = request, email } = request
      const url = new URL(pathAndQuery, ORIGIN)
      const event = {
        httpMethod: 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        queryStringParameters: Object.fromEntries(url.searchParams),
        headers: {
          host: url.host,
          'x-forwarded-prefix': '/api',
          ...(email ? { cookie: await cookieOf(email) } : {}),
        },
        body: null,
        isBase64Encoded: false,
      }
      for (let call = cold ? 1 : 0; call < 2; call++) {
        forgetSearch?.()
        recording = []
        const response = await handler(event, {})
        if (response.statusCode !== 200) {
          throw new Error(`${key}: ${response.statusCode} ${response.body}`)
        }
        statementsByPath[key] = recording
      }
    }
  } finally {
    recording = null
    apiPg.Client.prototype.query = query
    await db.$disconnect()
  }
  return statementsByPath
}

/** captureStatements in a child process (this script again), its JSON read from stdout. */
async function captureInChild(paths, extraEnv = {}) {
  const pathsFile = path.join(os.tmpdir(), `bench-capture-${process.pid}-${Date.now()}.json`)
  fs.writeFileSync(pathsFile, JSON.stringify(paths))
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    cwd: ROOT,
    env: { ...process.env, ...extraEnv, BENCH_CAPTURE_PATHS_FILE: pathsFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const chunks = []
  child.stdout.on('data', (chunk) => chunks.push(chunk))
  const code = await new Promise((resolve) => child.once('exit', resolve))
  fs.rmSync(pathsFile, { force: true })
  if (code !== 0) throw new Error(`capturing the api's statements failed (exit ${code})`)
  const line = Buffer.concat(chunks)
    .toString('utf8')
    .split('\n')
    .find((text) => text.startsWith(CAPTURE_MARK))
  if (!line) throw new Error("capturing the api's statements printed nothing")
  return JSON.parse(line.slice(CAPTURE_MARK.length))
}

// ───────────── the production start ─────────────

async function startShop(extraEnv = {}) {
  const child = spawn(process.execPath, ['scripts/cli/production.mjs'], {
    cwd: ROOT,
    env: benchShopEnv({
      WEB_PORT: String(PORT),
      WEB_HOST: '127.0.0.1',
      API_PROCESSES: String(API_PROCESSES),
      ...extraEnv,
    }),
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  for (let i = 0; i < 240; i++) {
    await new Promise((r) => setTimeout(r, 500))
    if (child.exitCode !== null) break
    try {
      // Ready when every api process answers (the web server spreads requests over them).
      const answers = await Promise.all(
        Array.from({ length: API_PROCESSES }, () => fetch(`${ORIGIN}/api/v1/category/`))
      )
      if (answers.every((answer) => answer.ok)) {
        await settle()
        return child
      }
    } catch {
      // not up yet
    }
  }
  stopShop(child)
  throw new Error('the production start did not become ready (did you run `npm run build`?)')
}

/**
 * Each api process builds its search index as it starts (5–7 s of CPU each on 100 382 goods,
 * answering requests meanwhile): the runs measure the steady state after it, as a shop is between
 * catalogue writes, not the two builds on a 2-core machine.
 */
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 20)
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000))

async function stopShop(child) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  process.kill(-child.pid, 'SIGTERM')
  await exited
}

/** A demo customer's session cookie (the seed's published demo password). */
async function logIn(email) {
  const answer = await fetch(`${ORIGIN}/api/v1/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shopOrigin() },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  })
  if (!answer.ok) throw new Error(`login of ${email}: ${answer.status} ${await answer.text()}`)
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

// ───────────── runs ─────────────

function run(title, options) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    let lastAnswer = started
    const instance = autocannon({ duration: DURATION, ...options }, (error, result) => {
      if (error) return reject(error)
      const bad = result.non2xx + result.errors + result.timeouts
      resolve({
        title,
        // A run of a set number of requests ends on autocannon's next whole-second tick,
        // and its samples are per second: 3 000 answers read as 3 000 / 7 s, whatever they
        // took. Such a run is timed from its start to its last answer.
        rps: options.amount
          ? (result.requests.total * 1000) / (lastAnswer - started)
          : result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        bad,
        statuses: {
          '2xx': result['2xx'],
          '3xx': result['3xx'],
          '4xx': result['4xx'],
          '5xx': result['5xx'],
        },
      })
    })
    instance.on('response', () => {
      lastAnswer = performance.now()
    })
  })
}

const fmt = (r) =>
  `${r.title.padEnd(46)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms${r.bad ? `   non-2xx/errors ${r.bad}` : ''}`

const verdict = (ok) => (ok ? 'MET' : 'NOT MET')

const searchRequests = () =>
  SEARCHES.map((q) => ({
    method: 'GET',
    path: `/api/v1/catalog/search/?query=${encodeURIComponent(q)}`,
  }))

async function main() {
  if (process.env.BENCH_PHASES === 'fresh-search') return freshSearchPhase()
  const pool = new pg.Pool({ connectionString: configured('DATABASE_URL'), max: 2 })
  const {
    rows: [{ count }],
  } = await pool.query('SELECT count(*)::int AS count FROM "Product"')
  if (count < 100000) {
    console.warn(
      `Only ${count} products: load 100 000 first (yarn rw exec generate-catalog --products 100000).`
    )
  }
  // The largest section and a price window holding a good share of it.
  const {
    rows: [section],
  } = await pool.query(`
    SELECT c.name, count(*)::int AS n,
      percentile_cont(0.2) WITHIN GROUP (ORDER BY p."currentPrice") AS lo,
      percentile_cont(0.8) WITHIN GROUP (ORDER BY p."currentPrice") AS hi
    FROM "Product" p JOIN "Category" c ON c.id = p."categoryId"
    WHERE c.kind = 'regular' AND p."currentPrice" > 0
    GROUP BY c.name ORDER BY count(*) DESC LIMIT 1`)
  // Wholesale prices for the generated goods, as the demo's (5–15 % below retail), kept.
  const { rowCount: added } = await pool.query(`
    INSERT INTO "ProductPrice" ("productId", "priceTypeId", "minQuantity", price, "updatedAt")
    SELECT p.id, t.id, 1, round(p."currentPrice" * (0.85 + (p.id % 11) / 100.0)), now()
    FROM "Product" p JOIN "PriceType" t ON t.code = 'wholesale'
    WHERE p.article LIKE 'GEN-%' AND p."currentPrice" > 0 AND p.id % 7 <> 0
    ON CONFLICT DO NOTHING`)
  if (added) console.log(`${added} wholesale prices added to the generated products`)
  await pool.end()
  const lo = Math.floor(section.lo)
  const hi = Math.ceil(section.hi)
  const listPath = (window) =>
    `/api/v1/product/?${new URLSearchParams({
      category__name: section.name,
      ...(window ? { current_price__gte: String(lo), current_price__lte: String(hi) } : {}),
      ordering: '-current_price',
      page: '1',
      page_size: '9',
    })}`
  const p1Window = listPath(true)
  const p1Whole = listPath(false)
  // The catalogue's own default (ascending price, «price on request» last): no ordering asked.
  const p1Default = `/api/v1/product/?${new URLSearchParams({ category__name: section.name })}`
  console.log(
    `${count} products; P1 on «${section.name}» (${section.n} goods), with price ${lo}–${hi} ₸ and without; ` +
      `${API_PROCESSES} api processes on ${os.availableParallelism()} cores, load generator on the same machine; ${DURATION} s per run\n`
  )

  const searchPaths = searchRequests().map((r) => r.path)
  // P3's requests in the baseline: the same paths, told apart by a key only the baseline reads.
  const p3Requests = CUSTOMERS.flatMap(([who, email]) =>
    [
      ['Window', p1Window],
      ['Whole', p1Whole],
    ].map(([what, path]) => ({
      name: `${who}${what}`,
      key: `${path}&bench_as=${who}`,
      path,
      email,
    }))
  )
  const statements = await captureInChild([
    p1Window,
    p1Whole,
    p1Default,
    ...searchPaths,
    ...p3Requests,
  ])
  for (const [label, p] of [
    ['P1 with price window', p1Window],
    ['P1 whole section', p1Whole],
    ['P1 default order', p1Default],
    [`P2 «${SEARCHES[0]}»`, searchPaths[0]],
    ...p3Requests.map((r) => [`P3 ${r.name}`, r.key]),
  ]) {
    console.log(`${label}: the api runs ${statements[p].length} statement(s) per warm request`)
  }
  const baseline = await startBaseline(statements)

  const results = {}
  try {
    const base = (p) => `http://127.0.0.1:${BASE_PORT}${p}`
    results.rawWindow = await run('P1 price window — raw SQL (baseline)', {
      url: base(p1Window),
      connections: 50,
    })
    results.rawWhole = await run('P1 whole section — raw SQL (baseline)', {
      url: base(p1Whole),
      connections: 50,
    })
    results.rawDefault = await run('P1 default order — raw SQL (baseline)', {
      url: base(p1Default),
      connections: 50,
    })
    results.rawSearch = await run('P2 search — raw SQL (baseline)', {
      url: `http://127.0.0.1:${BASE_PORT}`,
      connections: 20,
      requests: searchPaths.map((p) => ({ method: 'GET', path: p })),
    })
    for (const r of p3Requests) {
      results[`raw${r.name}`] = await run(`P3 ${r.name} — raw SQL (baseline)`, {
        url: base(r.key),
        connections: 50,
      })
    }
  } finally {
    baseline.close()
  }

  // As shipped: answers kept for guests until a write.
  let shop = await startShop()
  try {
    await run('warm-up', { url: `${ORIGIN}${p1Window}`, connections: 10, duration: 3 })
    results.window = await run('P1 price window (50 conn.)', {
      url: `${ORIGIN}${p1Window}`,
      connections: 50,
    })
    results.whole = await run('P1 whole section (50 conn.)', {
      url: `${ORIGIN}${p1Whole}`,
      connections: 50,
    })
    results.search = await run('P2 search (20 conn.)', {
      url: ORIGIN,
      connections: 20,
      requests: searchRequests(),
    })
    const etag = (await fetch(`${ORIGIN}${p1Window}`)).headers.get('etag')
    results.revalidate = await run('P1 revalidation, If-None-Match → 304', {
      url: `${ORIGIN}${p1Window}`,
      connections: 50,
      headers: { 'if-none-match': etag },
    })
    results.revalidate.bad -= results.revalidate.statuses['3xx']
    for (const [key, email] of CUSTOMERS) {
      const headers = { cookie: await logIn(email) }
      results[`${key}Window`] = await run(`P3 price window, ${key} customer`, {
        url: `${ORIGIN}${p1Window}`,
        connections: 50,
        headers,
      })
      results[`${key}Whole`] = await run(`P3 whole section, ${key} customer`, {
        url: `${ORIGIN}${p1Whole}`,
        connections: 50,
        headers,
      })
    }
    results.oneP1 = await run('P1 one connection', { url: `${ORIGIN}${p1Window}`, connections: 1 })
    results.oneP2 = await run('P2 one connection', {
      url: ORIGIN,
      connections: 1,
      requests: searchRequests(),
    })
  } finally {
    await stopShop(shop)
  }

  // The api's whole work on every request, against the same SQL run raw.
  shop = await startShop({ REST_RESPONSE_CACHE: 'off' })
  try {
    await run('warm-up', { url: `${ORIGIN}${p1Whole}`, connections: 10, duration: 3 })
    results.workWindow = await run('P1 price window, no kept answers', {
      url: `${ORIGIN}${p1Window}`,
      connections: 50,
    })
    results.workWhole = await run('P1 whole section, no kept answers', {
      url: `${ORIGIN}${p1Whole}`,
      connections: 50,
    })
    results.workDefault = await run('P1 default order (ascending price), no kept answers', {
      url: `${ORIGIN}${p1Default}`,
      connections: 50,
    })
    results.workSearch = await run('P2 search, no kept answers', {
      url: ORIGIN,
      connections: 20,
      requests: searchRequests(),
    })
  } finally {
    await stopShop(shop)
  }

  const r = results
  console.log(
    '\n' +
      [
        r.window,
        r.whole,
        r.search,
        r.revalidate,
        r.retailWindow,
        r.retailWhole,
        r.wholesaleWindow,
        r.wholesaleWhole,
        r.oneP1,
        r.oneP2,
        r.workWindow,
        r.workWhole,
        r.workDefault,
        r.workSearch,
        r.rawWindow,
        r.rawWhole,
        r.rawDefault,
        r.rawSearch,
        ...p3Requests.map((p3) => r[`raw${p3.name}`]),
      ]
        .map(fmt)
        .join('\n')
  )
  console.log('')
  for (const [label, p1] of [
    ['with price window', r.window],
    ['whole section', r.whole],
  ]) {
    console.log(
      `P1 ${label}: ${p1.rps.toFixed(0)} req/s (target ≥ 1500) ${verdict(p1.rps >= 1500)}; ` +
        `p99 ${p1.p99} ms (target ≤ 100) ${verdict(p1.p99 <= 100)}`
    )
  }
  console.log(`P2: p99 ${r.search.p99} ms (target ≤ 60) ${verdict(r.search.p99 <= 60)}`)
  for (const { name } of p3Requests) {
    const p3 = r[name]
    console.log(
      `${p3.title}: ${p3.rps.toFixed(0)} req/s (target ≥ 1500) ${verdict(p3.rps >= 1500)}; ` +
        `p99 ${p3.p99} ms (target ≤ 100) ${verdict(p3.p99 <= 100)}; ` +
        `raw SQL ${r[`raw${name}`].rps.toFixed(0)} req/s`
    )
  }
  const p3Met = p3Requests.every(({ name }) => r[name].rps >= 1500 && r[name].p99 <= 100)
  console.log(`P3 (retail and wholesale customers): ${verdict(p3Met)}`)
  for (const [label, work, raw] of [
    ['P1 with price window', r.workWindow, r.rawWindow],
    ['P1 whole section', r.workWhole, r.rawWhole],
    ['P1 default order', r.workDefault, r.rawDefault],
    ['P2 search', r.workSearch, r.rawSearch],
  ]) {
    const overhead = raw.rps / work.rps
    console.log(
      `${label}: api overhead over its own SQL ${overhead.toFixed(2)}× (target ≤ ${OVERHEAD_TARGET}) ${verdict(overhead <= OVERHEAD_TARGET)}`
    )
  }
  console.log('')
  await freshSearchPhase()
}

// ───────────── P2 never repeated (issue 31 §2) ─────────────

/** A module of the built api, or null when this build has none (an older build). */
function requireApiOptional(requireApi, file) {
  try {
    return requireApi(file)
  } catch (error) {
    if (error.code === 'MODULE_NOT_FOUND') return null
    throw error
  }
}

/**
 * The search caches of the built api that hold something for one query: the list counts, the
 * ranked lists, the sections, subsections and brands found, and the word facts of an api that
 * keeps them per word (emptied before each recorded search, see the header).
 */
function searchCacheForgetter(requireApi) {
  const caches = []
  const words = requireApi('../../lib/searchWords.js')
  const products = requireApi('../../services/products/products.js')
  const search = requireApi('../../services/search/search.js')
  for (const cache of [
    // Before issue 31 §2's word dictionary (kept per process, like the brand list): per word.
    words.wordFactsCache,
    products.productCounts,
    products.searchLists,
    search.searchGroups,
  ]) {
    if (cache) caches.push(cache)
  }
  return () => caches.forEach((cache) => cache.clear())
}

/** A small seeded generator: the same searches for the same catalogue and BENCH_SEED. */
function seededRandom(seed) {
  let state = seed >>> 0 || 1
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 4294967296
  }
}

const LATIN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`"
const CYRILLIC_KEYS = 'йцукенгшщзхъфывапролджэячсмитьбюё'
/** What a word typed with the wrong layout (ЙЦУКЕН ↔ QWERTY) reads as. */
const otherLayout = (word) =>
  [...word.toLowerCase()]
    .map((ch) => {
      const cyr = CYRILLIC_KEYS.indexOf(ch)
      if (cyr >= 0) return LATIN_KEYS[cyr]
      const lat = LATIN_KEYS.indexOf(ch)
      return lat >= 0 ? CYRILLIC_KEYS[lat] : ch
    })
    .join('')

const RU_VOWELS = 'аеиоуыэюя'
/**
 * Other grammatical forms of a Russian word, by its ending (plural, genitive, instrumental,
 * prepositional; adjectives by gender and case). Some are not real words; the search must read
 * those too.
 */
function wordForms(word) {
  const stem = (n) => word.slice(0, word.length - n)
  if (/(ый|ий|ой)$/.test(word))
    return ['ая', 'ое', 'ые', 'ого', 'ому', 'ыми'].map((e) => stem(2) + e)
  if (/(ая|яя)$/.test(word)) return ['ой', 'ую', 'ые', 'ых'].map((e) => stem(2) + e)
  if (/(ое|ее)$/.test(word)) return ['ого', 'ому', 'ые'].map((e) => stem(2) + e)
  if (/ия$/.test(word)) return ['ии', 'ию', 'ий', 'иями'].map((e) => stem(2) + e)
  if (/[ая]$/.test(word)) return ['ы', 'у', 'ой', 'е', 'ам'].map((e) => stem(1) + e)
  if (/ь$/.test(word)) return ['и', 'ей', 'ем', 'ю'].map((e) => stem(1) + e)
  if (/[бвгджзклмнпрстфхцчшщ]$/.test(word))
    return ['ы', 'а', 'у', 'ом', 'ов', 'ами', 'ах', 'е'].map((e) => word + e)
  return []
}

/** A one-letter typo: a vowel for another, a letter dropped, doubled or two swapped. */
function typo(word, random) {
  const letters = [...word]
  const at = 1 + Math.floor(random() * (letters.length - 2))
  const kind = Math.floor(random() * 4)
  if (kind === 0 && RU_VOWELS.includes(letters[at])) {
    const others = RU_VOWELS.replace(letters[at], '')
    letters[at] = others[Math.floor(random() * others.length)]
  } else if (kind === 1) letters.splice(at, 1)
  else if (kind === 2) letters.splice(at, 0, letters[at])
  else [letters[at], letters[at + 1]] = [letters[at + 1], letters[at]]
  return letters.join('')
}

const pick = (list, random) => list[Math.floor(random() * list.length)]
const letterCase = (text, random) => {
  const r = random()
  if (r < 0.15) return text.toUpperCase()
  if (r < 0.4) return text[0].toUpperCase() + text.slice(1)
  return text
}

/**
 * `count` searches no two alike, from the catalogue's own names, brands and articles, in a
 * shoppers' mix: word forms, typos, the wrong layout, article fragments, two words of a name.
 */
export async function neverRepeatedSearches(pool, count, seed) {
  const random = seededRandom(seed)
  const { rows: products } = await pool.query(`
    SELECT p.name, p.article, b.name AS brand FROM "Product" p LEFT JOIN "Brand" b ON b.id = p."brandId"
    WHERE p."isActive" ORDER BY md5(p.id::text || '${seed}') LIMIT 20000`)
  const wordsOf = (name) =>
    name
      .toLowerCase()
      .match(/[a-zа-яё]{3,}/g)
      ?.filter((w) => !/^(lux|max|pro|plus|comfort)$/.test(w)) ?? []
  const searches = []
  const seen = new Set()
  const add = (query) => {
    const key = query.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim()
    if (key.length < 2 || seen.has(key)) return
    seen.add(key)
    searches.push(query)
  }
  const makers = [
    // A word of a name in another form (or as it stands).
    [
      0.3,
      (words) => {
        const word = pick(words, random)
        const forms = /[а-яё]/.test(word) ? wordForms(word) : []
        return letterCase(forms.length && random() < 0.8 ? pick(forms, random) : word, random)
      },
    ],
    // A typo in a word of five letters or more.
    [
      0.15,
      (words) => {
        const long = words.filter((w) => w.length >= 5)
        return long.length ? typo(pick(long, random), random) : null
      },
    ],
    // The wrong keyboard layout, a form now and then.
    [
      0.1,
      (words) => {
        const word = pick(words, random)
        const forms = /[а-яё]/.test(word) ? wordForms(word) : []
        return otherLayout(forms.length && random() < 0.5 ? pick(forms, random) : word)
      },
    ],
    // Two neighbouring words of a name, one of them in another form sometimes.
    [
      0.25,
      (words) => {
        if (words.length < 2) return null
        const at = Math.floor(random() * (words.length - 1))
        const second = words[at + 1]
        const forms = /[а-яё]/.test(second) ? wordForms(second) : []
        return `${words[at]} ${forms.length && random() < 0.4 ? pick(forms, random) : second}`
      },
    ],
    // An article fragment: a maker's part of it (GEN-0035958-GR-UPS-32-60-180 → «UPS-32-60»,
    // «ups 32», «0035958»), or the whole.
    [
      0.2,
      (_words, product) => {
        const parts = product.article.split('-')
        const r = random()
        if (r < 0.25) return parts[1]
        if (r < 0.35) return product.article
        const maker = parts.slice(3)
        if (!maker.length) return parts[1].slice(0, 5 + Math.floor(random() * 3))
        const from = Math.floor(random() * maker.length)
        const fragment = maker.slice(from, from + 1 + Math.floor(random() * 2))
        return random() < 0.5 ? fragment.join('-') : fragment.join(' ').toLowerCase()
      },
    ],
  ]
  for (let tries = 0; searches.length < count && tries < count * 50; tries++) {
    const product = products[tries % products.length]
    const words = wordsOf(`${product.name} ${product.brand ?? ''}`)
    if (!words.length) continue
    let r = random()
    const maker = makers.find(([share]) => (r -= share) < 0) ?? makers[0]
    const query = maker[1](words, product)
    if (query) add(query)
  }
  return searches
}

async function freshSearchPhase() {
  const count = Number(process.env.BENCH_SEARCH_QUERIES || 3000)
  const seed = Number(process.env.BENCH_SEED || 31)
  const pool = new pg.Pool({ connectionString: configured('DATABASE_URL'), max: 2 })
  const searches = await neverRepeatedSearches(pool, count, seed)
  await pool.end()
  if (process.env.BENCH_SEARCH_LIST === '1') return console.log(searches.join('\n'))
  const paths = searches.map((q) => `/api/v1/catalog/search/?query=${encodeURIComponent(q)}`)
  console.log(
    `P2 never repeated: ${paths.length} searches, no two alike, e.g. ${searches
      .slice(0, 12)
      .map((q) => `«${q}»`)
      .join(', ')}`
  )
  const started = Date.now()
  const statements = await captureInChild(paths, { BENCH_CAPTURE_COLD: '1' })
  const perSearch = paths.map((p) => statements[p].length)
  console.log(
    `their statements recorded in ${((Date.now() - started) / 1000).toFixed(0)} s; ` +
      `${(perSearch.reduce((a, b) => a + b, 0) / perSearch.length).toFixed(1)} per search with nothing kept`
  )
  // Each search once: a request that takes the next one, the run ends when all are answered.
  const once = () => {
    let next = 0
    return [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
      },
    ]
  }
  const baseline = await startBaseline(statements)
  let raw
  try {
    raw = await run('P2 never repeated — raw SQL (baseline)', {
      url: `http://127.0.0.1:${BASE_PORT}`,
      connections: 20,
      amount: paths.length,
      requests: once(),
    })
  } finally {
    baseline.close()
  }
  const shop = await startShop()
  let api
  try {
    await run('warm-up', { url: `${ORIGIN}/api/v1/category/`, connections: 10, duration: 2 })
    api = await run('P2 never repeated (20 conn.)', {
      url: ORIGIN,
      connections: 20,
      amount: paths.length,
      requests: once(),
    })
  } finally {
    await stopShop(shop)
  }
  console.log(`\n${fmt(api)}\n${fmt(raw)}\n`)
  const overhead = raw.rps / api.rps
  console.log(
    `P2 never repeated: ${api.rps.toFixed(0)} req/s (target ≥ 300) ${verdict(api.rps >= 300)}; ` +
      `p99 ${api.p99} ms (target ≤ 150) ${verdict(api.p99 <= 150)}; ` +
      `api overhead over its own SQL ${overhead.toFixed(2)}× (target ≤ 1.3) ${verdict(overhead <= 1.3)}`
  )
}
