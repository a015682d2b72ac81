import { expect, test } from '@playwright/test'
import pg from 'pg'

import { droppedLetters, logInWithForm, mailDropNow } from './storefront'

/** A demo tank no other journey touches: this one empties and restocks it. */
const ARTICLE = 'AN-PR-300'
const NAME = 'Ёмкость пластиковая прямоугольная Анион 300 л'

/** The tank sold out in every shop and nobody waiting for it (an earlier run's alerts gone). */
async function soldOut(article: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query(
      `UPDATE "Stock" SET count = 0 WHERE "productId" = (SELECT id FROM "Product" WHERE article = $1)`,
      [article]
    )
    await client.query(
      `DELETE FROM "StockAlert" WHERE "productId" = (SELECT id FROM "Product" WHERE article = $1)`,
      [article]
    )
  } finally {
    await client.end()
  }
}

/** The guest letter's cancel link, from the outbox as storefront.ts reads letters. */
async function cancelLinkFor(email: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query<{ payload: string }>(
      `SELECT payload::text AS payload FROM "OutboxMessage"
        WHERE kind = 'mail' AND payload::text LIKE $1 AND payload::text LIKE '%/stock-alerts/cancel?token=%'
        ORDER BY id DESC LIMIT 1`,
      [`%${email}%`]
    )
    const token = /\/stock-alerts\/cancel\?token=([A-Za-z0-9_%.-]+)/.exec(rows[0]?.payload ?? '')
    if (!token) throw new Error(`no cancel link for ${email}`)
    return `/stock-alerts/cancel?token=${token[1]}`
  } finally {
    await client.end()
  }
}

/**
 * Issue 34 §3: a guest asks to be told when a sold-out tank arrives (and can
 * cancel from the letter in one click); a customer asks too and sees it in
 * the account; the manager sees both waiting; an editor's stock import
 * tells each of them once, and their alerts end.
 */
test('«Сообщить о поступлении»: asked, cancelled, asked again, told once after an import', async ({
  page,
  browser,
}) => {
  // The letters wait behind whatever the outbox holds from earlier journeys.
  test.setTimeout(300_000)
  await soldOut(ARTICLE)
  const guestEmail = `waiting-${Date.now()}@example.kz`

  // A guest asks: address and consent.
  const guestContext = await browser.newContext()
  const guest = await guestContext.newPage()
  await guest.goto(`/catalog/product/${ARTICLE}`)
  await guest.waitForLoadState('networkidle')
  await expect(guest.getByText('Нет в наличии').first()).toBeVisible()
  await guest.getByRole('button', { name: 'Сообщить о поступлении' }).click()
  const dialog = guest.getByRole('dialog', { name: 'Сообщить о поступлении' })
  await dialog.getByLabel('E-mail').fill(guestEmail)
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: 'Сообщить мне' }).click()
  await expect(
    guest.getByRole('status').filter({ hasText: `мы напишем на ${guestEmail}` })
  ).toBeVisible()

  // The letter's one-click cancel works; asking again waits again.
  await guest.goto(await cancelLinkFor(guestEmail))
  await expect(guest.getByText('Подписка отменена: письмо о поступлении не придёт.')).toBeVisible()
  await expect(guest.getByText(`Товар: ${NAME}`)).toBeVisible()
  await guest.goto(`/catalog/product/${ARTICLE}`)
  await guest.waitForLoadState('networkidle')
  await guest.getByRole('button', { name: 'Сообщить о поступлении' }).click()
  await dialog.getByLabel('E-mail').fill(guestEmail)
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: 'Сообщить мне' }).click()
  await expect(guest.getByRole('status').filter({ hasText: 'мы напишем' })).toBeVisible()
  await guestContext.close()

  // A customer asks with one press and finds it in the account.
  await logInWithForm(page, 'retail@akvatoria.kz')
  await page.goto(`/catalog/product/${ARTICLE}`)
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Сообщить о поступлении' }).click()
  await expect(page.getByRole('dialog')).toContainText('Письмо придёт на retail@akvatoria.kz')
  await page.getByRole('dialog').getByRole('button', { name: 'Сообщить мне' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'retail@akvatoria.kz' })).toBeVisible()
  await page.goto('/personal-account?tab=stockalerts')
  await expect(page.getByRole('tab', { name: 'Ожидаемые товары', selected: true })).toBeVisible()
  await expect(page.getByRole('link', { name: NAME })).toBeVisible()

  // The manager sees who waits for what.
  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await logInWithForm(staff, 'editor@akvatoria.kz')
  const waited = staff.getByRole('region', { name: 'Ждут поступления' })
  await expect(waited.getByRole('row').filter({ hasText: ARTICLE })).toContainText('2')

  // The editor imports stock: each subscriber is told once.
  const since = mailDropNow()
  await staff.goto('/admin/products/import')
  await staff.getByLabel('Таблица товаров (.csv или .xlsx)').setInputFiles({
    name: 'ostatki.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\ufeffАртикул;Остаток Атырау\r\n${ARTICLE};4\r\n`),
  })
  await staff.getByRole('button', { name: 'Проверить' }).click()
  await staff.getByRole('button', { name: 'Загрузить' }).click()
  await expect(staff.getByRole('heading', { name: 'Загружено' })).toBeVisible()

  const arrivals = () =>
    droppedLetters(since).filter((letter) => letter.subject === `Товар поступил в продажу: ${NAME}`)
  await expect
    .poll(
      () =>
        arrivals()
          .map((l) => l.to)
          .sort(),
      { timeout: 180_000 }
    )
    .toEqual([guestEmail, 'retail@akvatoria.kz'].sort())
  const [letter] = arrivals().filter((l) => l.to === guestEmail)
  expect(letter.body).toContain('— Магазин в Атырау')
  expect(letter.body).toContain(`/catalog/product/${ARTICLE}`)

  // The alerts ended: nothing more is sent, the account list is empty.
  await page.goto('/personal-account?tab=stockalerts')
  await expect(page.getByText(/Вы не ждёте ни одного товара/)).toBeVisible()
  await staffContext.close()
  await soldOut(ARTICLE)
})
