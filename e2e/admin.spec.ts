import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { logInWithForm, screen } from './storefront'

// The back office (issue 18): staff only, in the demo accounts' roles.
const CARDS = [
  'Заказы сегодня',
  'Ждут подтверждения',
  'Заявки не обработаны',
  'Сообщения с ошибкой',
  'Нет в наличии',
  'Оплачен, но отменён — верните оплату',
]
/** The last card also names the orders it counts (issue 28 §2). */
const SHORT_OF_STOCK = 'Не хватает товара под заказ'

test('a guest opening /admin is asked to log in first', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/login\?redirectTo=\/admin/)
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible()
  await expect(page.getByText('Акватория — управление')).toHaveCount(0)
})

test('a customer opening /admin is sent to the shop', async ({ page }) => {
  await logInWithForm(page, 'retail@akvatoria.kz')
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/(\?redirectTo=.*)?$/)
  expect(new URL(page.url()).pathname).toBe('/')
  await expect(page.getByText('Акватория — управление')).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Разделы управления' })).toHaveCount(0)
})

test('the demo editor sees the dashboard with its six counts, and axe finds no serious problems', async ({
  page,
}) => {
  await logInWithForm(page, 'editor@akvatoria.kz')
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Дашборд' })).toBeVisible()
  const header = page.getByRole('banner')
  await expect(header.getByText('Акватория — управление')).toBeVisible()
  await expect(header.getByText('editor@akvatoria.kz')).toBeVisible()
  await expect(header.getByRole('button', { name: 'Выйти' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Разделы управления' })
  await expect(nav.getByRole('link')).toHaveText(['Дашборд', 'Каталог', 'Обмен с 1С', 'Контент'])
  for (const label of CARDS) {
    await expect(page.getByRole('listitem', { name: label })).toHaveText(
      new RegExp(`^\\d+${label}$`)
    )
  }
  await expect(page.getByRole('listitem', { name: SHORT_OF_STOCK })).toHaveText(
    new RegExp(`^\\d+${SHORT_OF_STOCK}`)
  )
  await page.waitForLoadState('networkidle')
  await screen(page, 'admin-dashboard')
  const { violations } = await new AxeBuilder({ page }).analyze()
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `admin: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])

  await header.getByRole('button', { name: 'Выйти' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/login\?redirectTo=\/admin/)
})
