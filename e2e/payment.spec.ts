import { expect, test } from '@playwright/test'

import { cartOfOne, logInWithForm } from './storefront'

const IN_STOCK = 'VT-VTC560-N-3'

/**
 * Issue 20: one page from the cart to a placed order, then online payment on
 * the shop's local fake of Freedom Pay (signed like the real gateway), back
 * to the order, «Оплачен».
 */
test('cart → checkout with delivery → pay online on the fake gateway → «Оплачен»', async ({
  page,
}) => {
  await logInWithForm(page, 'retail@akvatoria.kz')
  await cartOfOne(page, IN_STOCK)
  await page.getByRole('button', { name: 'Оформить заказ' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await page.getByRole('radio', { name: /^Доставка/ }).check()
  await page.getByLabel('Город', { exact: true }).fill('Алматы')
  const totals = page.getByRole('region', { name: 'Итого к оплате' })
  await expect(totals).toContainText('По тарифу транспортной компании')
  await page.getByLabel('Город', { exact: true }).fill('Атырау')
  await expect(totals).not.toContainText('По тарифу транспортной компании')
  await page.getByLabel('Адрес доставки', { exact: true }).fill('ул. Сатпаева, 5, кв. 12')
  await page.getByLabel('Телефон', { exact: true }).fill('7015554433')
  // Paying online is chosen at checkout: placing goes straight on to the gateway.
  await page.getByRole('radio', { name: /^Онлайн-оплата картой/ }).check()
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click()
  await expect(page.getByRole('heading', { name: 'Тестовый платёжный шлюз' })).toBeVisible()
  await page.getByRole('button', { name: 'Оплатить' }).click()
  await expect(page).toHaveURL(/\/order\?id=\d+.*payment=success/)
  await expect(page.getByText('Статус: Оформлен')).toBeVisible()
  await expect(page.getByText('Оплата: Оплачен')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Оплатить онлайн' })).toHaveCount(0)
})
