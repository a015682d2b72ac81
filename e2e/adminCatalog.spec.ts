import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { logInWithForm } from './storefront'

// Journey 2 of issue 18: an editor changes a price in /admin → the product page shows it.
// A product of the home page's slider (scripts/demo/content.ts PRODUCT_SLIDES; the seed checks it).
const ARTICLE = 'GR-HJ-JPB-5-24'
const PRICE_LABEL = 'Цена, ₸ (0 — цена по запросу)'

/** As the shop prints prices (domain/money formatTenge): «12 499 ₸». */
const tenge = (amount: number) => `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} ₸`

async function expectNoSeriousAxeProblems(page: Page, name: string) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${name}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])
}

test('an editor changes a price in the back office and the product page shows it', async ({
  page,
}) => {
  await logInWithForm(page, 'editor@akvatoria.kz')
  await page.goto('/admin')
  const nav = page.getByRole('navigation', { name: 'Разделы управления' })
  await nav.getByRole('link', { name: 'Каталог' }).click()
  await expect(page).toHaveURL(/\/admin\/products$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Каталог' })).toBeVisible()

  const filter = page.getByRole('search', { name: 'Фильтр товаров' })
  await filter.getByLabel('Название или артикул').fill(ARTICLE)
  await filter.getByRole('button', { name: 'Найти' }).click()
  await expect(page).toHaveURL(new RegExp(`search=${ARTICLE}`))
  await expect(page.getByRole('table', { name: 'Товары: 1' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expectNoSeriousAxeProblems(page, 'admin products')

  await page.getByRole('row').filter({ hasText: ARTICLE }).getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Товар' })).toBeVisible()
  const priceField = page.getByLabel(PRICE_LABEL)
  await expect(priceField).not.toHaveValue('')
  // One tenge less each run: below an old price too, and never «on request».
  const current = Math.floor(
    Number((await priceField.inputValue()).replace(/\s/g, '').replace(',', '.'))
  )
  expect(current).toBeGreaterThan(1)
  const next = current - 1
  await priceField.fill(String(next))
  await page.getByRole('button', { name: 'Сохранить' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Сохранено.' })).toBeVisible()
  await expect(priceField).toHaveValue(String(next))
  await page.waitForLoadState('networkidle')
  await expectNoSeriousAxeProblems(page, 'admin product')

  // The product page (prerendered at build time) refreshes its price after load.
  await page.goto(`/catalog/product/${ARTICLE}`)
  await expect(page.locator('.price-block__current').first()).toHaveText(tenge(next))
})

test('the price list, bulk price and import screens open for an editor', async ({ page }) => {
  await logInWithForm(page, 'editor@akvatoria.kz')
  await page.goto('/admin/products/prices')
  await expect(page.getByRole('heading', { level: 1, name: 'Изменение цен' })).toBeVisible()
  await expect(page.getByRole('form', { name: 'Изменение цен' })).toBeVisible()
  await page.goto('/admin/products/import')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Загрузка товаров из файла' })
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Проверить' })).toBeDisabled()
})

test('a manager is not shown the catalogue and is sent away from it', async ({ page }) => {
  await logInWithForm(page, 'manager@akvatoria.kz')
  await page.goto('/admin')
  const nav = page.getByRole('navigation', { name: 'Разделы управления' })
  await expect(nav.getByRole('link', { name: 'Каталог' })).toHaveCount(0)
  await page.goto('/admin/products')
  await expect(page).toHaveURL(/\/admin(\?redirectTo=.*)?$/)
  expect(new URL(page.url()).pathname).toBe('/admin')
})
