import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import pg from 'pg'

import {
  cartOfOne,
  droppedLetters,
  logInWithForm,
  mailDropNow,
  placeRetailPickupOrder,
  WORKHORSE,
  screen,
} from './storefront'

// Issue 18, journey 1: a retail customer's order reaches the shop's mailbox
// and its back office; a manager confirms it and the customer is told.
const IN_STOCK = WORKHORSE

/** The letter to the orders mailbox naming `number`, waiting in the outbox (no SMTP here). */
async function staffLetterAbout(number: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query<{ payload: { to: string; subject: string } }>(
      `SELECT payload FROM "OutboxMessage"
        WHERE kind = 'mail' AND payload->>'to' = $1 AND payload->>'subject' LIKE $2
        ORDER BY id DESC LIMIT 1`,
      [process.env.ORDERS_EMAIL?.trim() || 'orders@akvatoria.kz', `Новый заказ ${number}:%`]
    )
    return rows[0]?.payload ?? null
  } finally {
    await client.end()
  }
}

/** The staff letter about `number` once the outbox worker has delivered it to the mail drop. */
function droppedStaffLetter(number: string, since: number) {
  return (
    droppedLetters(since).find((letter) => letter.subject.startsWith(`Новый заказ ${number}:`)) ??
    null
  )
}

async function expectNoSeriousAxeProblems(page: Page, where: string) {
  await page.waitForLoadState('networkidle')
  const { violations } = await new AxeBuilder({ page }).analyze()
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])
}

/** The retail customer places an order of one in-stock product; its number. */
const placeRetailOrder = async (page: Page) => (await placeRetailPickupOrder(page)).number

test('a placed order reaches the mailbox and the back office; «Подтвердить» makes it «Подтверждён» and the customer is told', async ({
  page,
  browser,
}) => {
  // Two people's sessions, two axe passes and a print view: longer than one page's journey.
  test.setTimeout(90_000)
  const since = mailDropNow()
  const number = await placeRetailOrder(page)

  // The orders mailbox hears of it in the transaction that placed it…
  await expect.poll(async () => (await staffLetterAbout(number))?.subject).toContain(number)
  // …and the outbox worker delivers the letter (in development: the mail drop).
  await expect.poll(() => droppedStaffLetter(number, since), { timeout: 20_000 }).not.toBeNull()
  const letter = droppedStaffLetter(number, since)!
  expect(letter.to).toBe(process.env.ORDERS_EMAIL?.trim() || 'orders@akvatoria.kz')
  expect(letter.body).toContain(IN_STOCK)
  expect(letter.body).toMatch(/Итого: .+ ₸/)

  const manager = await (await browser.newContext()).newPage()
  await logInWithForm(manager, 'manager@akvatoria.kz')
  await manager.goto('/admin')
  await manager
    .getByRole('navigation', { name: 'Разделы управления' })
    .getByRole('link', { name: 'Заказы' })
    .click()
  await expect(manager.getByRole('heading', { level: 1, name: 'Заказы' })).toBeVisible()
  await manager.getByLabel('Номер, телефон, e-mail или имя').fill(number)
  await manager.getByRole('button', { name: 'Найти' }).click()
  await expect(manager).toHaveURL(new RegExp(`search=${number}`))
  const list = manager.getByRole('table', { name: /^Заказы: / })
  await expect(list.getByRole('row', { name: new RegExp(number) })).toContainText('Оформлен')
  await expectNoSeriousAxeProblems(manager, 'admin orders')
  await screen(manager, 'admin-orders')

  await list.getByRole('link', { name: number }).click()
  await expect(manager.getByRole('heading', { level: 1, name: `Заказ ${number}` })).toBeVisible()
  const status = manager.getByRole('status').filter({ hasText: 'Статус заказа:' })
  await expect(status).toHaveText('Статус заказа: Оформлен')
  await expect(
    manager
      .getByRole('region', { name: 'Покупатель' })
      .getByRole('link', { name: 'retail@akvatoria.kz' })
  ).toBeVisible()
  await expect(manager.getByRole('table', { name: /Позиции заказа/ })).toContainText(IN_STOCK)
  await expectNoSeriousAxeProblems(manager, 'admin order')
  await screen(manager, 'admin-order')

  await manager.getByRole('button', { name: 'Подтвердить' }).click()
  const form = manager.getByRole('form', { name: `Подтвердить: заказ ${number}` })
  await form.getByLabel('Комментарий для покупателя (необязательно)').fill('Соберём завтра к 10:00')
  await form.getByRole('button', { name: 'Выполнить' }).click()
  await expect(status).toHaveText('Статус заказа: Подтверждён')
  await expect(manager.getByRole('button', { name: 'Начать сборку' })).toBeVisible()
  await expect(manager.getByRole('region', { name: 'История заказа' })).toContainText(
    'Подтверждён (сотрудник)'
  )

  // The print view: the order without the back office around it.
  await manager.getByRole('link', { name: 'Печать' }).click()
  await expect(manager.getByRole('heading', { level: 1, name: `Заказ ${number}` })).toBeVisible()
  await expect(manager.getByRole('navigation', { name: 'Разделы управления' })).toHaveCount(0)
  await expect(manager.getByRole('button', { name: 'Напечатать' })).toBeVisible()

  // The customer sees the notification naming the order.
  await page.goto('/personal-account?tab=notifications')
  await expect(
    page.getByRole('heading', { name: new RegExp(`Заказ ${number} подтверждён`) })
  ).toBeVisible()
})

test('the manager sees where a delivery order goes, how it is paid and whom to call (issue 29)', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  // The retail customer orders a delivery for a colleague on site, to pay by bank transfer.
  await logInWithForm(page, 'retail@akvatoria.kz')
  await cartOfOne(page, IN_STOCK)
  await page.getByRole('button', { name: 'Оформить заказ' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await page.getByRole('radio', { name: /^Доставка/ }).check()
  await page.getByLabel('Город', { exact: true }).fill('Атырау')
  await page.getByLabel('Адрес доставки', { exact: true }).fill('мкр. Нурсая, 45, кв. 12')
  await page.getByLabel('Удобное время доставки').fill('после 18:00')
  await page.getByRole('radio', { name: /^Безналичный расчёт/ }).check()
  await page.getByLabel('Имя', { exact: true }).fill('Ержан Нурланов')
  await page.getByLabel('Телефон', { exact: true }).fill('7025556677')
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click()
  await expect(page).toHaveURL(/\/order\?id=\d+/)
  const placed = page.getByRole('heading', { level: 1, name: /^Заказ \S+$/ })
  const number = (await placed.textContent())?.match(/Заказ (\S+)/)?.[1]
  expect(number).toMatch(/^[A-Z]-\d+$/)

  const manager = await (await browser.newContext()).newPage()
  await logInWithForm(manager, 'manager@akvatoria.kz')
  // The list finds it among the deliveries, and says so in its row.
  await manager.goto('/admin/orders')
  await manager.getByLabel('Получение').selectOption({ label: 'Доставка' })
  await manager.getByLabel('Номер, телефон, e-mail или имя').fill(number!)
  await manager.getByRole('button', { name: 'Найти' }).click()
  await expect(manager).toHaveURL(/fulfilment=delivery/)
  const row = manager
    .getByRole('table', { name: /^Заказы: / })
    .getByRole('row', { name: new RegExp(number!) })
  // «Получение» names the city (the address is on the order page), «Оплата» the type.
  const cells = row.getByRole('cell')
  await expect(cells.nth(3)).toHaveText('ДоставкаАтырау')
  await expect(cells.nth(4)).toContainText('Безналичный расчёт для юридических лиц')

  await row.getByRole('link', { name: number! }).click()
  const buyer = manager.getByRole('region', { name: 'Покупатель' })
  const facts = buyer.getByLabel('Покупатель, получение и оплата')
  await expect(facts).toContainText('Ержан Нурланов (аккаунт)')
  await expect(buyer.getByRole('link', { name: '+7 (702) 555 66 77' })).toHaveAttribute(
    'href',
    'tel:+77025556677'
  )
  await expect(facts).toContainText('Профиль в аккаунте')
  await expect(facts).toContainText('Доставка: Атырау, мкр. Нурсая, 45, кв. 12 (после 18:00)')
  await expect(facts).toContainText('Безналичный расчёт для юридических лиц')
  await expectNoSeriousAxeProblems(manager, 'admin delivery order')

  // The printed order carries the same facts.
  await manager.getByRole('link', { name: 'Печать' }).click()
  await expect(
    manager.getByText('Доставка: Атырау, мкр. Нурсая, 45, кв. 12 (после 18:00)')
  ).toBeVisible()
})

test('an editor cannot open the orders', async ({ page }) => {
  await logInWithForm(page, 'editor@akvatoria.kz')
  await page.goto('/admin/orders')
  await expect(page).toHaveURL(/\/admin(\?redirectTo=.*)?$/)
  expect(new URL(page.url()).pathname).toBe('/admin')
  await expect(
    page
      .getByRole('navigation', { name: 'Разделы управления' })
      .getByRole('link', { name: 'Заказы' })
  ).toHaveCount(0)
})
