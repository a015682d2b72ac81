import { expect, test, type Page } from '@playwright/test'

/**
 * Search as a shopper meets it (issue 19, 2b and the rough edges): the
 * overlay's «Показать все результаты» opens the results page with the query
 * kept in the box; every form of a word finds the same goods in both; an
 * empty results page offers help (SPEC §2 "Search"); a brand typed in
 * Cyrillic and a query in the wrong layout say what they searched, and the
 * suggestions answer the arrow keys and Enter (issue 30 §5).
 */

const box = (page: Page) => page.getByRole('combobox', { name: 'Поиск по товарам' })
/** The overlay's suggestions of one kind («Товары», «Бренды» …). */
const suggestions = (page: Page, kind: string) =>
  page.getByRole('listbox').getByRole('group', { name: kind }).getByRole('option')

/** «Найдено товаров: N» of the results page. */
async function foundOnPage(page: Page): Promise<number> {
  const status = page.getByText(/^Найдено товаров: \d+$/)
  await expect(status).toBeVisible()
  return Number((await status.textContent())!.replace(/\D+/g, ''))
}

test('overlay → «Показать все результаты» → the results page keeps the query and the count', async ({
  page,
}) => {
  await page.goto('/')
  await box(page).fill('носос')
  const showAll = page.getByRole('link', { name: /^Показать все результаты \(\d+\)$/ })
  await expect(showAll).toBeVisible({ timeout: 5000 })
  const inOverlay = Number((await showAll.textContent())!.replace(/\D+/g, ''))
  const firstInOverlay = await suggestions(page, 'Товары')
    .first()
    .locator('.search-box__label')
    .textContent()
  await showAll.click()

  await expect(page).toHaveURL(/\/catalog\/v2\?search=/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Поиск: носос')
  await expect(box(page)).toHaveValue('носос')
  // The overlay closed.
  await expect(page.getByRole('link', { name: /^Показать все результаты/ })).toHaveCount(0)
  expect(await foundOnPage(page)).toBe(inOverlay)
  // The same search, the same order: the overlay's first good opens the list.
  await expect(page.getByRole('combobox', { name: 'Сортировка' })).toHaveValue('relevance')
  await expect(page.getByRole('article').first()).toContainText(firstInOverlay!.trim().slice(0, 20))
})

test('every form, typo and layout of a word lists the same goods', async ({ page }) => {
  const counts: number[] = []
  for (const query of ['насос', 'насосы', 'носос', 'yfcjc']) {
    await page.goto(`/catalog/v2?search=${encodeURIComponent(query)}`)
    await expect(box(page)).toHaveValue(query)
    counts.push(await foundOnPage(page))
  }
  expect(counts[0]).toBeGreaterThan(0)
  expect(new Set(counts).size).toBe(1)
})

test('a brand in Cyrillic, the wrong layout and the keyboard (issue 30 §5)', async ({ page }) => {
  await page.goto('/')
  const input = box(page)
  await input.fill('грундфос')
  await expect(suggestions(page, 'Бренды').filter({ hasText: 'Grundfos' })).toBeVisible({
    timeout: 5000,
  })
  await expect(page.getByText('Показаны результаты по запросу «Grundfos»')).toBeVisible()
  // Product suggestions carry the shop's price and a picture.
  const firstGood = suggestions(page, 'Товары').first()
  await expect(firstGood).toContainText(/₸|Цену уточняйте у менеджера/)
  await expect(firstGood.locator('img')).toHaveCount(1)

  await input.fill('yfcjc')
  await expect(page.getByText('Показаны результаты по запросу «насос»')).toBeVisible({
    timeout: 5000,
  })
  await expect(input).toHaveAttribute('aria-expanded', 'true')
  const first = suggestions(page, 'Товары').first()
  const name = (await first.locator('.search-box__label').textContent())!.trim()
  await input.press('ArrowDown')
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
  await input.press('Enter')
  await expect(page).toHaveURL(/\/catalog\/product\//)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name.slice(0, 30))

  // The results page of a wrong-layout query says what it searched too.
  await page.goto(`/catalog/v2?search=${encodeURIComponent('yfcjc')}`)
  await expect(page.getByText('Показаны результаты по запросу «насос»')).toBeVisible()
})

test('an empty results page offers to phone or write', async ({ page }) => {
  await page.goto('/catalog/v2?search=zzqqxxnothing')
  await expect(page.getByText('По вашему запросу ничего не найдено. Нужна помощь?')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Позвоните' })).toHaveAttribute('href', /^tel:\+/)
  const write = page.getByRole('link', { name: 'Напишите нам' }).first()
  await expect(write).toHaveAttribute('href', /^https:\/\//)
  await expect(box(page)).toHaveValue('zzqqxxnothing')
})

test('the search box gets the 3 px focus ring of every control', async ({ page }) => {
  await page.goto('/')
  await box(page).focus()
  // Keyboard focus (focus-visible): reach it with Tab from the control before it.
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(box(page)).toBeFocused()
  const outline = await box(page).evaluate((el) => getComputedStyle(el).outlineWidth)
  expect(outline).toBe('3px')
})
