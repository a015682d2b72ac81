import { spawn, type ChildProcess } from 'node:child_process'

import { expect, test } from '@playwright/test'
import pg from 'pg'

/**
 * The shop grows past one machine by running several api processes behind a
 * proxy. Sessions and rate-limit counters live in PostgreSQL, so a second
 * api process (started here on port 8912, same database) honours what the
 * first one did, and limits count across both.
 */
const SECOND = 'http://localhost:8912'
let second: ChildProcess

test.beforeAll(async () => {
  // The same server file `yarn rw serve` runs (api/src/server.ts, built).
  second = spawn('node', ['dist/server.js', '--apiPort', '8912'], {
    cwd: 'api',
    env: { ...process.env, REDWOOD_API_PORT: '8912', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  })
  for (let i = 0; i < 60; i++) {
    try {
      if ((await fetch(`${SECOND}/v1/category/`)).ok) return
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the second api process did not start')
})

test.afterAll(() => {
  if (second?.pid) process.kill(-second.pid, 'SIGTERM')
})

test('a session started on one api process works and ends on the other', async ({ request }) => {
  const login = await request.post('/api/v1/auth/login/', {
    data: { email: 'opt@akvatoria.kz', password: 'Akvatoria-demo-2026' },
    headers: { origin: 'http://localhost:8910' },
  })
  expect(login.status()).toBe(200)
  const cookie = login
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value.split(';')[0])
    .join('; ')

  const onSecond = await request.get(`${SECOND}/v1/auth/login-check`, { headers: { cookie } })
  expect(onSecond.status()).toBe(200)
  expect((await onSecond.json()).email).toBe('opt@akvatoria.kz')

  // The first process keeps the session and the wholesale answer (issue 31)…
  const priceOnFirst = async () => {
    const answer = await request.get('/api/v1/product/VT-VT192-DN50/', { headers: { cookie } })
    expect(answer.status()).toBe(200)
    return (await answer.json()).current_price as number
  }
  const wholesale = await priceOnFirst()
  expect((await request.get('/api/v1/auth/login-check', { headers: { cookie } })).status()).toBe(
    200
  )

  const logout = await request.post(`${SECOND}/v1/auth/logout/`, {
    headers: { cookie, origin: SECOND },
  })
  expect(logout.status()).toBe(200)
  // …and forgets it when the other one ends it: personal reads, writes and prices at once.
  const onFirst = await request.get('/api/v1/auth/login-check', { headers: { cookie } })
  expect(onFirst.status()).toBe(401)
  const write = await request.post('/api/v1/cart/add/', {
    data: { article: 'VT-VT192-DN50', quantity: 1 },
    headers: { cookie, origin: 'http://localhost:8910' },
  })
  expect(write.status()).toBe(401)
  expect(await priceOnFirst()).toBe(9610)
  expect(wholesale).toBeLessThan(9610)
})

test('login limits count attempts made on both processes', async ({ request }) => {
  test.setTimeout(120_000)
  // 20 attempts a minute per address (RATE_RULES.loginPerIp). Eleven on each
  // process: per-process counters would let all of them through.
  const attempt = (base: string) =>
    request.post(`${base}/v1/auth/login/`, {
      data: { email: 'nobody-here@example.kz', password: 'wrong-password-1' },
      headers: { origin: base },
    })
  // Windows are fixed and start at their first hit: earlier journeys' logins
  // may have opened one that ends mid-test. Start this test on a fresh one.
  await forgetLoginLimits()
  const statuses: number[] = []
  for (let i = 0; i < 11; i++) statuses.push((await attempt('http://localhost:8911')).status())
  for (let i = 0; i < 11; i++) statuses.push((await attempt(SECOND)).status())
  expect(statuses.slice(0, 11).every((s) => s === 400 || s === 429)).toBe(true)
  expect(statuses.slice(11)).toContain(429)
  // Journeys that log in after this one (a retry, another file) start unblocked.
  await forgetLoginLimits()
})

async function forgetLoginLimits() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query(`DELETE FROM "RateLimitBucket" WHERE key LIKE 'login:%'`)
  } finally {
    await client.end()
  }
}

test('a price an editor saves on one api process is at once in the other’s cached filters', async ({
  request,
}) => {
  const ORIGIN = { origin: 'http://localhost:8910' }
  const product = await (await request.get('/api/v1/product/VT-VTC560-N-3/')).json()
  const filtersOnSecond = async () => {
    const answer = await request.get(
      `${SECOND}/v1/category/filters/?sub_category=${encodeURIComponent(product.subcategory[0].name)}`
    )
    expect(answer.status()).toBe(200)
    return (await answer.json()).price as { min: number; max: number }
  }
  // The second process computes and caches the section's price range (60 s).
  const before = await filtersOnSecond()

  expect(
    (
      await request.post('/api/v1/auth/login/', {
        data: { email: 'admin@akvatoria.kz', password: 'Akvatoria-demo-2026' },
        headers: ORIGIN,
      })
    ).status()
  ).toBe(200)
  const graphql = async (query: string, variables: Record<string, unknown>) => {
    const answer = await request.post('/api/graphql', {
      data: { query, variables },
      headers: ORIGIN,
    })
    const body = await answer.json()
    expect(body.errors).toBeUndefined()
    return body.data
  }
  const { adminProducts } = await graphql(
    `
      query ($search: String) {
        adminProducts(input: { search: $search }) {
          items {
            id
          }
        }
      }
    `,
    { search: product.article }
  )
  const load = async () =>
    (
      await graphql(
        `
          query ($id: Int!) {
            adminProduct(id: $id) {
              id
              updatedAt
              article
              name
              description
              price
              oldPrice
              isActive
              isPopular
              isNew
              categoryId
              subcategoryId
              brandId
              attributes {
                name
                value
              }
              stock {
                shopId
                count
              }
            }
          }
        `,
        { id: adminProducts.items[0].id }
      )
    ).adminProduct
  const save = async (prices: { price: number; oldPrice: number | null }) => {
    const current = await load()
    await graphql(
      `
        mutation ($input: AdminProductInput!) {
          saveAdminProduct(input: $input) {
            price
          }
        }
      `,
      { input: { ...current, ...prices } }
    )
  }

  const original = await load()
  const record = before.max + 100_000
  await save({ price: record, oldPrice: null })
  try {
    // Saved through the first process (behind the web server); the second was told.
    await expect.poll(async () => (await filtersOnSecond()).max, { timeout: 3_000 }).toBe(record)
  } finally {
    await save({ price: original.price, oldPrice: original.oldPrice })
    await request.post('/api/v1/auth/logout/', { headers: ORIGIN })
  }
})
