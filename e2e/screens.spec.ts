import { expect, test, type Page } from '@playwright/test'

import { logInWithForm, screen } from './storefront'

/**
 * Screenshots of every main screen at phone and desktop width for reviewers
 * (test-results/screens/<name>-<width>.png, not committed). Each screen is
 * also checked for the one thing a narrow phone breaks first: nothing may
 * stick out sideways.
 */
const IN_STOCK = 'VT-VTC560-N-3'

async function settle(page: Page, name: string) {
  await page.waitForLoadState('networkidle')
  await expect(page.getByText(/^Загружаем/)).toHaveCount(0)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth
  )
  expect(overflow, `${name} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0)
  await screen(page, name)
}

for (const width of [390, 1440]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } })

    test('guest screens', async ({ page }) => {
      const screens: [string, string][] = [
        ['home', '/'],
        ['precatalog', '/precatalog'],
        ['catalog', '/catalog/v2'],
        ['product', `/catalog/product/${IN_STOCK}`],
        ['compare-empty', '/compare'],
        ['my-orders', '/my-orders'],
        ['faq', '/faq'],
        ['login', '/login'],
        ['registration', '/registration'],
        ['recovery', '/recovery'],
        ['not-found', '/no-such-page'],
      ]
      for (const [name, path] of screens) {
        await page.goto(path)
        await settle(page, name)
      }
      await page.goto(`/catalog/product/${IN_STOCK}`)
      await page.getByRole('button', { name: 'В корзину' }).click()
      await page.getByRole('button', { name: /Корзина\s*— товаров: 1/ }).click()
      await expect(page.getByRole('button', { name: 'Оформить через оператора' })).toBeVisible()
      await screen(page, 'cart-popover')
    })

    test('shopper screens', async ({ page }) => {
      await logInWithForm(page, 'retail@akvatoria.kz')
      for (const tab of ['userinfo', 'currentorders', 'history', 'favorites', 'notifications']) {
        await page.goto(`/personal-account?tab=${tab}`)
        await settle(page, `account-${tab}`)
      }
      await page.goto(`/catalog/product/${IN_STOCK}`)
      await page.getByRole('button', { name: 'В корзину' }).click()
      await expect(page.getByRole('status').filter({ hasText: /В корзине: \d+/ })).toBeVisible()
      await page.goto('/cart')
      await expect(page.getByRole('button', { name: 'Оформить заказ' })).toBeVisible()
      await settle(page, 'cart')
      await page.getByRole('button', { name: 'Оформить заказ' }).click()
      await expect(page).toHaveURL(/\/checkout$/)
      await expect(page.getByRole('button', { name: 'Подтвердить заказ' })).toBeVisible()
      await settle(page, 'cart-checkout')
      await page.goto('/cart')
      await page.getByRole('button', { name: 'Сохранить как черновик' }).click()
      await expect(page).toHaveURL(/\/order\?id=\d+/)
      await settle(page, 'order')
      await page.getByRole('button', { name: 'Оформить заказ' }).click()
      await expect(page).toHaveURL(/\/checkout\?id=\d+/)
      await settle(page, 'checkout')
    })
  })
}
