import { expect, test, type Page } from '@playwright/test'

import {
  linkFromDeliveredLetter,
  logInWithForm,
  placeRetailPickupOrder,
  screen,
} from './storefront'

// Issue 30 §4, the back office's rough edges, in real Chromium: staff land
// in the back office, the order search reads the Russian layout, a reversed
// date range is named, the move form works by keyboard, the dashboard's
// cards open their lists, a role change is asked and toasted, and an
// invitation ends at the back office's door.
const RANGE_MESSAGE = 'Дата «по» раньше даты «с».'

/** The retail customer places an order of one in-stock product; its number («A-001066»). */
const placeRetailOrder = async (page: Page) => (await placeRetailPickupOrder(page)).number

test('staff who log in at /login land in the back office, and the shop’s menu leads there', async ({
  page,
}) => {
  await page.goto('/login')
  await page.getByLabel('E-mail').fill('editor@akvatoria.kz')
  await page.getByLabel('Пароль', { exact: true }).fill('Akvatoria-demo-2026')
  await page.getByRole('button', { name: 'Войти' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Дашборд' })).toBeVisible()

  // From the shop, the profile menu opens with «Панель управления».
  await page.goto('/')
  await page.getByRole('button', { name: /— профиль/ }).click()
  await page.getByRole('link', { name: 'Панель управления' }).click()
  await expect(page).toHaveURL(/\/admin$/)

  // Opening /login while logged in leads there too.
  await page.goto('/login')
  await expect(page).toHaveURL(/\/admin$/)
})

test('a customer who logs in still lands in their account, with no «Панель управления»', async ({
  page,
}) => {
  await logInWithForm(page, 'retail@akvatoria.kz')
  await expect(page).toHaveURL(/\/personal-account/)
  await page.getByRole('button', { name: /— профиль/ }).click()
  await expect(page.getByRole('link', { name: 'Личная информация' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Панель управления' })).toHaveCount(0)
})

test('a manager on a 1366 px laptop finds an order typed on the Russian layout, is told of a reversed range, and works the move form by keyboard', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const number = await placeRetailOrder(page)
  const digits = number.slice(2)

  const manager = await (
    await browser.newContext({ viewport: { width: 1366, height: 768 } })
  ).newPage()
  await logInWithForm(manager, 'manager@akvatoria.kz')

  // The dashboard's «Ждут подтверждения» opens the placed orders.
  await manager
    .getByRole('listitem', { name: 'Ждут подтверждения' })
    .getByRole('link', { name: /Ждут подтверждения/ })
    .click()
  await expect(manager).toHaveURL(/\/admin\/orders\?status=placed$/)
  await manager.goto('/admin/orders')

  // The Cyrillic «А» (the Russian layout), upper case with the zeros…
  const search = manager.getByLabel('Номер, телефон, e-mail или имя')
  const table = manager.getByRole('table', { name: /^Заказы: / })
  await search.fill(`А-${digits}`)
  await manager.getByRole('button', { name: 'Найти' }).click()
  await expect(table.getByRole('rowheader', { name: number })).toBeVisible()
  await expect(manager.getByRole('table', { name: 'Заказы: 1' })).toBeVisible()
  // …and lower case without them.
  await search.fill(`а-${Number(digits)}`)
  await manager.getByRole('button', { name: 'Найти' }).click()
  await expect(manager).toHaveURL(/search=%D0%B0-/)
  await expect(table.getByRole('rowheader', { name: number })).toBeVisible()

  // The row has its payment and receipt columns, and fits 1366 px with the number on one line.
  const headers = await table.getByRole('columnheader').allTextContents()
  expect(headers.map((h) => h.replace(/[↑↓\s]+$/, ''))).toEqual([
    'Номер',
    'Оформлен',
    'Покупатель',
    'Контакты',
    'Получение',
    'Оплата',
    'Статус',
    'Сумма',
  ])
  await expect(table.getByRole('row', { name: new RegExp(number) })).toContainText('Самовывоз')
  const fit = await manager.evaluate(() => {
    const scroller = document.querySelector('.admin-table-scroll') as HTMLElement
    const link = document.querySelector('.admin-order-list__number a') as HTMLElement
    return {
      overflow: scroller.scrollWidth - scroller.clientWidth,
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
      numberLines: link.getClientRects().length,
    }
  })
  expect(fit).toEqual({ overflow: 0, pageOverflow: 0, numberLines: 1 })
  await screen(manager, 'admin-orders-1366')

  // A reversed range is named on its field, whether typed or in a link.
  await search.fill('')
  await manager.getByLabel('Оформлен с').fill('2026-11-25')
  await manager.getByLabel('Оформлен по').fill('2026-11-01')
  await manager.getByRole('button', { name: 'Найти' }).click()
  await expect(manager.getByRole('alert').filter({ hasText: RANGE_MESSAGE })).toBeVisible()
  await expect(manager).toHaveURL(/search=/)
  await manager.goto('/admin/orders?from=2026-11-25&to=2026-11-01')
  await expect(manager.getByLabel('Оформлен по')).toHaveValue('2026-11-01')
  await expect(manager.getByRole('alert').filter({ hasText: RANGE_MESSAGE })).toBeVisible()

  // The move form: focus starts in it, Esc closes it, focus returns to the button.
  await manager.goto(`/admin/orders?search=${encodeURIComponent(number)}`)
  await manager.getByRole('link', { name: number }).click()
  await expect(manager.getByRole('heading', { level: 1, name: `Заказ ${number}` })).toBeVisible()
  const confirm = manager.getByRole('button', { name: 'Подтвердить' })
  await confirm.click()
  const dialog = manager.getByRole('dialog', { name: `Подтвердить: заказ ${number}` })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Комментарий для покупателя (необязательно)')).toBeFocused()
  await manager.keyboard.type('не отправлять')
  await manager.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(confirm).toBeFocused()
  await expect(manager.getByRole('status').filter({ hasText: 'Статус заказа:' })).toHaveText(
    'Статус заказа: Оформлен'
  )
  // Opened again it is empty, and «Выполнить» moves the order.
  await manager.keyboard.press('Enter')
  await expect(dialog.getByLabel('Комментарий для покупателя (необязательно)')).toHaveValue('')
  await dialog.getByRole('button', { name: 'Выполнить' }).click()
  await expect(manager.getByRole('status').filter({ hasText: 'Статус заказа:' })).toHaveText(
    'Статус заказа: Подтверждён'
  )
  await expect(manager.getByRole('heading', { name: 'Действия' })).toBeFocused()
})

test('an admin invites a member, asks before changing their role, and the invitation ends at the back office', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const email = `invited-${Date.now()}@akvatoria.kz`
  await logInWithForm(page, 'admin@akvatoria.kz')
  await page.goto('/admin/staff')
  const invite = page.getByRole('form', { name: 'Пригласить сотрудника' })
  await invite.getByLabel('E-mail').fill(email)
  await invite.getByLabel('Фамилия').fill('Жумабаева')
  await invite.getByLabel('Имя').fill('Дана')
  await invite.getByLabel('Роль').selectOption({ label: 'Менеджер' })
  await invite.getByRole('button', { name: 'Пригласить' }).click()
  await expect(page.getByText(`Приглашение отправлено на ${email}.`)).toBeVisible()

  // The role change is asked first, naming the person and the new role, then toasted.
  await page.getByRole('combobox', { name: `Новая роль: ${email}` }).selectOption('editor')
  await page.getByRole('button', { name: `Сменить роль: ${email}` }).click()
  const ask = page.getByRole('dialog', { name: 'Назначить роль «Редактор»?' })
  await expect(ask).toContainText(`Жумабаева Дана (${email}): сейчас «Менеджер».`)
  await ask.getByRole('button', { name: 'Сменить роль' }).click()
  await expect(page.getByText('Роль изменена: Жумабаева Дана — «Редактор».')).toBeVisible()
  const row = page
    .getByRole('table', { name: 'Сотрудники' })
    .getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) })
  await expect(row).toContainText('Редактор')

  // The invited member follows the link of the letter the worker delivered (its outbox copy is
  // then redacted), sets a password and is shown the back office.
  const invitee = await (await browser.newContext()).newPage()
  await invitee.goto(await linkFromDeliveredLetter(email, '/new-password'))
  await invitee.getByLabel('Новый пароль').fill('Водопровод-Атырау-2026')
  await invitee.getByLabel('Повторите пароль').fill('Водопровод-Атырау-2026')
  await invitee.getByRole('button', { name: 'Сохранить пароль' }).click()
  // Setting it costs a password hash, which waits its turn at the api's gate of two:
  // beside e2e/client-limits.spec.ts's burst of 20 logins and the other workers'
  // logins, on CI's two busy cores that queue was once longer than 20 s.
  await expect(invitee.getByRole('status')).toContainText(
    'Теперь вы можете войти в панель управления магазином',
    { timeout: 45_000 }
  )
  await invitee.getByRole('link', { name: 'Войти в панель управления' }).click()
  await expect(invitee).toHaveURL(/\/login\?redirectTo=(\/|%2F)admin$/)
  await invitee.getByLabel('E-mail').fill(email)
  await invitee.getByLabel('Пароль', { exact: true }).fill('Водопровод-Атырау-2026')
  await invitee.getByRole('button', { name: 'Войти' }).click()
  await expect(invitee).toHaveURL(/\/admin$/)
  await expect(invitee.getByRole('heading', { level: 1, name: 'Дашборд' })).toBeVisible()
})
