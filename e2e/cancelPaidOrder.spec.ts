import { expect, test } from '@playwright/test'

import { cartOfOne, logInWithForm } from './storefront'

const IN_STOCK = 'VT-VTC560-N-3'

/**
 * Issue 28 §1: a paid order is not cancelled silently. A logged-in customer
 * pays online on the shop's fake gateway, cancels the paid order from the
 * account, and sees it «Отменён» with «Оплата возвращена»: the cancel
 * returned the money through the gateway.
 */
test('pay online → cancel the paid order → «Отменён», «Оплата возвращена»', async ({ page }) => {
  await logInWithForm(page, 'retail@akvatoria.kz')
  await cartOfOne(page, IN_STOCK)
  await page.getByRole('button', { name: 'Оформить заказ' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await page.getByLabel('Магазин', { exact: true }).selectOption({ index: 1 })
  await page.getByLabel('Телефон', { exact: true }).fill('7015554433')
  await page.getByRole('radio', { name: /^Онлайн-оплата картой/ }).check()
  // The checkout says what a cancel does to the money.
  await expect(page.getByText(/оплата сама вернётся на карту/)).toBeVisible()
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click()
  await expect(page.getByRole('heading', { name: 'Тестовый платёжный шлюз' })).toBeVisible()
  await page.getByRole('button', { name: 'Оплатить' }).click()
  await expect(page).toHaveURL(/\/order\?id=\d+.*payment=success/)
  await expect(page.getByText('Оплата: Оплачен')).toBeVisible()
  const orderPage = new URL(page.url())
  orderPage.search = `?id=${orderPage.searchParams.get('id')}`

  await page.getByRole('button', { name: 'Отменить заказ' }).click()
  const ask = page.getByRole('dialog', { name: /^Отменить заказ / })
  await expect(ask).toContainText('Оплата вернётся на карту')
  await ask.getByRole('button', { name: 'Отменить заказ' }).click()
  await expect(page).toHaveURL(/tab=historyorders/)

  await page.goto(orderPage.pathname + orderPage.search)
  await expect(page.getByText(/Статус: Отменён/)).toBeVisible()
  await expect(page.getByText('Оплата: Оплата возвращена')).toBeVisible()
  await expect(page.getByText(/возвращаются на карту/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Оплатить онлайн' })).toHaveCount(0)
})
