import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { logInWithForm } from './storefront'

// The back office's leads, customers, staff and audit screens (issue 18).
// The seed's demo lead «Демо: Серик Жумабаев» is one the outbox gave up on
// (scripts/demo/leads.ts): journey 3 retries it.
const FAILED_DEMO_LEAD = 'Демо: Серик Жумабаев'

async function expectNoSeriousAxeProblems(page: Page, name: string) {
  await page.waitForLoadState('networkidle')
  const { violations } = await new AxeBuilder({ page }).analyze()
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${name}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])
}

test('journey 3: a manager retries a failed lead and it is queued again', async ({ page }) => {
  await logInWithForm(page, 'manager@akvatoria.kz')
  await page.goto('/admin')
  await page
    .getByRole('navigation', { name: 'Разделы управления' })
    .getByRole('link', { name: 'Заявки и сообщения' })
    .click()
  await expect(page).toHaveURL(/\/admin\/leads$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Заявки и сообщения' })).toBeVisible()

  const leads = page.getByRole('table', { name: 'Заявки' })
  const lead = leads.getByRole('row').filter({ hasText: FAILED_DEMO_LEAD })
  await expect(lead).toContainText('не дошла до CRM')
  await expect(lead).toContainText('CRM не подключена')
  const messages = page.getByRole('table', { name: 'Сообщения с ошибкой' })
  const message = messages.getByRole('row').filter({ hasText: FAILED_DEMO_LEAD })
  await expect(message).toContainText('ошибка')
  // What it means for the manager, never the variable's name (issue 30 §3).
  await expect(message).toContainText('CRM не подключена')
  await expect(page.getByText(/BITRIX24_WEBHOOK_URL/)).toHaveCount(0)
  await expectNoSeriousAxeProblems(page, 'admin/leads')

  await message
    .getByRole('button', { name: new RegExp(`^Повторить: .*${FAILED_DEMO_LEAD}$`) })
    .click()
  await expect(message).toContainText('в очереди')
  await expect(message.getByRole('button')).toHaveCount(0)
})

test('journey 4: guests and customers are kept out of leads and staff', async ({ page }) => {
  for (const path of ['/admin/leads', '/admin/staff']) {
    await page.goto(path)
    await expect(page).toHaveURL(
      new RegExp(`/login\\?redirectTo=${path.replace(/\//g, '(/|%2F)')}`)
    )
    await expect(page.getByRole('table')).toHaveCount(0)
  }
  await logInWithForm(page, 'retail@akvatoria.kz')
  for (const path of ['/admin/leads', '/admin/staff', '/admin/customers', '/admin/audit']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/(\?redirectTo=.*)?$/)
    expect(new URL(page.url()).pathname).toBe('/')
    await expect(page.getByRole('navigation', { name: 'Разделы управления' })).toHaveCount(0)
  }
})

test('journey 4: a manager opening staff or the audit log is sent to the dashboard', async ({
  page,
}) => {
  await logInWithForm(page, 'manager@akvatoria.kz')
  const nav = page.getByRole('navigation', { name: 'Разделы управления' })
  for (const path of ['/admin/staff', '/admin/audit']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: 'Дашборд' })).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/admin')
    await expect(page.getByRole('table', { name: 'Сотрудники' })).toHaveCount(0)
  }
  await expect(nav.getByRole('link', { name: 'Сотрудники' })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: 'Покупатели' })).toBeVisible()
})

test('an admin sees customers, staff and the audit log, and axe finds no serious problems', async ({
  page,
}) => {
  await logInWithForm(page, 'admin@akvatoria.kz')

  await page.goto('/admin/customers')
  await expect(page.getByRole('heading', { level: 1, name: 'Покупатели' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'E-mail, имя или телефон' }).fill('retail@akvatoria.kz')
  await page.getByRole('button', { name: 'Показать' }).click()
  const customers = page.getByRole('table', { name: 'Покупатели' })
  await expect(customers.getByRole('row')).toHaveCount(2)
  await expectNoSeriousAxeProblems(page, 'admin/customers')
  await customers.getByRole('row').nth(1).getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/customers\/\d+$/)
  await expect(page.getByRole('combobox', { name: 'Группа' })).toHaveValue('b2c')
  await expect(page.getByRole('checkbox', { name: 'VIP-покупатель' })).not.toBeChecked()
  await expectNoSeriousAxeProblems(page, 'admin/customers/{id}')

  await page.goto('/admin/staff')
  await expect(page.getByRole('heading', { level: 1, name: 'Сотрудники' })).toBeVisible()
  const staff = page.getByRole('table', { name: 'Сотрудники' })
  await expect(staff.getByRole('row').filter({ hasText: 'manager@akvatoria.kz' })).toContainText(
    'Менеджер'
  )
  // Their own account cannot be disabled here.
  await expect(page.getByRole('button', { name: 'Отключить: admin@akvatoria.kz' })).toBeDisabled()
  await expectNoSeriousAxeProblems(page, 'admin/staff')

  await page.goto('/admin/audit')
  await expect(page.getByRole('heading', { level: 1, name: 'Журнал изменений' })).toBeVisible()
  await expectNoSeriousAxeProblems(page, 'admin/audit')
})
