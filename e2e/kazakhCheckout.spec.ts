import { expect, test } from '@playwright/test'

import { droppedLetters, mailDropNow } from './storefront'

/**
 * Issue 33: a Kazakh shopper buys without meeting a Russian interface word.
 * On /kk a guest puts a product in the cart, goes through the Kazakh cart
 * and checkout (the form's messages in Kazakh, the payment type by its
 * Kazakh name) and lands on the Kazakh order page.
 */
const IN_STOCK = 'VT-VTC560-N-3'

test('a guest on /kk checks out in Kazakh and lands on the Kazakh order page', async ({ page }) => {
  test.setTimeout(90_000)
  const since = mailDropNow()
  const email = `kk-guest-${Date.now()}@example.kz`

  await page.goto(`/kk/catalog/product/${IN_STOCK}`)
  // The product page is the catalogue side's: either language's button adds the product
  // (the header's cart, «Себет — тауарлар: 0», is another button).
  await page.getByRole('button', { name: /^(В корзину|Себетке)$/ }).click()
  await page.getByRole('button', { name: /Себет\s*— тауарлар: 1/ }).click()
  await page.getByRole('link', { name: 'Себетке өту' }).click()

  await expect(page).toHaveURL(/\/kk\/cart$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Себет')
  await expect(page.getByText('Таңдалды: 1 ішінен 1')).toBeVisible()
  await page.getByRole('button', { name: 'Тапсырыс беру' }).click()

  await expect(page).toHaveURL(/\/kk\/checkout$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Тапсырысты ресімдеу')
  await expect(page.getByRole('radio', { name: 'Дүкеннен өзі алып кету' })).toBeChecked()
  await expect(page.getByRole('radio', { name: 'Бөліп төлеу' })).toBeVisible()
  // The shared schema's messages, in Kazakh.
  await page.getByLabel('Телефон нөмірі', { exact: true }).fill('701')
  await page.getByRole('button', { name: 'Тапсырысты растау' }).click()
  const name = page.getByLabel('Аты', { exact: true })
  await expect(name).toHaveAccessibleDescription('Міндетті өріс')
  await expect(page.getByText('Телефон нөмірін толық енгізіңіз')).toBeVisible()
  await expect(page.getByText('Дербес деректерді өңдеу саясатымен келісуіңіз қажет')).toBeVisible()
  await expect(page.getByText('Обязательное поле')).toHaveCount(0)

  await name.fill('Айгерім Сапарова')
  await page.getByLabel('Телефон нөмірі', { exact: true }).fill('7015554433')
  await page.getByLabel('Электрондық пошта', { exact: true }).fill(email)
  await page.getByRole('radio', { name: 'Алған кезде қолма-қол' }).check()
  await page.getByRole('checkbox', { name: 'Дербес деректерді өңдеу саясатын қабылдаймын' }).check()
  await page.getByRole('button', { name: 'Тапсырысты растау' }).click()

  // The guest's own order page, in Kazakh.
  await expect(page).toHaveURL(/\/kk\/my-orders\?token=\d+\.[^&]+$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сіздің тапсырысыңыз')
  const heading = page.getByRole('heading', { name: /^A-\d+ тапсырысы$/ })
  await expect(heading).toBeVisible()
  const number = (await heading.textContent())!.replace(' тапсырысы', '')
  await expect(page.getByText('Күйі: Ресімделді')).toBeVisible()
  const facts = page.getByRole('region', { name: 'Алу және төлем' })
  await expect(facts).toContainText('Дүкеннен өзі алып кету')
  await expect(facts).toContainText('Алған кезде қолма-қол')
  await expect(page.getByRole('link', { name: 'Жеке кабинет ашу' })).toHaveAttribute(
    'href',
    '/kk/registration'
  )
  await expect(page.getByRole('link', { name: /Басқа тапсырысты/ })).toHaveAttribute(
    'href',
    '/kk/my-orders'
  )
  // Not a Russian word of the order page's own left.
  await expect(page.locator('.my-orders')).not.toContainText(/Заказ|Статус|Оплата|Получение/)
  // The guest's cart gave up the ordered line.
  await expect(page.getByRole('button', { name: /Себет\s*— тауарлар: 0/ })).toBeVisible()
  // The order was placed: its letter went out (its language is the letters' slice of issue 33).
  await expect
    .poll(() => droppedLetters(since).some((letter) => letter.to.includes(email)), {
      timeout: 30_000,
    })
    .toBe(true)
  expect(number).toMatch(/^A-\d+$/)
})
