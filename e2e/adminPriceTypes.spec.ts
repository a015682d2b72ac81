import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { logInWithForm } from './storefront'

/**
 * Issue 20 part 1 in the back office: the admin sees the price types and
 * which group sees which; an editor changes a product's «Оптовая» price and
 * the wholesale customer's product page shows it (scripts/demo/prices.ts:
 * VT-VT192-DN15 retail 1 500 ₸, wholesale 1 350 ₸).
 */
const ARTICLE = 'VT-VT192-DN15'
const WHOLESALE_LABEL = 'Оптовая: цена за штуку, ₸ (пусто — розничная)'

/** As the shop prints prices (domain/money formatTenge): «1 349 ₸». */
const tenge = (amount: number) => `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} ₸`

async function expectNoSeriousAxeProblems(page: Page, name: string) {
  await page.waitForLoadState('networkidle')
  const { violations } = await new AxeBuilder({ page }).analyze()
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${name}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])
}

test('the admin sees the price types and the wholesale group on «Оптовая»', async ({ page }) => {
  await logInWithForm(page, 'admin@akvatoria.kz')
  await page.goto('/admin')
  await page
    .getByRole('navigation', { name: 'Разделы управления' })
    .getByRole('link', { name: 'Типы цен' })
    .click()
  await expect(page).toHaveURL(/\/admin\/price-types$/)
  const types = page.getByRole('table', { name: 'Типы цен', exact: true })
  await expect(
    types.getByRole('row', { name: /^Розничная \(цены самого товара\) retail/ })
  ).toBeVisible()
  await expect(types.getByRole('row').filter({ hasText: 'Оптовая' })).toContainText('wholesale')
  await expect(page.getByLabel('Тип цен группы «Оптовые покупатели»')).toHaveValue(/\d+/)
  await expect(
    page.getByLabel('Тип цен группы «Оптовые покупатели»').locator('option:checked')
  ).toHaveText('Оптовая')
  await expect(
    page.getByLabel('Тип цен группы «Розничные покупатели»').locator('option:checked')
  ).toHaveText('Розничная')
  await expectNoSeriousAxeProblems(page, 'admin price types')
})

test('an editor changes a wholesale price and the wholesale customer sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  await logInWithForm(page, 'editor@akvatoria.kz')
  await page.goto(`/admin/products?search=${ARTICLE}`)
  await page.getByRole('row').filter({ hasText: ARTICLE }).getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/)
  const wholesale = page.getByLabel(WHOLESALE_LABEL)
  await expect(wholesale).not.toHaveValue('')
  // One tenge less each run.
  const next =
    Math.floor(Number((await wholesale.inputValue()).replace(/\s/g, '').replace(',', '.'))) - 1
  await wholesale.fill(String(next))
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Сохранено.' })).toBeVisible()
  await expect(wholesale).toHaveValue(String(next))
  await expectNoSeriousAxeProblems(page, 'admin product with prices by type')

  const buyer = await (await browser.newContext()).newPage()
  await logInWithForm(buyer, 'opt@akvatoria.kz')
  await buyer.goto(`/catalog/product/${ARTICLE}`)
  await expect(buyer.getByRole('main').getByText(tenge(next)).first()).toBeVisible()
  await expect(
    buyer
      .getByRole('main')
      .getByText(/1 500 ₸/)
      .first()
  ).toBeVisible()
})
