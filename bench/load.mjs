#!/usr/bin/env node
/* eslint-env node, es2022 */
// Mixed-shopper load on the production start (issue «Runs as promised»), on demand, never in CI.
//
//   npm run build && npm run production      # in one terminal (DATABASE_URL in .env)
//   node bench/load.mjs                       # in another; or let it start the shop itself
//
// BENCH_SHOPPERS shoppers (default 200) each from a loopback address of their own
// (127.0.0.2 …), for BENCH_SECONDS (default 60), browse, filter, search, open
// products and price a guest cart, and some place a guest order or ask for a
// callback (each shopper at most one of each, within the per-address limits).
// Then the database is asked: every accepted order and lead is stored exactly
// once, and nothing refused is stored. Prints count, errors and p50/p99 per kind.
// BENCH_KILL_AFTER=20 stops one api process (SIGTERM) 20 s in, to show that a
// process leaving under load fails no request (the supervisor starts another).
import { spawn, execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import http from 'node:http'

import pg from 'pg'

import { benchShopEnv, configured, ROOT } from './env.mjs'

const BASE = new URL(process.env.BENCH_URL || 'http://127.0.0.1:8910')
const SHOPPERS = Number(process.env.BENCH_SHOPPERS || 200)
const SECONDS = Number(process.env.BENCH_SECONDS || 60)
const THINK_MS = Number(process.env.BENCH_THINK_MS || 100)
const KILL_AFTER = Number(process.env.BENCH_KILL_AFTER || 0)
const SLOW_MS = 2_000
const RUN = crypto.randomBytes(4).toString('hex')
const ORIGIN = `${BASE.protocol}//${BASE.host}`

/** One request from `address`; resolves with status, body and milliseconds (never rejects). */
function call(agent, method, pathAndQuery, body) {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body))
  const started = performance.now()
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: BASE.hostname,
        port: BASE.port || 80,
        method,
        path: pathAndQuery,
        agent,
        headers: {
          accept: 'application/json',
          origin: ORIGIN,
          ...(payload && { 'content-type': 'application/json', 'content-length': payload.length }),
        },
        timeout: 30_000,
      },
      (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          })
        )
        response.on('error', (error) =>
          resolve({ status: 0, text: error.message, ms: performance.now() - started })
        )
      }
    )
    request.on('timeout', () => request.destroy(new Error('timeout')))
    request.on('error', (error) =>
      resolve({ status: 0, text: error.message, ms: performance.now() - started })
    )
    request.end(payload)
  })
}

const stats = new Map()
function record(kind, result) {
  let entry = stats.get(kind)
  if (!entry) stats.set(kind, (entry = { times: [], statuses: new Map(), slow: 0, samples: [] }))
  entry.times.push(result.ms)
  entry.statuses.set(result.status, (entry.statuses.get(result.status) ?? 0) + 1)
  if (result.ms > SLOW_MS) entry.slow++
  if ((result.status === 0 || result.status >= 500) && entry.samples.length < 3) {
    entry.samples.push(`${result.status} ${result.text.slice(0, 160)}`)
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

const pick = (list) => list[Math.floor(Math.random() * list.length)]
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** What the shoppers pick from: sections, articles, a guest shop. */
async function catalogue(agent) {
  const categories = JSON.parse((await call(agent, 'GET', '/api/v1/category/')).text)
  const categoryNames = (Array.isArray(categories) ? categories : categories.results)
    .map((c) => c.name)
    .filter((name) => name && !/акци/i.test(name))
  const products = JSON.parse((await call(agent, 'GET', '/api/v1/product/?page_size=100')).text)
  const articles = products.results.map((p) => p.article)
  const shops = JSON.parse((await call(agent, 'GET', '/api/v1/shop/')).text)
  const guestShop = (Array.isArray(shops) ? shops : shops.results).find(
    (s) => s.is_can_order_by_guest
  )
  if (!articles.length || !guestShop)
    throw new Error('no catalogue or guest shop: seed demo data first')
  return { categoryNames, articles, guestShopId: guestShop.id }
}

const SEARCHES = [
  'насос',
  'насосы',
  'носос',
  'котел',
  'котлы',
  'фильтр',
  'yfcjc',
  'бак',
  'кран',
  'труба',
]
const accepted = { orders: [], leads: [] }
const refused = { orders: [], leads: [] }

async function shopper(index, data, until) {
  const localAddress = `127.0.0.${2 + (index % 253)}`
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2, localAddress })
  // One order and one callback at most per shopper, at a random moment.
  const orderAt = Math.random() < 0.5 ? Date.now() + Math.random() * SECONDS * 800 : Infinity
  const leadAt = Math.random() < 0.5 ? Date.now() + Math.random() * SECONDS * 800 : Infinity
  let ordered = false
  let asked = false
  let step = 0
  while (Date.now() < until) {
    step++
    const roll = Math.random()
    if (!ordered && Date.now() >= orderAt) {
      ordered = true
      const marker = `load-${RUN}-${index}-order`
      const result = await call(agent, 'POST', '/api/v1/order/', {
        name: 'Нагрузочный тест',
        email: `load+${index}@example.kz`,
        phone_number: `+7 (701) ${String(100 + (index % 900)).padStart(3, '0')} ${String(10 + (step % 90))} ${String(10 + (index % 90))}`,
        items: [{ product: pick(data.articles), quantity: 1 + (index % 3) }],
        comment: marker,
        shop: data.guestShopId,
        privacy_policy_accepted: true,
      })
      record('guest order', result)
      ;(result.status === 201 ? accepted : refused).orders.push({ marker, status: result.status })
    } else if (!asked && Date.now() >= leadAt) {
      asked = true
      const marker = `load-${RUN}-${index}-lead`
      const result = await call(agent, 'POST', '/api/v1/callback/', {
        username: 'Нагрузочный тест',
        phone: `+7 (702) ${String(100 + (index % 900)).padStart(3, '0')} 12 34`,
        comment: marker,
      })
      record('callback', result)
      ;(result.status === 201 ? accepted : refused).leads.push({ marker, status: result.status })
    } else if (roll < 0.15) {
      record('browse', await call(agent, 'GET', '/api/v1/category/'))
    } else if (roll < 0.4) {
      const section = encodeURIComponent(pick(data.categoryNames))
      const low = pick([0, 5000, 20000])
      record(
        'filter',
        await call(
          agent,
          'GET',
          `/api/v1/product/?category__name=${section}&current_price__gte=${low}&current_price__lte=${low + 500000}&ordering=${pick(['current_price', '-current_price', 'name'])}&page=${1 + (step % 3)}&page_size=9`
        )
      )
    } else if (roll < 0.55) {
      record(
        'search',
        await call(
          agent,
          'GET',
          `/api/v1/catalog/search/?query=${encodeURIComponent(pick(SEARCHES))}`
        )
      )
    } else if (roll < 0.85) {
      record(
        'product',
        await call(agent, 'GET', `/api/v1/product/${encodeURIComponent(pick(data.articles))}/`)
      )
    } else {
      record(
        'cart',
        await call(agent, 'POST', '/api/graphql', {
          query:
            'query GuestCart($items: [OrderLineInput!]!) { guestCart(items: $items) { count total lines { quantity lineTotal product { article currentPrice } } } }',
          variables: {
            items: [
              { product: pick(data.articles), quantity: 2 },
              { product: pick(data.articles) },
            ],
          },
        })
      )
    }
    await sleep(Math.random() * THINK_MS * 2)
  }
  agent.destroy()
}

/** Every accepted order and lead stored once; nothing refused stored. */
async function verify() {
  const client = new pg.Client({ connectionString: configured('DATABASE_URL') })
  await client.connect()
  try {
    // A guest order makes a lead of its own with the order's comment: count
    // each table's own markers only.
    const counts = async (table, suffix) => {
      const { rows } = await client.query(
        `SELECT comment, count(*)::int AS n FROM "${table}" WHERE comment LIKE $1 GROUP BY comment`,
        [`load-${RUN}-%-${suffix}`]
      )
      return new Map(rows.map((row) => [row.comment, row.n]))
    }
    const problems = []
    for (const [kind, table, suffix] of [
      ['orders', 'Order', 'order'],
      ['leads', 'CallbackLead', 'lead'],
    ]) {
      const stored = await counts(table, suffix)
      for (const { marker } of accepted[kind]) {
        if (stored.get(marker) !== 1)
          problems.push(`${marker}: accepted, stored ${stored.get(marker) ?? 0}×`)
      }
      for (const { marker, status } of refused[kind]) {
        // A refusal with an answer (400, 429) must have stored nothing.
        if (status > 0 && stored.has(marker))
          problems.push(`${marker}: refused ${status}, stored anyway`)
      }
      const duplicates = [...stored.values()].filter((n) => n > 1).length
      console.log(
        `  ${kind}: ${accepted[kind].length} accepted, ${refused[kind].length} refused, ${stored.size} stored, ${duplicates} stored twice`
      )
    }
    return problems
  } finally {
    await client.end()
  }
}

async function reachable() {
  try {
    return (await fetch(new URL('/api/health/ready', BASE))).ok
  } catch {
    return false
  }
}

async function startShop() {
  if (await reachable()) return null
  const shop = spawn('node', ['scripts/cli/production.mjs'], {
    cwd: ROOT,
    env: benchShopEnv(),
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  for (let i = 0; i < 240; i++) {
    if (await reachable()) return shop
    await sleep(500)
  }
  process.kill(-shop.pid, 'SIGTERM')
  throw new Error('the production start did not become ready (did you run `npm run build`?)')
}

function killOneApiProcess() {
  const pids = execFileSync('pgrep', ['-f', 'node dist/server.js'], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
  if (pids.length < 2) {
    console.log('  (fewer than two api processes: nothing killed)')
    return
  }
  console.log(`  ${new Date().toISOString()} SIGTERM to api process ${pids[0]}`)
  process.kill(Number(pids[0]), 'SIGTERM')
}

const shop = await startShop()
try {
  const data = await catalogue(new http.Agent({ keepAlive: true }))
  console.log(
    `Load: ${SHOPPERS} shoppers from ${Math.min(SHOPPERS, 253)} addresses for ${SECONDS} s against ${BASE.origin} (run ${RUN})`
  )
  const until = Date.now() + SECONDS * 1000
  const started = Date.now()
  if (KILL_AFTER > 0) setTimeout(killOneApiProcess, KILL_AFTER * 1000)
  await Promise.all(Array.from({ length: SHOPPERS }, (_, i) => shopper(i, data, until)))
  const elapsed = (Date.now() - started) / 1000

  console.log('\nkind          requests  req/s   p50 ms  p99 ms  max ms  >2s  statuses')
  let total = 0
  let failures = 0
  let slow = 0
  for (const [kind, entry] of [...stats.entries()].sort()) {
    const sorted = entry.times.sort((a, b) => a - b)
    total += sorted.length
    slow += entry.slow
    const statuses = [...entry.statuses.entries()]
      .sort()
      .map(([s, n]) => `${s}×${n}`)
      .join(' ')
    for (const [status, n] of entry.statuses) if (status === 0 || status >= 500) failures += n
    console.log(
      `${kind.padEnd(13)} ${String(sorted.length).padStart(8)} ${(sorted.length / elapsed).toFixed(1).padStart(6)} ${percentile(sorted, 50).toFixed(0).padStart(8)} ${percentile(sorted, 99).toFixed(0).padStart(7)} ${sorted.at(-1).toFixed(0).padStart(7)} ${String(entry.slow).padStart(4)}  ${statuses}`
    )
    for (const sample of entry.samples) console.log(`              ${sample}`)
  }
  console.log(
    `total ${total} requests in ${elapsed.toFixed(1)} s (${(total / elapsed).toFixed(0)} req/s), ${failures} errors (5xx or no answer), ${slow} slower than 2 s`
  )
  console.log('\nStored:')
  const problems = await verify()
  for (const problem of problems) console.log(`  ✗ ${problem}`)
  console.log(
    problems.length || failures
      ? 'FAILED'
      : 'OK: no errors, every accepted order and lead stored exactly once'
  )
  process.exitCode = problems.length || failures ? 1 : 0
} finally {
  if (shop) {
    process.kill(-shop.pid, 'SIGTERM')
  }
}
