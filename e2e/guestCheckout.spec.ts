import { expect, test, type Page } from '@playwright/test'

import { droppedLetters, logInWithForm, mailDropNow } from './storefront'

// Issue 30 «Done means»: a guest places a delivery order, pays online and reads every step in
// their letters and on the order's own page; the shop's confirmation reaches them by letter.
const IN_STOCK = 'VT-VTC560-N-3'

/** The newest letter to `to` whose subject starts with `subject`, once delivered to the mail drop. */
async function letterTo(to: string, subject: string, since: number) {
  await expect
    .poll(
      () => droppedLetters(since).some((l) => l.to.includes(to) && l.subject.startsWith(subject)),
      { timeout: 30_000 }
    )
    .toBe(true)
  return droppedLetters(since).find((l) => l.to.includes(to) && l.subject.startsWith(subject))!
}

const orderPageLink = (body: string) => {
  const match = body.match(/https?:\/\/[^\s]+\/my-orders\?token=[A-Za-z0-9_.%-]+/)
  expect(match, 'the letter links the order’s own page').not.toBeNull()
  return new URL(match![0])
}

async function guestCartOfOne(page: Page) {
  await page.goto(`/catalog/product/${IN_STOCK}`)
  await page.getByRole('button', { name: 'В корзину' }).click()
  await page.getByRole('button', { name: /Корзина\s*— товаров: 1/ }).click()
  await page.getByRole('link', { name: 'Перейти в корзину' }).click()
  await expect(page).toHaveURL(/\/cart$/)
}

test('a guest checks out a delivery, pays online, and reads each step in letters and on the order’s page', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const since = mailDropNow()
  const email = `guest-${Date.now()}@example.kz`
  await page.setViewportSize({ width: 390, height: 844 })

  await guestCartOfOne(page)
  await page.getByRole('button', { name: 'Оформить заказ' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await page.getByRole('radio', { name: /^Доставка/ }).check()
  await page.getByLabel('Город', { exact: true }).fill('Атырау')
  await page.getByLabel('Адрес доставки', { exact: true }).fill('ул. Абая, 7, кв. 3')
  await page.getByLabel('Имя', { exact: true }).fill('Асель Гость')
  await page.getByLabel('Телефон', { exact: true }).fill('7015554433')
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByRole('radio', { name: /^Онлайн-оплата картой/ }).check()
  // Without the consent nothing is placed.
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click()
  await expect(page.getByText(/Необходимо принять согласие/)).toBeVisible()
  await page.getByRole('checkbox', { name: /политику обработки персональных данных/ }).check()
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click()

  // Straight on to the gateway, and back to the order's own page.
  await expect(page.getByRole('heading', { name: 'Тестовый платёжный шлюз' })).toBeVisible()
  await page.getByRole('button', { name: 'Оплатить' }).click()
  await expect(page).toHaveURL(/\/my-orders\?token=\d+\.[^&]+&payment=success/)
  await expect(page.getByRole('status').filter({ hasText: 'Оплата получена' })).toBeVisible()
  const facts = page.getByRole('region', { name: 'Получение и оплата' })
  await expect(facts).toContainText('Атырау, ул. Абая, 7, кв. 3')
  await expect(facts).toContainText('Онлайн-оплата картой')
  await expect(facts).toContainText('Оплата: Оплачен')
  await expect(page.getByRole('link', { name: 'Создать личный кабинет' })).toBeVisible()
  const heading = page.getByRole('heading', { name: /^Заказ A-\d+$/ })
  const number = (await heading.textContent())!.replace('Заказ ', '')
  // The guest's cart gave up the ordered line.
  await expect(page.getByRole('button', { name: /Корзина\s*— товаров: 0/ })).toBeVisible()

  // The letters: placed (with the order's link) and paid.
  const placed = await letterTo(email, `Заказ ${number} оформлен`, since)
  const link = orderPageLink(placed.body)
  const orderId = Number(link.searchParams.get('token')!.split('.')[0])
  await letterTo(email, `Оплата заказа ${number} получена`, since)

  // The manager confirms it with a word for the buyer, then hands it to the courier.
  const manager = await (await browser.newContext()).newPage()
  await logInWithForm(manager, 'manager@akvatoria.kz')
  await manager.goto(`/admin/orders/${orderId}`)
  await expect(manager.getByRole('heading', { level: 1, name: `Заказ ${number}` })).toBeVisible()
  await manager.getByRole('button', { name: 'Подтвердить' }).click()
  const confirm = manager.getByRole('form', { name: `Подтвердить: заказ ${number}` })
  await confirm
    .getByLabel('Комментарий для покупателя (необязательно)')
    .fill('Привезём в четверг с 10 до 14')
  await confirm.getByRole('button', { name: 'Выполнить' }).click()
  const status = manager.getByRole('status').filter({ hasText: 'Статус заказа:' })
  await expect(status).toHaveText('Статус заказа: Подтверждён')
  await manager.getByRole('button', { name: 'Начать сборку' }).click()
  await manager.getByRole('button', { name: 'Выполнить' }).click()
  await expect(status).toHaveText('Статус заказа: Собирается')
  await manager.getByRole('button', { name: 'Передан курьеру' }).click()
  await manager.getByRole('button', { name: 'Выполнить' }).click()
  await expect(status).toHaveText('Статус заказа: Передан курьеру')

  const confirmed = await letterTo(email, `Заказ ${number} подтверждён`, since)
  expect(confirmed.body).toContain('Комментарий менеджера: Привезём в четверг с 10 до 14')
  const handed = await letterTo(email, `Заказ ${number} передан курьеру`, since)
  expect(handed.body).toContain('ул. Абая, 7, кв. 3')

  // The letter's link opens the order as it stands now, in a browser that never saw it.
  const later = await (await browser.newContext()).newPage()
  await later.goto(`${orderPageLink(handed.body).pathname}${orderPageLink(handed.body).search}`)
  await expect(later.getByRole('heading', { name: `Заказ ${number}` })).toBeVisible()
  await expect(later.getByText('Статус: Передан курьеру')).toBeVisible()
  await expect(later.getByText('Комментарий менеджера:')).toContainText(
    'Привезём в четверг с 10 до 14'
  )
})
