import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import { expect, test } from '@playwright/test'

import { DEMO_PASSWORD } from './storefront'

// Issue 32 §1–2: 1C (played by scripts/cli/play-1c.mjs) loads a catalogue —
// import.xml in UTF-8 with a BOM, a picture, offers.xml in windows-1251 — in
// small pieces through /api/1c/exchange, and the storefront serves the new
// product, its price and its stock at once. Hostile calls are refused while
// the shop keeps serving.

const run = promisify(execFile)
const SITE = process.env.E2E_BASE_URL || 'http://localhost:8910'
const EXCHANGE = '/api/1c/exchange'
const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`

test('1C loads a catalogue and the storefront serves it at once', async ({ page, request }) => {
  const { stdout } = await run(
    'node',
    [
      'scripts/cli/play-1c.mjs',
      ...['--site', SITE, '--user', '1c@akvatoria.kz', '--password', DEMO_PASSWORD],
      ...['--dir', 'scripts/1c-samples', '--piece', '1000'],
    ],
    { timeout: 120_000 }
  )
  expect(stdout).toContain('Обмен каталогом завершён.')
  // import.xml (3.8 KB) went in pieces of 1 000 bytes.
  expect(stdout.match(/file import\.xml → 200 success/g)?.length).toBeGreaterThanOrEqual(4)

  const product = await request.get('/api/v1/product/AKV-1C-001/')
  expect(product.status()).toBe(200)
  const body = await product.json()
  expect(body).toMatchObject({
    article: 'AKV-1C-001',
    name: 'Насос циркуляционный Акватория 1С-25',
    current_price: 45990,
    is_available: true,
  })
  expect(body.balance).toEqual([
    expect.objectContaining({
      is_available: true,
      shop: expect.objectContaining({
        name: 'Атырау',
        address: expect.objectContaining({ city: 'Атырау' }),
      }),
    }),
  ])

  await page.goto(`/catalog/product/AKV-1C-001`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Насос циркуляционный Акватория 1С-25'
  )
  await expect(page.getByText(/45\s990/).first()).toBeVisible()
})

test('traversal names, an entity bomb and a customer are refused; the shop keeps serving', async ({
  request,
}) => {
  const customer = await request.get(`${EXCHANGE}?type=catalog&mode=checkauth`, {
    headers: { authorization: basic('retail@akvatoria.kz', DEMO_PASSWORD) },
  })
  expect(customer.status()).toBe(401)
  expect(await customer.text()).toMatch(/^failure\n/)

  const auth = await request.get(`${EXCHANGE}?type=catalog&mode=checkauth`, {
    headers: { authorization: basic('1c@akvatoria.kz', DEMO_PASSWORD) },
  })
  const [first, name, value] = (await auth.text()).split('\n')
  expect(first).toBe('success')
  const cookie = { cookie: `${name}=${value}` }
  await request.get(`${EXCHANGE}?type=catalog&mode=init`, { headers: cookie })

  for (const filename of ['../../../etc/passwd.xml', '/tmp/import.xml', 'run.php']) {
    const answer = await request.post(
      `${EXCHANGE}?type=catalog&mode=file&filename=${encodeURIComponent(filename)}`,
      { headers: cookie, data: Buffer.from('<x/>') }
    )
    expect([filename, answer.status()]).toEqual([filename, 400])
    expect(await answer.text()).toMatch(/^failure\nНедопустимое имя файла|^failure\nФайл/)
  }

  const bomb = await request.post(`${EXCHANGE}?type=catalog&mode=file&filename=import.xml`, {
    headers: cookie,
    data: Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE b [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]><b>&b;</b>'
    ),
  })
  expect(bomb.status()).toBe(400)
  expect(await bomb.text()).toContain('DOCTYPE/ENTITY не принимается')

  const huge = await request.post(`${EXCHANGE}?type=catalog&mode=file&filename=offers.xml`, {
    headers: cookie,
    data: Buffer.alloc(2 * 1024 * 1024, 32),
  })
  expect(huge.status()).toBe(413)

  // The shop still serves.
  expect((await request.get('/api/v1/category/')).status()).toBe(200)
})
