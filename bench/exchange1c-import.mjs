#!/usr/bin/env node
/* eslint-env node, es2022 */
// 1C exchange, catalogue in (issue 32 «a 20 000-product import.xml with its offers through the
// endpoint in pieces of file_limit, every call under the request timeout, the whole within
// minutes»), on demand, never in CI.
//
//   yarn rw build api && yarn rw build web --no-prerender
//   DATABASE_URL=… node bench/exchange1c-import.mjs   # a seeded database of your own (it writes)
//
// Settings (environment): BENCH_PRODUCTS (default 20000); BENCH_PORT (default 8941) — the
// production start's web port; it runs with API_PROCESSES=1, so the exchange and the shopper's
// requests share one api process.
// Removes the bench's products (Ид bench-1c-…) left by an earlier run, starts the production
// start (scripts/cli/production.mjs), then drives POST/GET /api/1c/exchange as 1C does:
// checkauth → init → import.xml in pieces of the answered file_limit → import, polled while
// `progress` → the same for offers.xml (prices and stock of every product). Meanwhile a shopper
// asks GET /api/v1/product/?page_size=9 again and again (each 25 ms after the previous answer) on
// the same api process: a stretch the api spends blocked shows as that request's latency.
// Prints the calls, the slowest call (target: under the api's request timeout), the whole time,
// the shopper's latencies before and during the import (target: max ≤ 200 ms + normal time),
// and the api process's longest event-loop delay during the exchange, measured inside it
// (bench/eventLoopProbe.cjs, preloaded; target ≤ 200 ms) beside this process's own (the noise).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'

import pg from 'pg'

import { benchShopEnv, configured, ROOT } from './env.mjs'

const PRODUCTS = Number(process.env.BENCH_PRODUCTS || 20_000)
const PORT = Number(process.env.BENCH_PORT || 8941)
const ORIGIN = `http://127.0.0.1:${PORT}`
const EXCHANGE = `${ORIGIN}/api/1c/exchange`
const PROBE = `${ORIGIN}/api/v1/product/?page_size=9`
const EMAIL = 'bench-1c@akvatoria.kz'
const PASSWORD = 'Bench-exchange-1C-2026'
/** Each shop process's longest event-loop delay per second (bench/eventLoopProbe.cjs). */
const LOOP_FILE = path.join(os.tmpdir(), `bench-1c-event-loop-${process.pid}.jsonl`)

const databaseUrl = configured('DATABASE_URL')
if (!databaseUrl) throw new Error('DATABASE_URL is not set (environment, .env or .env.defaults)')

function importXml(count) {
  const products = []
  for (let i = 1; i <= count; i++) {
    products.push(`      <Товар>
        <Ид>bench-1c-${i}</Ид>
        <Артикул>B1C-${i}</Артикул>
        <Наименование>Насос тестовый обмена ${i}</Наименование>
        <БазоваяЕдиница Код="796" НаименованиеПолное="Штука">шт</БазоваяЕдиница>
        <Группы><Ид>bench-g-${i % 20}</Ид></Группы>
        <Описание>Описание товара ${i} для проверки скорости обмена с 1С.</Описание>
      </Товар>`)
  }
  const groups = Array.from(
    { length: 20 },
    (_, g) =>
      `<Группа><Ид>bench-g-${g}</Ид><Наименование>Обмен 1С группа ${g}</Наименование></Группа>`
  ).join('')
  return `\ufeff<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.08">
  <Классификатор><Ид>bench</Ид><Наименование>Бенч</Наименование><Группы>${groups}</Группы></Классификатор>
  <Каталог СодержитТолькоИзменения="true"><Ид>bench</Ид><Наименование>Бенч</Наименование><Товары>
${products.join('\n')}
  </Товары></Каталог>
</КоммерческаяИнформация>`
}

function offersXml(count) {
  const offers = []
  for (let i = 1; i <= count; i++) {
    offers.push(
      `<Предложение><Ид>bench-1c-${i}</Ид><Цены><Цена><ИдТипаЦены>bench-retail</ИдТипаЦены><ЦенаЗаЕдиницу>${1000 + i}</ЦенаЗаЕдиницу></Цена></Цены><Количество>${i % 7}</Количество></Предложение>`
    )
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.08"><ПакетПредложений СодержитТолькоИзменения="true">
<ТипыЦен><ТипЦены><Ид>bench-retail</Ид><Наименование>Розничная</Наименование><Валюта>KZT</Валюта></ТипЦены></ТипыЦен>
<Предложения>
${offers.join('\n')}
</Предложения></ПакетПредложений></КоммерческаяИнформация>`
}

/** A clean start: no bench products from an earlier run, the bench's exchange account. */
async function prepareDatabase() {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(`DELETE FROM "Product" WHERE "externalId" LIKE 'bench-1c-%'`)
    const requireApi = createRequire(path.join(ROOT, 'api/dist/lib/passwords.js'))
    const { hashPassword } = requireApi('./passwords.js')
    await client.query(
      `INSERT INTO "User" (email, "hashedPassword", salt, role, "emailConfirmedAt", "updatedAt")
       VALUES ($1, $2, '', 'exchange', now(), now())
       ON CONFLICT (email) DO UPDATE SET "hashedPassword" = EXCLUDED."hashedPassword", role = 'exchange'`,
      [EMAIL, await hashPassword(PASSWORD)]
    )
  } finally {
    await client.end()
  }
}

async function startShop() {
  const child = spawn(process.execPath, ['scripts/cli/production.mjs'], {
    cwd: ROOT,
    env: benchShopEnv({
      WEB_PORT: String(PORT),
      WEB_HOST: '127.0.0.1',
      API_PROCESSES: '1',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${path.join(ROOT, 'bench/eventLoopProbe.cjs')}`,
      BENCH_EVENT_LOOP_FILE: LOOP_FILE,
    }),
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  for (let i = 0; i < 240; i++) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    if (child.exitCode !== null) break
    try {
      if ((await fetch(PROBE)).ok) return child
    } catch {
      // not up yet
    }
  }
  await stopShop(child)
  throw new Error('the production start did not become ready (did you build api and web?)')
}

async function stopShop(child) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  process.kill(-child.pid, 'SIGTERM')
  await exited
}

/** The exchange call under way (what a slow shopper's request waited behind). */
let inFlight = 'no exchange call'

/** The shopper: one request after another until stopped; their latencies. */
function startProbe() {
  const latencies = []
  const slow = new Map()
  let running = true
  const done = (async () => {
    while (running) {
      const started = performance.now()
      const answer = await fetch(PROBE)
      await answer.arrayBuffer()
      if (!answer.ok) throw new Error(`the shopper's request answered ${answer.status}`)
      const ms = performance.now() - started
      latencies.push(ms)
      if (ms > 200) slow.set(inFlight, (slow.get(inFlight) ?? 0) + 1)
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  })()
  return {
    stop: async () => {
      running = false
      await done
      latencies.slow = [...slow].map(([call, count]) => `${call} ×${count}`).join(', ')
      return latencies
    },
  }
}

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]
const describe = (values) =>
  `${values.length} requests, median ${percentile(values, 0.5).toFixed(0)} ms, ` +
  `p99 ${percentile(values, 0.99).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms, ` +
  `over 200 ms: ${values.filter((ms) => ms > 200).length}${values.slow ? ` (during ${values.slow})` : ''}`

async function exchange() {
  const calls = []
  let cookie = ''
  const call = async (query, body = null, auth = false) => {
    const started = performance.now()
    inFlight = `${query.mode} ${query.filename ?? ''}`.trim()
    const answer = await fetch(`${EXCHANGE}?${new URLSearchParams(query)}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(auth
          ? { authorization: `Basic ${Buffer.from(`${EMAIL}:${PASSWORD}`).toString('base64')}` }
          : {}),
        ...(body ? { 'content-type': 'application/octet-stream' } : {}),
      },
      body,
    })
    const text = await answer.text()
    calls.push({
      call: `${query.mode} ${query.filename ?? ''}`.trim(),
      ms: performance.now() - started,
    })
    const lines = text.split('\n')
    if (lines[0] === 'failure' || !answer.ok) {
      throw new Error(`${query.mode} ${query.filename ?? ''}: ${answer.status} ${text}`)
    }
    return lines
  }
  const files = [
    ['import.xml', Buffer.from(importXml(PRODUCTS))],
    ['offers.xml', Buffer.from(offersXml(PRODUCTS))],
  ]
  const started = performance.now()
  const auth = await call({ type: 'catalog', mode: 'checkauth' }, null, true)
  cookie = `${auth[1]}=${auth[2]}`
  const init = await call({ type: 'catalog', mode: 'init' })
  const fileLimit = Number(init.find((l) => l.startsWith('file_limit='))?.slice(11))
  for (const [name, bytes] of files) {
    for (let at = 0; at < bytes.length; at += fileLimit) {
      await call(
        { type: 'catalog', mode: 'file', filename: name },
        bytes.subarray(at, at + fileLimit)
      )
    }
    for (;;) {
      const lines = await call({ type: 'catalog', mode: 'import', filename: name })
      if (lines[0] === 'progress') continue
      console.log(`${name} (${(bytes.length / 1024 / 1024).toFixed(1)} MB): ${lines.join(' | ')}`)
      break
    }
  }
  return { calls, seconds: (performance.now() - started) / 1000, fileLimit }
}

await prepareDatabase()
const shop = await startShop()
try {
  // Warm: the api's first answers pay for connections and the query compiler.
  for (let i = 0; i < 20; i++) await (await fetch(PROBE)).arrayBuffer()
  const quiet = startProbe()
  await new Promise((resolve) => setTimeout(resolve, 5_000))
  const before = await quiet.stop()
  const busy = startProbe()
  // This process does next to nothing meanwhile: its own longest delay is the machine's noise.
  const own = monitorEventLoopDelay({ resolution: 10 })
  own.enable()
  const from = Date.now()
  const { calls, seconds, fileLimit } = await exchange()
  const to = Date.now()
  own.disable()
  const during = await busy.stop()
  const apiSeconds = fs
    .readFileSync(LOOP_FILE, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line))
    .filter((s) => s.script.endsWith(path.join('api', 'dist', 'server.js')))
    .filter((s) => s.at > from + 1000 && s.at <= to)
  const slowest = [...calls].sort((a, b) => b.ms - a.ms)[0]
  console.log(
    `${PRODUCTS} products, file_limit ${fileLimit} bytes: ${calls.length} calls, whole exchange ` +
      `${seconds.toFixed(1)} s; slowest call ${slowest.call} ${(slowest.ms / 1000).toFixed(2)} s`
  )
  console.log(`shopper on the same api process, before: ${describe(before)}`)
  console.log(`shopper on the same api process, during: ${describe(during)}`)
  const blocks = apiSeconds.map((s) => s.maxMs)
  console.log(
    `api process's event loop during the exchange: longest delay ${Math.max(...blocks).toFixed(0)} ms, ` +
      `seconds with a delay over 200 ms: ${blocks.filter((ms) => ms > 200).length} of ${blocks.length}; ` +
      `the bench's own (the machine's noise): ${(own.max / 1e6).toFixed(0)} ms`
  )
} finally {
  await stopShop(shop)
  fs.rmSync(LOOP_FILE, { force: true })
}
