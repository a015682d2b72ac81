import { expect, test, type Page } from '@playwright/test'
import pg from 'pg'

import { cartOfOne, logInWithForm } from './storefront'

/** A demo collector no other journey orders: this one changes its stock. */
const ARTICLE = 'VT-VTC560-N-6'

/**
 * The product's state for the journey, written straight into the e2e
 * database as storefront.ts reads letters: one unit in the first shop, none
 * elsewhere, and no holds left by an earlier run of this journey.
 */
async function leaveOneUnit(article: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: number }>(
      'SELECT id FROM "Product" WHERE article = $1',
      [article]
    )
    const productId = rows[0].id
    await client.query('DELETE FROM "StockReservation" WHERE "productId" = $1', [productId])
    await client.query('UPDATE "Stock" SET count = 0 WHERE "productId" = $1', [productId])
    await client.query(
      `INSERT INTO "Stock" ("productId", "shopId", count, "updatedAt")
       SELECT $1, id, 1, now() FROM "Shop" ORDER BY position, id LIMIT 1
       ON CONFLICT ("productId", "shopId") DO UPDATE SET count = 1, "updatedAt" = now()`,
      [productId]
    )
  } finally {
    await client.end()
  }
}

/** The cart's chosen line placed for pickup in the first shop. */
async function checkOutForPickup(page: Page) {
  await page.getByRole('button', { name: 'Оформить заказ' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('radio', { name: /Самовывоз из магазина/ })).toBeChecked()
  await page.getByLabel('Магазин', { exact: true }).selectOption({ index: 1 })
  await page.getByLabel('Телефон', { exact: true }).fill('7015554433')
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click()
}

/**
 * Issue 28 §2: the last unit is sold once. A customer's placed order holds
 * it; the product page then says «Нет в наличии» to a guest and to another
 * customer, and that customer's checkout is refused with what is left.
 */
test('the last unit: once ordered, others see it out of stock and cannot order it', async ({
  page,
  browser,
}) => {
  await leaveOneUnit(ARTICLE)

  const guestContext = await browser.newContext()
  const guest = await guestContext.newPage()
  // The server's first HTML of a guest's page is replaced once the page's own
  // query answers: every check waits for the network to settle.
  await guest.goto(`/catalog/product/${ARTICLE}`, { waitUntil: 'networkidle' })
  const guestShops = guest.getByRole('region', { name: 'Наличие в магазинах' })
  // Two shops: the one unit in the first, none in the second.
  await expect(guestShops.getByText('В наличии', { exact: true })).toHaveCount(1)
  await expect(guestShops.getByText('Нет в наличии')).toHaveCount(1)

  // The retail customer places an order of the one unit.
  await logInWithForm(page, 'retail@akvatoria.kz')
  await cartOfOne(page, ARTICLE)
  await checkOutForPickup(page)
  await expect(page).toHaveURL(/\/order\?id=\d+/)
  await expect(page.getByText('Статус: Оформлен')).toBeVisible()

  // A guest now reads it as out of stock: in every shop and in the summary.
  await guest.reload({ waitUntil: 'networkidle' })
  await expect(guestShops.getByText('Нет в наличии')).toHaveCount(2)
  await expect(guest.getByText(/^В наличии/)).toHaveCount(0)
  await guestContext.close()

  // Another customer sees the same and cannot place it: told what is left.
  const otherContext = await browser.newContext()
  const other = await otherContext.newPage()
  await logInWithForm(other, 'opt@akvatoria.kz')
  await other.goto(`/catalog/product/${ARTICLE}`, { waitUntil: 'networkidle' })
  const otherShops = other.getByRole('region', { name: 'Наличие в магазинах' })
  await expect(otherShops.getByText('Нет в наличии')).toHaveCount(2)
  await expect(other.getByText(/^В наличии/)).toHaveCount(0)
  await cartOfOne(other, ARTICLE)
  await checkOutForPickup(other)
  const refusal = other
    .getByRole('alert')
    .filter({ hasText: 'Некоторых товаров нет в нужном количестве' })
  await expect(refusal).toContainText('В наличии 0 товаров')
  await expect(other).toHaveURL(/\/checkout$/)
  await otherContext.close()
})
