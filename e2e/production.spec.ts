import { spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import http from 'node:http'

import { expect, test } from '@playwright/test'
import pg from 'pg'

import { send, type Answer } from './clientHttp'

/**
 * The production start (`npm run production`, scripts/cli/production.mjs)
 * with two api processes behind its web server, on the end-to-end database:
 * shoppers keep browsing, ordering and asking for callbacks while an api
 * process is stopped, while all of them are replaced (SIGHUP), and while the
 * whole start stops (SIGTERM). No request that reached the shop may fail, and
 * every accepted order and lead is stored exactly once.
 */
const PORT = 8940
const BASE = `http://localhost:${PORT}`
const ORIGIN = { origin: BASE, 'content-type': 'application/json' }
const RUN = crypto.randomBytes(3).toString('hex')

let shop: ChildProcess
let log = ''

async function ready(): Promise<boolean> {
  try {
    return (await fetch(`${BASE}/api/health/ready`)).ok
  } catch {
    return false
  }
}

async function apiPids(): Promise<Set<number>> {
  const pids = new Set<number>()
  for (let i = 0; i < 12; i++) {
    const answer = await fetch(`${BASE}/api/health`)
    pids.add((await answer.json()).pid)
  }
  return pids
}

test.describe.configure({ mode: 'serial' })
test.setTimeout(120_000)

test.beforeAll(async () => {
  shop = spawn('node', ['scripts/cli/production.mjs'], {
    env: {
      ...process.env,
      API_PROCESSES: '2',
      WEB_PORT: String(PORT),
      LOG_LEVEL: 'warn',
      // A production api refuses to start without its public address.
      SITE_URL: BASE,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  shop.stdout?.on('data', (chunk) => (log += chunk))
  shop.stderr?.on('data', (chunk) => (log += chunk))
  for (let i = 0; i < 240 && !(await ready()); i++) {
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  expect(await ready(), log).toBe(true)
  // Both api processes take requests before the first test starts.
  await expect.poll(async () => (await apiPids()).size, { timeout: 30_000 }).toBe(2)
})

test.afterAll(() => {
  if (shop?.pid && shop.exitCode === null) process.kill(-shop.pid, 'SIGKILL')
})

interface Outcome {
  kind: string
  status: number
  error?: string
  marker?: string
}

/**
 * One shopper from its own address until `until`: browsing, filtering,
 * searching, products, and one guest order and one callback.
 */
async function shopper(index: number, until: number, outcomes: Outcome[]) {
  const from = `127.0.${100 + Math.floor(index / 200)}.${10 + (index % 200)}`
  const request = async (kind: string, path: string, body?: object, marker?: string) => {
    let answer: Answer
    try {
      answer = await send(BASE, path, {
        from,
        method: body ? 'POST' : 'GET',
        headers: body ? ORIGIN : {},
        body: body ? JSON.stringify(body) : undefined,
      })
    } catch (error) {
      outcomes.push({ kind, status: 0, error: String(error), marker })
      return
    }
    outcomes.push({ kind, status: answer.status, marker })
  }
  let step = 0
  while (Date.now() < until) {
    step++
    if (step === 3) {
      const marker = `e2e-${RUN}-${index}-order`
      await request(
        'order',
        '/api/v1/order/',
        {
          name: 'Проверка запуска',
          email: `start+${index}@example.kz`,
          phone_number: `+7 (701) 400 ${String(10 + (index % 90))} ${String(10 + (step % 90))}`,
          items: [{ product: 'VT-VTC560-N-3', quantity: 1 }],
          comment: marker,
          shop: 1,
          privacy_policy_accepted: true,
        },
        marker
      )
    } else if (step === 6) {
      const marker = `e2e-${RUN}-${index}-lead`
      await request(
        'lead',
        '/api/v1/callback/',
        { username: 'Проверка', phone: '+7 (702) 400 12 34', comment: marker },
        marker
      )
    } else {
      const paths = [
        '/api/v1/category/',
        `/api/v1/product/?category__name=${encodeURIComponent('Насосное оборудование')}&page_size=9&page=${1 + (step % 3)}`,
        `/api/v1/catalog/search/?query=${encodeURIComponent('насос')}`,
        '/api/v1/product/VT-VTC560-N-3/',
        '/catalog/v2',
      ]
      await request('read', paths[step % paths.length])
    }
  }
}

async function storedTimes(markers: string[]) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query(
      `SELECT comment, count(*)::int AS n FROM "Order" WHERE comment = ANY($1) GROUP BY comment
       UNION ALL
       SELECT comment, count(*)::int AS n FROM "CallbackLead" WHERE comment = ANY($1) GROUP BY comment`,
      [markers]
    )
    return new Map(rows.map((row: { comment: string; n: number }) => [row.comment, row.n]))
  } finally {
    await client.end()
  }
}

/** Runs shoppers for `seconds`, doing `during` meanwhile; every request must succeed. */
async function underLoad(seconds: number, shoppers: number, during: () => Promise<void>) {
  const outcomes: Outcome[] = []
  const until = Date.now() + seconds * 1000
  // Each run's shoppers come from addresses of their own (per-address limits).
  const first = shopperCount
  shopperCount += shoppers
  const load = Promise.all(
    Array.from({ length: shoppers }, (_, i) => shopper(first + i, until, outcomes))
  )
  await during()
  await load
  const failed = outcomes.filter((o) => o.status === 0 || o.status >= 500)
  expect(failed, `${failed.length} of ${outcomes.length} failed\n${log.slice(-3000)}`).toEqual([])
  const writes = outcomes.filter((o) => o.marker)
  expect(writes.length).toBeGreaterThan(0)
  expect(
    writes.every((o) => o.status === 201),
    JSON.stringify(writes.filter((o) => o.status !== 201))
  ).toBe(true)
  const stored = await storedTimes(writes.map((o) => o.marker as string))
  for (const { marker } of writes) expect(stored.get(marker as string), marker).toBe(1)
  return outcomes
}
let shopperCount = 0

test('an api process stopped under load fails no request and is replaced', async () => {
  const before = await apiPids()
  const outcomes = await underLoad(8, 30, async () => {
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    process.kill([...before][0], 'SIGTERM')
  })
  expect(outcomes.length).toBeGreaterThan(100)
  await expect
    .poll(async () => [...(await apiPids())].filter((pid) => !before.has(pid)).length, {
      timeout: 30_000,
    })
    .toBe(1)
})

test('SIGHUP replaces every api process one by one without a failed request', async () => {
  const before = await apiPids()
  await underLoad(10, 30, async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    process.kill(shop.pid as number, 'SIGHUP')
  })
  await expect
    .poll(async () => [...(await apiPids())].filter((pid) => before.has(pid)).length, {
      timeout: 30_000,
    })
    .toBe(0)
})

/** A callback whose body arrives in two halves, `pause` ms apart: a request in flight. */
function slowCallback(from: string, marker: string, pause: Promise<void>) {
  const body = Buffer.from(
    JSON.stringify({ username: 'Проверка', phone: '+7 (702) 400 56 78', comment: marker })
  )
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        localAddress: from,
        method: 'POST',
        path: '/api/v1/callback/',
        agent: false,
        headers: { ...ORIGIN, host: `localhost:${PORT}`, 'content-length': String(body.length) },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      }
    )
    request.on('error', reject)
    request.write(body.subarray(0, 10))
    void pause.then(() => request.end(body.subarray(10)))
  })
}

test('SIGTERM lets the requests in flight finish, then the start exits 0', async () => {
  const exited = new Promise<number | null>((resolve) => shop.once('exit', resolve))
  let release = () => {}
  const pause = new Promise<void>((resolve) => (release = resolve))
  const markers = Array.from({ length: 5 }, (_, i) => `e2e-${RUN}-stop-${i}-lead`)
  const inFlight = markers.map((marker, i) => slowCallback(`127.0.99.${10 + i}`, marker, pause))
  // The shop has read their headers; their bodies are still on the way.
  await new Promise((resolve) => setTimeout(resolve, 500))
  process.kill(shop.pid as number, 'SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 700))
  release()
  expect(await Promise.all(inFlight)).toEqual([201, 201, 201, 201, 201])
  expect(await exited).toBe(0)
  expect(log).toMatch(/"msg":"stopped"/)
  const stored = await storedTimes(markers)
  for (const marker of markers) expect(stored.get(marker), marker).toBe(1)
  // Stopped: new connections are refused, not left hanging.
  await expect(send(BASE, '/api/health', { from: '127.0.99.50' })).rejects.toThrow(/ECONNREFUSED/)
})
