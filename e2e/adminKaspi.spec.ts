import { expect, test } from '@playwright/test'

import { logInWithForm } from './storefront'

/**
 * Issue 34 §1 in the back office: the admin opens «Kaspi.kz», sets a shop's
 * point of sale, sees the counts, opens the list's address and finds an
 * offer there at the product's retail price (the «Цена» of its edit form).
 */
const AKTOBE_STORE = 'Код точки продаж Kaspi — Актобе'

test('the admin sets a point of sale and finds the retail price in the Kaspi list', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await logInWithForm(page, 'admin@akvatoria.kz')
  await page.goto('/admin')
  await page
    .getByRole('navigation', { name: 'Разделы управления' })
    .getByRole('link', { name: 'Kaspi.kz' })
    .click()
  await expect(page).toHaveURL(/\/admin\/kaspi$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Kaspi.kz' })).toBeVisible()
  const counts = page.getByRole('table', { name: 'Товары в прайс-листе' })
  await expect(counts.getByRole('row', { name: /^Выгружается [1-9]\d*$/ })).toBeVisible()
  await expect(
    counts.getByRole('row', {
      name: /^Не выгружается: Цена 0 \(не задана или «цена по запросу»\) \d+$/,
    })
  ).toBeVisible()

  const form = page.getByRole('form', { name: 'Настройки Kaspi.kz' })
  await form.getByLabel(AKTOBE_STORE).fill('PP5')
  await form.getByRole('button', { name: 'Сохранить настройки' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Настройки Kaspi сохранены.' })
  ).toBeVisible()

  try {
    const address = await page.getByLabel('Адрес прайс-листа для кабинета Kaspi').inputValue()
    expect(address).toMatch(/\/feeds\/kaspi\.xml$/)
    const feed = await page.request.get(address)
    expect(feed.status()).toBe(200)
    expect(feed.headers()['content-type']).toBe('application/xml; charset=utf-8')
    const xml = await feed.text()
    expect(xml).toContain('<merchantid>')
    expect(xml).toContain('storeId="PP5"')
    expect(xml).not.toContain('storeId="PP2"')
    const offer = /<offer sku="([^"]+)">[\s\S]*?<price>(\d+)<\/price>/.exec(xml)
    expect(offer).not.toBeNull()
    const [, sku, price] = offer!

    // The same product's retail price as its edit form has it.
    await page.goto(`/admin/products?search=${encodeURIComponent(sku)}`)
    await page.getByRole('row').filter({ hasText: sku }).getByRole('link').first().click()
    await expect(page).toHaveURL(/\/admin\/products\/\d+$/)
    const retail = page.getByLabel('Цена, ₸ (0 — цена по запросу)')
    await expect(retail).not.toHaveValue('')
    const formPrice = Math.round(
      Number((await retail.inputValue()).replace(/\s/g, '').replace(',', '.'))
    )
    expect(Number(price)).toBe(formPrice)
  } finally {
    await page.goto('/admin/kaspi')
    await page
      .getByRole('form', { name: 'Настройки Kaspi.kz' })
      .getByLabel(AKTOBE_STORE)
      .fill('PP2')
    await page.getByRole('button', { name: 'Сохранить настройки' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Настройки Kaspi сохранены.' })
    ).toBeVisible()
  }
})
