#!/usr/bin/env node
/* eslint-env node, es2022 */
// Web speed budget (issue «Storefront, content and reach»), on demand, never in CI.
//
//   yarn rw build            # the production build (minified: web/vite.config.ts)
//   node bench/web.mjs       # starts scripts/cli/serve.mjs unless BENCH_WEB_URL points at a running shop
//
// For `/`, `/catalog/v2` and one product page it prints:
//   - the JavaScript and CSS the page loads before it is idle, raw and gzip (budget: JS ≤ 250 kB gzip);
//   - Lighthouse (mobile preset, Debian Chromium) performance, accessibility, SEO and best-practices
//     scores (budget ≥ 95 each for the first three) with LCP, TBT and CLS (budget CLS ≤ 0.05).
// Lighthouse runs through `npx lighthouse@LIGHTHOUSE_VERSION`, fetched from the npm registry on
// first use so the test suite's install stays small. BENCH_SKIP_LIGHTHOUSE=1 prints sizes only.
//
// Lighthouse's mobile preset slows the observed CPU work 4× after the fact, calibrated for a host
// with benchmarkIndex ≈ 1500; a shared 2-core machine measures 700–2000 between runs, so one run
// says little. Each page is measured BENCH_RUNS times (default 5) and the run with the median
// performance score is printed, with the range and the host's benchmarkIndex.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'

import { chromium } from 'playwright-core'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const BASE = (process.env.BENCH_WEB_URL || 'http://localhost:8910').replace(/\/$/, '')
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const LIGHTHOUSE_VERSION = process.env.LIGHTHOUSE_VERSION || '13.5.0'
const BUDGET = { jsGzipKb: 250, score: 95, cls: 0.05 }

const kb = (bytes) => (bytes / 1024).toFixed(1)

async function reachable(url) {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

/** The built shop (scripts/cli/serve.mjs) in its own process group, or null when one already answers. */
async function startShop() {
  if (await reachable(`${BASE}/api/v1/category/`)) return null
  if (!fs.existsSync(path.join(ROOT, 'web/dist/index.html'))) {
    throw new Error('no production build: run `yarn rw build` first')
  }
  const shop = spawn('node', ['scripts/cli/serve.mjs'], {
    cwd: ROOT,
    stdio: 'ignore',
    detached: true,
  })
  for (let i = 0; i < 120; i++) {
    if (await reachable(`${BASE}/api/v1/category/`)) return shop
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  process.kill(-shop.pid, 'SIGTERM')
  throw new Error('the shop did not start')
}

async function productPath() {
  const list = await (await fetch(`${BASE}/api/v1/product/?page_size=1`)).json()
  const article = list.results?.[0]?.article
  if (!article) throw new Error('the catalogue is empty: seed demo data first')
  return `/catalog/product/${encodeURIComponent(article)}`
}

/** Scripts and styles a fresh visit loads until the network is idle. */
async function assetsOf(browser, pagePath) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  const assets = new Map()
  page.on('response', async (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    try {
      const body = await response.body()
      assets.set(response.url(), {
        type,
        raw: body.length,
        gzip: zlib.gzipSync(body, { level: 6 }).length,
        served: response.headers()['content-encoding'] || 'none',
      })
    } catch {
      // a redirect or an aborted request has no body
    }
  })
  await page.goto(`${BASE}${pagePath}`, { waitUntil: 'networkidle' })
  await context.close()
  return [...assets.entries()]
}

function lighthouse(url) {
  const out = path.join(os.tmpdir(), `akvatoria-lh-${Date.now()}.json`)
  const run = spawnSync(
    'npx',
    [
      '--yes',
      `lighthouse@${LIGHTHOUSE_VERSION}`,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,seo,best-practices',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: 'utf8', timeout: 240_000 }
  )
  if (!fs.existsSync(out)) {
    throw new Error(`lighthouse failed: ${(run.stderr || run.error?.message || '').slice(-800)}`)
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'))
  fs.rmSync(out)
  const score = (name) => Math.round((report.categories[name]?.score ?? 0) * 100)
  const audit = (name) => report.audits[name]?.numericValue ?? NaN
  const failing = Object.values(report.categories)
    .flatMap((category) => category.auditRefs)
    .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 0.9)
    .map((ref) => ref.id)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? NaN),
    failing: [...new Set(failing)],
  }
}

/** The run with the median performance score of `runs` Lighthouse runs, with the range seen. */
function medianLighthouse(url, runs) {
  const results = Array.from({ length: runs }, () => lighthouse(url)).sort(
    (a, b) => a.performance - b.performance
  )
  const median = results[Math.floor((results.length - 1) / 2)]
  const range = (key) => {
    const values = results.map((r) => r[key])
    return `${Math.min(...values)}–${Math.max(...values)}`
  }
  return {
    ...median,
    ranges: `perf ${range('performance')}, TBT ${range('tbtMs')} ms, benchmarkIndex ${range('benchmarkIndex')}`,
  }
}

const shop = await startShop()
let failed = false
try {
  const pages = [
    ['home', '/'],
    ['catalogue', '/catalog/v2'],
    ['product', await productPath()],
  ]
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
  })
  console.log(`Initial assets (budget: JS ≤ ${BUDGET.jsGzipKb} kB gzip)`)
  for (const [name, pagePath] of pages) {
    const assets = await assetsOf(browser, pagePath)
    const sum = (type, key) =>
      assets.filter(([, a]) => a.type === type).reduce((total, [, a]) => total + a[key], 0)
    const jsGzip = sum('script', 'gzip')
    const ok = jsGzip / 1024 <= BUDGET.jsGzipKb
    failed ||= !ok
    console.log(
      `  ${name.padEnd(10)} ${pagePath}\n` +
        `    JS  ${kb(sum('script', 'raw')).padStart(7)} kB raw  ${kb(jsGzip).padStart(6)} kB gzip` +
        `  (${assets.filter(([, a]) => a.type === 'script').length} files) ${ok ? 'ok' : 'OVER BUDGET'}\n` +
        `    CSS ${kb(sum('stylesheet', 'raw')).padStart(7)} kB raw  ${kb(sum('stylesheet', 'gzip')).padStart(6)} kB gzip` +
        `  served encoding: ${[...new Set(assets.map(([, a]) => a.served))].join(', ')}`
    )
  }
  await browser.close()

  if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
    const runs = Math.max(1, Number(process.env.BENCH_RUNS || 5))
    console.log(
      `\nLighthouse ${LIGHTHOUSE_VERSION}, mobile preset, median of ${runs} runs ` +
        `(budget: performance, accessibility, SEO ≥ ${BUDGET.score}; CLS ≤ ${BUDGET.cls})`
    )
    for (const [name, pagePath] of pages) {
      const r = medianLighthouse(`${BASE}${pagePath}`, runs)
      const ok =
        r.performance >= BUDGET.score &&
        r.accessibility >= BUDGET.score &&
        r.seo >= BUDGET.score &&
        r.cls <= BUDGET.cls
      failed ||= !ok
      console.log(
        `  ${name.padEnd(10)} perf ${r.performance}  a11y ${r.accessibility}  seo ${r.seo}` +
          `  best ${r.bestPractices}  LCP ${r.lcpMs} ms  TBT ${r.tbtMs} ms  CLS ${r.cls}` +
          `  ${ok ? 'ok' : 'BELOW BUDGET'}\n    over ${runs} runs: ${r.ranges}` +
          (r.failing.length ? `\n    weak audits: ${r.failing.join(', ')}` : '')
      )
    }
  }
} finally {
  if (shop) process.kill(-shop.pid, 'SIGTERM')
}
process.exitCode = failed ? 1 : 0
