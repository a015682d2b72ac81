import { expect, test } from '@playwright/test'

import { emptyServerCart, logInWithForm, placeRetailPickupOrder, WORKHORSE } from './storefront'

/**
 * Issue 34 §2: «В рассрочку» end to end on the shop's fake of Freedom Pay —
 * «Можно в рассрочку» on the product page, chosen at checkout, the fake's
 * installment page, back through the shop's one return address to the order
 * («Оплачен (в рассрочку)»); and from a placed unpaid order's page, declined.
 */
test('product page → checkout «В рассрочку» → the bank approves → the order is paid', async ({
  page,
}) => {
  await logInWithForm(page, 'retail@akvatoria.kz')
  await emptyServerCart(page)
  await page.goto(`/catalog/product/${WORKHORSE}`)
  await expect(page.getByText('Можно в рассрочку')).toBeVisible()
  await page.getByRole('button', { name: 'В корзину' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'В корзине: 1' })).toBeVisible()
  await page.goto('/cart')
  await page.getByRole('button', { name: 'Оформить заказ' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await page.getByLabel('Магазин', { exact: true }).selectOption({ index: 1 })
  await page.getByLabel('Телефон', { exact: true }).fill('7015554433')
  await page.getByRole('radio', { name: 'В рассрочку' }).check()
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click()

  await expect(page.getByRole('heading', { name: 'Тестовая рассрочка' })).toBeVisible()
  await expect(page.getByText(/12 платежей по \d+ KZT в месяц/)).toBeVisible()
  await page.getByRole('button', { name: 'Оформить рассрочку' }).click()

  // The cabinet's return address, then on to the order this tab left from.
  await expect(page).toHaveURL(/\/order\?id=\d+&payment=success$/)
  await expect(page.getByText('Оплата получена')).toBeVisible()
  await expect(page.getByText('Оплата: Оплачен (в рассрочку)')).toBeVisible()
  await expect(page.getByRole('button', { name: 'В рассрочку' })).toHaveCount(0)
})

test('a placed unpaid order offers «В рассрочку»; a declined installment leaves it payable', async ({
  page,
}) => {
  const { url } = await placeRetailPickupOrder(page)
  await page.getByRole('button', { name: 'В рассрочку' }).click()
  await expect(page.getByRole('heading', { name: 'Тестовая рассрочка' })).toBeVisible()
  await page.getByRole('button', { name: 'Отказаться' }).click()
  await expect(page).toHaveURL(`${url}&payment=failure`)
  await expect(page.getByText('Оплата не прошла').first()).toBeVisible()
  await expect(page.getByText('Оплата: Оплата не прошла (в рассрочку)')).toBeVisible()
  await expect(page.getByRole('button', { name: 'В рассрочку' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Оплатить онлайн' })).toBeVisible()
})
