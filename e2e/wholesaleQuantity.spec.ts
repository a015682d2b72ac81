import { expect, test } from '@playwright/test'

import { DEMO_PASSWORD, emptyServerCart } from './storefront'

/**
 * Issue 30 §5: the wholesale customer picks a quantity on the product page and
 * is told the next quantity break there, on the cart line and again after
 * each change. VT-VT192-DN50 (scripts/demo/prices.ts): wholesale 9 070 ₸,
 * from 20 pieces 8 800 ₸, from 100 pieces 8 440 ₸.
 */
const ARTICLE = 'VT-VT192-DN50'

test('the wholesale customer chooses a quantity and sees how far the next break is', async ({
  page,
}) => {
  test.setTimeout(90_000)
  // The sign-in answers a moment late, so the busy button can be seen.
  await page.route('**/api/auth**', async (route) => {
    if (route.request().method() === 'POST') await new Promise((done) => setTimeout(done, 1500))
    await route.continue()
  })
  await page.goto('/login')
  await page.getByLabel('E-mail').fill('opt@akvatoria.kz')
  await page.getByLabel('Пароль', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Войти' }).click()
  const busy = page.getByRole('button', { name: 'Входим…' })
  await expect(busy).toBeVisible()
  await expect(busy).toBeDisabled()
  await expect(busy).toHaveAttribute('aria-busy', 'true')
  // The form stays while signing in.
  await expect(page.getByLabel('E-mail')).toHaveValue('opt@akvatoria.kz')
  await expect(page).toHaveURL(/\/personal-account/)
  await page.unroute('**/api/auth**')

  await emptyServerCart(page)
  await page.goto(`/catalog/product/${ARTICLE}`)
  const main = page.getByRole('main')
  const quantity = main.getByLabel('Количество', { exact: true })
  await expect(quantity).toHaveValue('1')
  await expect(main.getByText('ещё 19 шт. до цены 8 800 ₸')).toBeVisible()
  await quantity.fill('15')
  await expect(main.getByText('ещё 5 шт. до цены 8 800 ₸')).toBeVisible()
  await main.getByRole('button', { name: 'В корзину' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'В корзине: 15 шт.' })).toBeVisible()

  await page.goto('/cart')
  await expect(main.getByText('ещё 5 шт. до цены 8 800 ₸')).toBeVisible()
  const line = main.getByLabel('Количество', { exact: true })
  await line.fill('25')
  await line.press('Enter')
  // Past the first break: its price, and the second break is told.
  await expect(main.getByText('Цена от 20 шт.')).toBeVisible()
  await expect(main.getByText('ещё 75 шт. до цены 8 440 ₸')).toBeVisible()
})
