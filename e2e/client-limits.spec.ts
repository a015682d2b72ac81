import { expect, test } from '@playwright/test'
import pg from 'pg'

import { multipartFile, randomLoopback, send } from './clientHttp'

/**
 * Every shopper is their own client, and the production web server stands up
 * for the api (issue «Runs as promised»). Requests come from distinct loopback
 * addresses through the web origin of the served build
 * (scripts/cli/web-server.mjs): one shopper spending a per-address limit
 * leaves the next alone, a forged X-Forwarded-For changes nothing, oversized
 * uploads get a Russian 413, and pages, assets, REST and GraphQL carry their
 * security headers. The development server: e2e/dev-server.spec.ts.
 */
const BASE = process.env.E2E_BASE_URL || 'http://localhost:8910'
const ORIGIN = new URL(BASE).origin
const JSON_HEADERS = { 'content-type': 'application/json', origin: ORIGIN }
const LEAD = JSON.stringify({ username: 'Ерлан', phone: '+7 (777) 123 45 67' })
const CUSTOMER = { email: 'retail@akvatoria.kz', password: 'Akvatoria-demo-2026' }

const lead = (from: string, headers: Record<string, string> = {}) =>
  send(BASE, '/api/v1/callback/', {
    method: 'POST',
    from,
    headers: { ...JSON_HEADERS, ...headers },
    body: LEAD,
  })

/** `count` hits in the stranger's current login window (RATE_RULES.loginPerIp: 20 a minute). */
async function spendLoginAttempts(address: string, count: number) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query(
      `INSERT INTO "RateLimitBucket" ("key", "windowStart", "count", "expiresAt")
       VALUES ($1, now() AT TIME ZONE 'UTC', $2, (now() AT TIME ZONE 'UTC') + interval '60 seconds')`,
      [`login:ip:${address}`, count]
    )
  } finally {
    await client.end()
  }
}

test('a shopper who spent the callback limit does not block the next one, forged header or not', async () => {
  const spender = randomLoopback()
  const neighbour = randomLoopback()
  for (let i = 0; i < 5; i++) expect((await lead(spender)).status).toBe(201)
  const refused = await lead(spender)
  expect(refused.status).toBe(429)
  expect(refused.headers['retry-after']).toMatch(/^\d+$/)

  // The neighbour's own bucket; and with the neighbour's address forged the spender is still refused.
  expect((await lead(neighbour)).status).toBe(201)
  expect((await lead(spender, { 'x-forwarded-for': randomLoopback() })).status).toBe(429)
  expect((await lead(spender, { 'x-forwarded-for': `${neighbour}, ${neighbour}` })).status).toBe(
    429
  )
  expect(
    (await lead(spender, { 'x-real-ip': neighbour, forwarded: `for=${neighbour}` })).status
  ).toBe(429)
})

test('20 bogus logins from one stranger do not lock a customer out, on REST or /api/auth', async () => {
  const stranger = randomLoopback()
  const customer = randomLoopback()
  const restLogin = (from: string, email: string, password: string) =>
    send(BASE, '/api/v1/auth/login/', {
      method: 'POST',
      from,
      headers: JSON_HEADERS,
      body: JSON.stringify({ email, password }),
    })
  // Each attempt costs a full password hash (~0.5 s, two at a time): the
  // stranger's first 19 are written as the limiter keeps them, the 20th is real.
  await spendLoginAttempts(stranger, 19)
  const tries = [`nobody-${Date.now()}-1@example.kz`, `nobody-${Date.now()}-2@example.kz`]
  expect((await restLogin(stranger, tries[0], 'wrong-password')).status).toBe(400)
  const refused = await restLogin(stranger, tries[0], 'wrong-password')
  expect(refused.status).toBe(429)
  expect(refused.headers['retry-after']).toMatch(/^\d+$/)

  // The customer, from their own address, logs in on both doors.
  const rest = await restLogin(customer, CUSTOMER.email, CUSTOMER.password)
  expect(rest.status).toBe(200)
  const webLogin = (from: string, username: string, password: string, headers = {}) =>
    send(BASE, '/api/auth', {
      method: 'POST',
      from,
      headers: { ...JSON_HEADERS, ...headers },
      body: JSON.stringify({ method: 'login', username, password }),
    })
  expect((await webLogin(customer, CUSTOMER.email, CUSTOMER.password)).status).toBe(200)
  // The stranger cannot borrow the customer's bucket by naming its address.
  expect(
    (await webLogin(stranger, tries[1], 'wrong-password', { 'x-forwarded-for': customer })).status
  ).toBe(429)
})

test('an 8 MB upload through the web origin is refused with a Russian 413, and the server carries on', async () => {
  const from = randomLoopback()
  const file = multipartFile(8 * 1024 * 1024)
  for (const chunked of [false, true]) {
    const answer = await send(BASE, '/api/v1/order/1/files/', {
      method: 'POST',
      from,
      headers: { 'content-type': file.contentType, origin: ORIGIN },
      body: file.body,
      chunked,
    })
    expect(answer.status).toBe(413)
    expect(answer.headers['content-type']).toMatch(/^application\/json/)
    expect(JSON.parse(answer.body)).toEqual({
      detail: 'Слишком большой запрос: не больше 6 МБ (файл — до 5 МБ).',
    })
  }
  // JSON has the api's 1 MB limit.
  const bigJson = JSON.stringify({
    username: 'Ерлан',
    phone: '+7 777 123 45 67',
    comment: 'я'.repeat(1024 * 1024),
  })
  const json = await send(BASE, '/api/v1/callback/', {
    method: 'POST',
    from,
    headers: JSON_HEADERS,
    body: bigJson,
  })
  expect(json.status).toBe(413)
  expect(JSON.parse(json.body)).toEqual({ detail: 'Слишком большой запрос: не больше 1 МБ.' })

  // Bodies just under the limits reach the api, which reads them: its own limits are not lower.
  const fits = multipartFile(6 * 1024 * 1024 - 1024)
  const read = await send(BASE, '/api/v1/order/1/files/', {
    method: 'POST',
    from,
    headers: { 'content-type': fits.contentType, origin: ORIGIN },
    body: fits.body,
  })
  expect(read.status).not.toBe(413)
  expect(read.status).toBeLessThan(500)
  const fitsJson = await send(BASE, '/api/v1/callback/', {
    method: 'POST',
    from,
    headers: JSON_HEADERS,
    body: JSON.stringify({
      username: 'Ерлан',
      phone: '+7',
      comment: 'a'.repeat(1024 * 1024 - 1024),
    }),
  })
  // Refused for its phone: the api parsed the whole body.
  expect(fitsJson.status).toBe(400)
  expect(JSON.parse(fitsJson.body)).toHaveProperty('phone')
  expect((await send(BASE, '/api/v1/category/', { from })).status).toBe(200)
})

test('pages, assets, REST and GraphQL carry security headers', async () => {
  const from = randomLoopback()
  const page = await send(BASE, '/', { from })
  expect(page.status).toBe(200)
  const csp = String(page.headers['content-security-policy'])
  expect(csp).toMatch(/(^|; )script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/)
  for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) {
    expect(csp).toContain(directive)
  }
  expect(page.headers['x-content-type-options']).toBe('nosniff')
  expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(page.headers['strict-transport-security']).toBeUndefined() // the TLS edge's (nginx)

  // The app shell (account and checkout pages) cannot be framed either.
  const shell = await send(BASE, '/checkout', { from })
  expect(shell.headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(shell.headers['x-frame-options']).toBe('DENY')

  const assetPath = /src="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1]
  expect(assetPath).toBeTruthy()
  const asset = await send(BASE, assetPath!, { from })
  expect(asset.status).toBe(200)
  expect(asset.headers['x-content-type-options']).toBe('nosniff')
  expect(asset.headers['referrer-policy']).toBeTruthy()

  const rest = await send(BASE, '/api/v1/category/', { from })
  const graphql = await send(BASE, '/api/graphql', {
    method: 'POST',
    from,
    headers: JSON_HEADERS,
    body: JSON.stringify({ query: '{ __typename }' }),
  })
  for (const answer of [rest, graphql]) {
    expect(answer.status).toBe(200)
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'")
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers['referrer-policy']).toBe('no-referrer')
  }
  // A public catalogue read may be revalidated (ETag, 304: docs/rest-api.md «Caching»);
  // GraphQL answers are never stored.
  expect(rest.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
  expect(rest.headers.etag).toMatch(/^W\/"[^"]+"$/)
  expect(graphql.headers['cache-control']).toBe('no-store')
})

test('pages run under their CSP without a violation, and an injected inline script is refused', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __csp: string[] }).__csp = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`)
    )
  })
  const errors: string[] = []
  // React's #421 (known and open, docs/stack.md; see e2e/hydration.spec.ts) is noted, not failed:
  // it is a page drawn again, not a script the policy stopped.
  page.on('pageerror', (error) => {
    if (/React error #421\b/.test(error.message))
      test.info().annotations.push({ type: '#421', description: error.message })
    else errors.push(error.message)
  })
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) errors.push(message.text())
  })
  const violations = () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)

  // Prerendered (inline Apollo state and JSON-LD) and app-shell pages.
  for (const path of ['/', '/catalog/v2', '/catalog/product/VT-VTC560-N-3', '/cart', '/login']) {
    await page.goto(path, { waitUntil: 'networkidle' })
    // Drawn by the app's scripts on the shell pages, adopted by them on the others.
    await expect(page.locator('#redwood-app header').first()).toBeVisible()
    expect(await violations(), path).toEqual([])
  }
  expect(errors).toEqual([])

  const ran = await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.body.appendChild(script)
    return (window as unknown as { __injected?: boolean }).__injected === true
  })
  expect(ran).toBe(false)
  await expect.poll(violations).toEqual([expect.stringMatching(/^script-src/)])
})
