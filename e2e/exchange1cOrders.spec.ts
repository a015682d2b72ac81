import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { promisify } from 'node:util'

import { expect, test } from '@playwright/test'

import { DEMO_PASSWORD, logInWithForm, placeRetailPickupOrder } from './storefront'

// Issue 32 §3–5, the orders' round trip: a customer's order goes to 1C
// (played by scripts/cli/play-1c.mjs) exactly once around `success`; 1C's
// status document makes it confirmed and paid by «1С», with its own number
// shown to staff and the customer; and 1C's change is not sent back.
// Other journeys' orders may be in the same answers: only this order counts.

const run = promisify(execFile)
const SITE = process.env.E2E_BASE_URL || 'http://localhost:8910'

/** play-1c.mjs's sale side with the demo exchange account; its printed answers. */
async function play1c(...args: string[]) {
  const { stdout } = await run(
    'node',
    [
      'scripts/cli/play-1c.mjs',
      ...['--type', 'sale', '--site', SITE, '--user', '1c@akvatoria.kz'],
      ...['--password', DEMO_PASSWORD, ...args],
    ],
    { timeout: 60_000 }
  )
  return stdout
}

/** How many of the saved query answer's documents are the order `number`. */
function timesIn(file: string, number: string) {
  return fs.readFileSync(file, 'utf8').split(`<Номер>${number}</Номер>`).length - 1
}

test('a placed order goes to 1C once around success; 1C’s status document confirms and pays it, and it does not come back', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  // The retail customer places a pickup order.
  const { number, url: orderPage } = await placeRetailPickupOrder(page)
  const oneCNumber = `ЦБ-${number.replace(/\D/g, '').padStart(6, '0')}`

  // 1C reads the shop's lists to map them: the Справочник as 1C-Bitrix answers it.
  const info = test.info().outputPath('info.xml')
  await play1c('--info', info)
  const lists = fs.readFileSync(info, 'utf8')
  expect(lists).toMatch(/^\uFEFF<\?xml version="1\.0" encoding="UTF-8"\?>\n<Справочник>/)
  expect(lists).toContain('<\u0043\u0442\u0430\u0442\u0443\u0441\u044b>') // «Cтатусы», a Latin C
  expect(lists).toContain('<Ид>confirmed</Ид>')

  // 1C asks without confirming: the order is there once, and goes again next time…
  const first = test.info().outputPath('query-1.xml')
  expect(await play1c('--out', first, '--no-success')).toMatch(
    new RegExp(`Заказов в ответе: \\d+: .*${number}`)
  )
  expect(timesIn(first, number)).toBe(1)
  const second = test.info().outputPath('query-2.xml')
  const confirmed = await play1c('--out', second)
  expect(timesIn(second, number)).toBe(1)
  expect(confirmed).toMatch(/success → 200 success/)
  // …until 1C says success: then it is not sent again.
  const third = test.info().outputPath('query-3.xml')
  await play1c('--out', third, '--no-success')
  expect(timesIn(third, number)).toBe(0)

  // 1C posts its document: posted («Проведен»), paid («Дата оплаты по 1С»), not shipped (T).
  const posted = await play1c('--statuses', number, '--paid', 'now')
  expect(posted).toMatch(/import documents___\w+\.xml → 200 success \| Применено документов: 1\./)

  // The manager reads it: confirmed and paid by «1С», 1C's number.
  const manager = await (await browser.newContext()).newPage()
  await logInWithForm(manager, 'manager@akvatoria.kz')
  await manager.goto(`/admin/orders?search=${encodeURIComponent(number)}`)
  await manager
    .getByRole('table', { name: /^Заказы: / })
    .getByRole('link', { name: number })
    .click()
  await expect(manager.getByRole('heading', { level: 1, name: `Заказ ${number}` })).toBeVisible()
  await expect(manager.getByRole('status').filter({ hasText: 'Статус заказа:' })).toHaveText(
    'Статус заказа: Подтверждён'
  )
  const history = manager.getByRole('region', { name: 'История заказа' })
  await expect(history).toContainText('Подтверждён (1С)')
  await expect(history).toContainText('Оплачен (1С)')
  await expect(
    manager.getByText(new RegExp(`^${oneCNumber} от \\d\\d\\.\\d\\d\\.\\d{4}$`))
  ).toBeVisible()

  // The customer reads 1C's number on their order page and is told of the move.
  await page.goto(orderPage)
  await expect(page.getByText(new RegExp(`Номер в 1С: ${oneCNumber} от`))).toBeVisible()
  await page.goto('/personal-account?tab=notifications')
  await expect(
    page.getByRole('heading', { name: new RegExp(`Заказ ${number} подтверждён`) })
  ).toBeVisible()

  // No ping-pong: 1C's own change is not sent back to it.
  const fourth = test.info().outputPath('query-4.xml')
  await play1c('--out', fourth, '--no-success')
  expect(timesIn(fourth, number)).toBe(0)
  // The same document again changes nothing.
  expect(await play1c('--statuses', number, '--paid', 'now')).toContain('Применено документов: 0.')
})
