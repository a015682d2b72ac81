import { expect, test, type Page } from '@playwright/test'

import { emptyServerCart, logInWithForm } from './storefront'

/**
 * Issue 20 part 1: the demo wholesale customer sees the «Оптовая» prices of
 * scripts/demo/prices.ts everywhere, with the retail price for reference and
 * the quantity breaks; the guest never does. VT-VT192-DN50: retail 9 610 ₸,
 * wholesale 9 070 ₸, from 20 pieces 8 800 ₸, from 100 pieces 8 440 ₸.
 */
const ARTICLE = 'VT-VT192-DN50'
const RETAIL = '9 610 ₸'
const WHOLESALE = '9 070 ₸'

const productPage = (page: Page) => page.goto(`/catalog/product/${ARTICLE}`)

test('the wholesale customer sees wholesale prices and breaks, pays them; the guest sees retail', async ({
  page,
}) => {
  test.setTimeout(90_000)
  // A guest: retail only, no wholesale figure anywhere on the page.
  await productPage(page)
  const main = page.getByRole('main')
  await expect(main.getByText(RETAIL).first()).toBeVisible()
  await expect(main.getByText(WHOLESALE)).toHaveCount(0)

  await logInWithForm(page, 'opt@akvatoria.kz')
  await emptyServerCart(page)
  await productPage(page)
  // The wholesale price, the retail one for reference, and the breaks.
  await expect(main.getByText(WHOLESALE).first()).toBeVisible()
  await expect(main.getByText(new RegExp(RETAIL)).first()).toBeVisible()
  await expect(main.getByText(/от 20 шт/).first()).toBeVisible()
  await expect(main.getByText('8 800 ₸').first()).toBeVisible()

  // The catalogue list in the wholesale customer's prices, searched by the article.
  await page.goto(`/catalog/v2?search=${ARTICLE}`)
  await expect(main.getByText(WHOLESALE).first()).toBeVisible()

  // Twenty pieces reach the first break: 20 × 8 800 ₸.
  await productPage(page)
  await page.getByRole('button', { name: 'В корзину' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'В корзине: 1' })).toBeVisible()
  await page.goto('/cart')
  const quantity = page.getByRole('main').getByLabel('Количество', { exact: true })
  await quantity.fill('20')
  await quantity.press('Enter')
  await expect(page.getByText('Итого:')).toContainText('176 000 ₸')

  await page.getByRole('button', { name: 'Оформить заказ' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await page.getByLabel('Магазин', { exact: true }).selectOption({ index: 0 })
  await page.getByLabel('Телефон', { exact: true }).fill('7015554433')
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click()
  await expect(page).toHaveURL(/\/order\?id=\d+/)
  await expect(page.getByText('Статус: Оформлен')).toBeVisible()
  await expect(page.getByRole('main')).toContainText('176 000 ₸')

  // Logged out, the same browser shows retail again (no answer of the wholesale customer kept).
  await page.getByRole('button', { name: /— профиль/ }).click()
  await page.getByRole('button', { name: 'Выход' }).click()
  await expect(page.getByRole('button', { name: 'Войти' }).first()).toBeVisible()
  await productPage(page)
  await expect(main.getByText(RETAIL).first()).toBeVisible()
  await expect(main.getByText(WHOLESALE)).toHaveCount(0)
})

test('recently viewed keeps only articles on the device: the next visitor sees retail prices', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await logInWithForm(page, 'opt@akvatoria.kz')
  await productPage(page)
  await expect(page.getByRole('main').getByText(WHOLESALE).first()).toBeVisible()
  await page.goto('/catalog/product/VT-VTC560-N-3')
  const viewed = page.getByRole('region', { name: 'Вы недавно смотрели' })
  await expect(viewed.getByText(WHOLESALE)).toBeVisible()
  // The device holds the articles, no name and no price of the wholesale customer.
  const stored = await page.evaluate(() => localStorage.getItem('akvatoria.recentlyViewed'))
  expect(JSON.parse(stored!)).toEqual(['VT-VTC560-N-3', ARTICLE])

  // The customer logs out; the next visitor of this computer sees the retail price.
  await page.getByRole('button', { name: /— профиль/ }).click()
  await page.getByRole('button', { name: 'Выход' }).click()
  await expect(page.getByRole('button', { name: 'Войти' }).first()).toBeVisible()
  await page.goto('/catalog/product/VT-VTC560-N-3')
  await expect(viewed.getByText(RETAIL)).toBeVisible()
  await expect(viewed.getByText(WHOLESALE)).toHaveCount(0)
})
