#!/usr/bin/env node
/* eslint-env node, es2022 */
// Catalogue API benchmark (issue «Catalogue, search and content API»), on demand, never in CI.
//
//   yarn rw exec seed && yarn rw exec generate-catalog --products 100000
//   yarn rw build api
//   node bench/api.mjs            # DATABASE_URL from the environment, .env or .env.defaults
//
// Starts the built api server (`yarn rw serve api`) and a raw baseline (node:http + pg running
// the equivalent SQL), then drives both with autocannon on loopback, bounded in time:
//   P1  GET /v1/product/?category__name&current_price range&ordering=-current_price&page_size=9
//       at 50 connections — target: throughput ≥ 0.5 × baseline, p99 ≤ 50 ms;
//   P2  GET /v1/catalog/search/?query=… over plain, plural, typo, wrong-layout and partial
//       queries at 20 connections — target: median ≤ 15 ms, p99 ≤ 60 ms.
import { spawn } from 'node:child_process'
import http from 'node:http'

import autocannon from 'autocannon'
import pg from 'pg'

import { benchShopEnv, configured, ROOT } from './env.mjs'

const DURATION = Number(process.env.BENCH_SECONDS || 10)
// `yarn rw serve api` listens on redwood.toml's api port; stop the shop before benchmarking.
const API_PORT = 8911
const BASE_PORT = Number(process.env.BENCH_BASELINE_PORT || 8932)

const pool = new pg.Pool({ connectionString: configured('DATABASE_URL'), max: 10 })

/** The raw baseline: the same page the api answers, from one SQL statement. */
const BASELINE_SQL = `
  WITH section AS (SELECT id FROM "Category" WHERE name = $1 AND kind = 'regular'),
  page AS (
    SELECT p.* FROM "Product" p
    WHERE p."isActive" AND p."categoryId" = (SELECT id FROM section)
      AND p."currentPrice" >= $2 AND p."currentPrice" <= $3
    ORDER BY p."currentPrice" DESC, p.id
    LIMIT 9 OFFSET 0
  )
  SELECT
    (SELECT count(*) FROM "Product" p
      WHERE p."isActive" AND p."categoryId" = (SELECT id FROM section)
        AND p."currentPrice" >= $2 AND p."currentPrice" <= $3) AS count,
    (SELECT json_agg(json_build_object(
      'id', page.id, 'article', page.article, 'name', page.name, 'slug', page.slug,
      'price', page.price, 'current_price', page."currentPrice", 'last_price', page."lastPrice",
      'images', (SELECT coalesce(json_agg(json_build_object('file', i.file) ORDER BY i.position), '[]')
                 FROM "ProductImage" i WHERE i."productId" = page.id),
      'balance', (SELECT coalesce(json_agg(json_build_object('id', s."shopId", 'is_available', s.count > 0)), '[]')
                  FROM "Stock" s WHERE s."productId" = page.id)
    ) ORDER BY page."currentPrice" DESC, page.id) FROM page) AS results`

function startBaseline(params) {
  const server = http.createServer(async (_req, res) => {
    try {
      const { rows } = await pool.query(BASELINE_SQL, params)
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' })
      res.end(
        JSON.stringify({
          count: Number(rows[0].count),
          next: null,
          previous: null,
          results: rows[0].results ?? [],
        })
      )
    } catch (error) {
      res.writeHead(500)
      res.end(String(error))
    }
  })
  return new Promise((resolve) => server.listen(BASE_PORT, '127.0.0.1', () => resolve(server)))
}

async function startApi() {
  const child = spawn('yarn', ['rw', 'serve', 'api'], {
    cwd: ROOT,
    env: benchShopEnv(),
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  for (let i = 0; i < 120; i++) {
    await new Promise((r) => setTimeout(r, 500))
    try {
      const res = await fetch(`http://127.0.0.1:${API_PORT}/v1/category/`)
      if (res.ok) return child
    } catch {
      // not up yet
    }
  }
  process.kill(-child.pid, 'SIGTERM')
  throw new Error('the api server did not start (did you run `yarn rw build api`?)')
}

function run(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, ...options }, (error, result) => {
      if (error) return reject(error)
      const bad = result.non2xx + result.errors + result.timeouts
      resolve({
        title,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        bad,
      })
    })
  })
}

const fmt = (r) =>
  `${r.title.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms${r.bad ? `   non-2xx/errors ${r.bad}` : ''}`

async function main() {
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
  const lo = Math.floor(section.lo)
  const hi = Math.ceil(section.hi)
  const query = new URLSearchParams({
    category__name: section.name,
    current_price__gte: String(lo),
    current_price__lte: String(hi),
    ordering: '-current_price',
    page: '1',
    page_size: '9',
  })
  console.log(
    `${count} products; P1 on «${section.name}» (${section.n} goods), price ${lo}–${hi} ₸; ${DURATION} s per run\n`
  )

  const baseline = await startBaseline([section.name, lo, hi])
  const api = await startApi()
  try {
    const p1Path = `/v1/product/?${query}`
    await run('warm-up', {
      url: `http://127.0.0.1:${API_PORT}${p1Path}`,
      connections: 10,
      duration: 3,
    })
    const raw = await run('P1 baseline (node:http + pg)', {
      url: `http://127.0.0.1:${BASE_PORT}/`,
      connections: 50,
    })
    const p1 = await run('P1 /api/v1/product/ (api server)', {
      url: `http://127.0.0.1:${API_PORT}${p1Path}`,
      connections: 50,
    })

    const searches = [
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
    const p2 = await run('P2 /api/v1/catalog/search/', {
      url: `http://127.0.0.1:${API_PORT}`,
      connections: 20,
      requests: searches.map((q) => ({
        method: 'GET',
        path: `/v1/catalog/search/?query=${encodeURIComponent(q)}`,
      })),
    })

    // The same calls one at a time: what a single shopper waits, without queueing.
    const p1One = await run('P1 one connection', {
      url: `http://127.0.0.1:${API_PORT}${p1Path}`,
      connections: 1,
    })
    const p2One = await run('P2 one connection', {
      url: `http://127.0.0.1:${API_PORT}`,
      connections: 1,
      requests: searches.map((q) => ({
        method: 'GET',
        path: `/v1/catalog/search/?query=${encodeURIComponent(q)}`,
      })),
    })

    console.log('\n' + [raw, p1, p2, p1One, p2One].map(fmt).join('\n'))
    const ratio = p1.rps / raw.rps
    console.log(
      `\nP1 throughput ratio api/baseline: ${ratio.toFixed(2)} (target ≥ 0.50) ${ratio >= 0.5 ? 'MET' : 'NOT MET'}`
    )
    console.log(`P1 p99: ${p1.p99} ms (target ≤ 50) ${p1.p99 <= 50 ? 'MET' : 'NOT MET'}`)
    console.log(
      `P2 median: ${p2.p50} ms (target ≤ 15) ${p2.p50 <= 15 ? 'MET' : 'NOT MET'}; p99: ${p2.p99} ms (target ≤ 60) ${p2.p99 <= 60 ? 'MET' : 'NOT MET'}`
    )
  } finally {
    baseline.close()
    process.kill(-api.pid, 'SIGTERM')
    await pool.end()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
