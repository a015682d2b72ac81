import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { logInWithForm, WORKHORSE } from './storefront'

// The back office's content editor (issue 18 «Content»): an editor writes a
// news item in Markdown, previews it, saves it, sees it in the shop, hides it.

/** An hour ago as the form's date box takes it (Astana time, UTC+5): first in the shop's news. */
const anHourAgoInAstana = () =>
  new Date(Date.now() - 3_600_000 + 5 * 3_600_000).toISOString().slice(0, 16)

const seriousProblems = async (page: Page, where: string) => {
  await page.waitForLoadState('networkidle')
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)
}

test('an editor creates a news item, previews its Markdown, sees it in the shop and hides it', async ({
  page,
}) => {
  // A title no other run has left behind.
  const title = `Новый склад ${Date.now()}`
  const slug = `novyj-sklad-${Date.now()}`

  await logInWithForm(page, 'editor@akvatoria.kz')
  await page.goto('/admin')
  await page
    .getByRole('navigation', { name: 'Разделы управления' })
    .getByRole('link', { name: 'Контент' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Контент' })).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Разделы контента' })
    .getByRole('link', { name: 'Новости' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible()
  await expect(page.getByRole('table', { name: /^Новости: \d+$/ })).toBeVisible()
  expect(await seriousProblems(page, 'content list')).toEqual([])

  await page.getByRole('link', { name: 'Создать' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Новости: новая запись' })).toBeVisible()
  await page.getByLabel('Адрес (латиницей) *', { exact: true }).fill(slug)
  await page.getByLabel('Заголовок *', { exact: true }).fill(title)
  await page.getByLabel('Дата *', { exact: true }).fill(anHourAgoInAstana())
  await page.getByLabel('Анонс', { exact: true }).fill('Склад открыт.')
  await page
    .getByLabel('Текст *', { exact: true })
    .fill('## Адрес\n\nул. Сатпаева, 17\n\n- **с 9 до 18**\n- без выходных')
  expect(await seriousProblems(page, 'content form')).toEqual([])

  await page.getByRole('button', { name: 'Предпросмотр', exact: true }).click()
  const preview = page.getByRole('region', { name: 'Предпросмотр: текст', exact: true })
  await expect(preview.getByRole('heading', { level: 2, name: 'Адрес' })).toBeVisible()
  await expect(preview.locator('strong')).toHaveText('с 9 до 18')
  await expect(preview.getByRole('listitem')).toHaveCount(2)
  await page.getByRole('button', { name: 'Предпросмотр', exact: true }).click()

  await page.getByRole('button', { name: 'Сохранить' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Новости: правка' })).toBeVisible()
  await expect(page.getByLabel('Заголовок *', { exact: true })).toHaveValue(title)
  await expect(page.getByRole('button', { name: 'Скрыть' })).toBeVisible()
  const editUrl = page.url()

  // The shop shows it at once.
  await page.goto('/about/news')
  await expect(page.getByRole('link', { name: title })).toBeVisible()
  await page.getByRole('link', { name: title }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Адрес' })).toBeVisible()

  // Hidden, it leaves the shop.
  await page.goto(editUrl)
  await page.getByRole('button', { name: 'Скрыть' }).click()
  await expect(page.getByText('Запись скрыта с сайта.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Показать' })).toBeVisible()
  await page.goto('/about/news')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('link', { name: title })).toHaveCount(0)
})

test('an editor writes a shop’s Kazakh address, which the Kazakh product page shows at once', async ({
  page,
}) => {
  const original = 'Ақтөбе қ., Әбілқайыр хан даңғылы, 62'
  const written = `Ақтөбе қ., Әбілқайыр хан даңғылы, 62, ${Date.now() % 1000}-кеңсе`
  await logInWithForm(page, 'editor@akvatoria.kz')
  await page.goto('/admin/content')
  await page
    .getByRole('navigation', { name: 'Разделы контента' })
    .getByRole('link', { name: 'Магазины' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Магазины' })).toBeVisible()
  // A new installation has none: they are made here too.
  await expect(page.getByRole('link', { name: 'Создать' })).toBeVisible()
  await page.getByRole('link', { name: 'Магазин в Актобе' }).click()
  await expect(page.getByLabel('Название (для 1С и таблиц) *')).toHaveValue('Актобе')
  const addressKk = page.getByLabel('Адрес (каз)', { exact: true })
  await expect(addressKk).toHaveValue(original)
  await expect(addressKk).toHaveAttribute('lang', 'kk')
  expect(await seriousProblems(page, 'shop form')).toEqual([])
  const save = async (value: string) => {
    await addressKk.fill(value)
    await page.getByRole('button', { name: 'Сохранить' }).click()
    await expect(page.getByRole('status')).toHaveText('Сохранено.')
  }
  await save(written)
  try {
    await page.goto(`/kk/catalog/product/${WORKHORSE}`)
    const shops = page.getByRole('region', { name: 'Дүкендердегі қалдық' })
    await expect(shops.getByText(written)).toBeVisible()
    await page.goto(`/catalog/product/${WORKHORSE}`)
    await expect(page.getByText('г. Актобе, пр. Абилкайыр хана, 62')).toBeVisible()
    await expect(page.getByText(written)).toHaveCount(0)
  } finally {
    // The demo's address again, for the journeys that read it.
    await page.goto('/admin/content/shops')
    await page.getByRole('link', { name: 'Магазин в Актобе' }).click()
    await save(original)
  }
})

test('a manager is not let into the content editor', async ({ page }) => {
  await logInWithForm(page, 'manager@akvatoria.kz')
  await page.goto('/admin/content/news')
  await expect(page).toHaveURL(/\/admin(\?.*)?$/)
  await expect(
    page
      .getByRole('navigation', { name: 'Разделы управления' })
      .getByRole('link', { name: 'Контент' })
  ).toHaveCount(0)
})
