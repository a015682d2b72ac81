import { expect, test, type Locator } from '@playwright/test'

/** Issue 30 §5: the catalogue on a 390 px phone. */
test.use({ viewport: { width: 390, height: 844 } })

const SECTION = 'Инженерная сантехника'
const goodsForm = (count: number) => {
  const lastTwo = count % 100
  const last = count % 10
  if (lastTwo >= 11 && lastTwo <= 14) return 'товаров'
  if (last === 1) return 'товар'
  return last >= 2 && last <= 4 ? 'товара' : 'товаров'
}

/** The select's chosen label, in its own font, fits inside it (padding and arrow aside). */
async function labelFits(select: Locator) {
  return select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element)
    const context = document.createElement('canvas').getContext('2d')!
    context.font = style.font
    const text = element.options[element.selectedIndex].text
    const room =
      element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16
    return {
      text,
      fits: context.measureText(text).width <= room,
      notScrolled: element.scrollWidth <= element.clientWidth,
    }
  })
}

test('a section on a phone: two cards a row, 12 a page, the filter sheet shows its count', async ({
  page,
  request,
}) => {
  await page.goto(`/catalog/v2?category__name=${encodeURIComponent(SECTION)}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SECTION)
  const cards = page.getByRole('article')
  await expect(cards.nth(1)).toBeVisible()

  // Two to a row, as kaspi.kz: the first two share a row, side by side.
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()]
  expect(first && second).toBeTruthy()
  expect(Math.round(second!.y)).toBe(Math.round(first!.y))
  expect(second!.x).toBeGreaterThanOrEqual(first!.x + first!.width)
  expect(second!.x + second!.width).toBeLessThanOrEqual(390)
  await expect(cards.first().getByRole('button', { name: /^В корзину/ })).toBeVisible()
  // Compact: picture, name, price and «В корзину»; article, stock and compare
  // stay the desktop's (hidden by the width, the prerendered card unchanged).
  await expect(cards.first().locator('img')).toBeVisible()
  await expect(cards.first().getByRole('heading', { level: 3 })).toBeVisible()
  await expect(cards.first().getByText(/^Артикул: /)).toBeHidden()
  await expect(cards.first().getByText(/^(В наличии|Нет в наличии)$/)).toBeHidden()
  await expect(cards.first().getByRole('button', { name: /^Сравнить/ })).toHaveCount(0)

  // 12 a page: full rows of 2, 3 or 4.
  const total = Number(
    (await page.getByText(/^Найдено товаров: \d+$/).textContent())!.replace(/\D/g, '')
  )
  await expect(cards).toHaveCount(Math.min(12, total))

  const sort = page.getByRole('combobox', { name: 'Сортировка' })
  expect(await labelFits(sort)).toMatchObject({ fits: true, notScrolled: true })

  // The panel's 44 brands are not above the goods: they are in the sheet.
  await expect(page.getByRole('group', { name: 'Бренды' })).toBeHidden()
  await page.getByRole('button', { name: 'Фильтры' }).click()
  const sheet = page.getByRole('dialog', { name: 'Фильтры' })
  await expect(sheet).toBeVisible()
  await expect(
    sheet.getByRole('button', { name: `Показать ${total} ${goodsForm(total)}` })
  ).toBeVisible()
  const brand = sheet.getByRole('group', { name: 'Бренды' }).getByRole('checkbox').first()
  const brandName = (await brand.evaluate((input) => input.parentElement!.textContent!)).trim()
  await brand.check()

  // The count of the chosen brand in the section, as REST counts it.
  const rest = await request.get(
    `/api/v1/product/?category__name=${encodeURIComponent(SECTION)}&brand__name=${encodeURIComponent(brandName)}&page_size=1`
  )
  expect(rest.ok()).toBe(true)
  const chosen = ((await rest.json()) as { count: number }).count
  expect(chosen).toBeGreaterThan(0)
  const show = sheet.getByRole('button', { name: `Показать ${chosen} ${goodsForm(chosen)}` })
  await expect(show).toBeVisible()
  // The goods behind the sheet wait for the button.
  await expect(page).not.toHaveURL(/brand__name/)
  await show.click()

  await expect(sheet).toBeHidden()
  await expect(page).toHaveURL(/brand__name=/)
  await expect(page.getByText(`Найдено товаров: ${chosen}`)).toBeVisible()
  await expect(cards).toHaveCount(Math.min(12, chosen))
})

test('a search on a phone: «По релевантности» is not cut, brands are the search’s', async ({
  page,
  request,
}) => {
  await page.goto('/catalog/search?search=' + encodeURIComponent('коллектор'))
  const sort = page.getByRole('combobox', { name: 'Сортировка' })
  await expect(sort).toHaveValue('relevance')
  expect(await labelFits(sort)).toEqual({ text: 'По релевантности', fits: true, notScrolled: true })

  // The sheet offers the brands of the goods found, not every brand of the shop.
  const everyBrand = ((await (await request.get('/api/v1/brands/')).json()) as unknown[]).length
  await page.getByRole('button', { name: 'Фильтры' }).click()
  const brands = page
    .getByRole('dialog', { name: 'Фильтры' })
    .getByRole('group', { name: 'Бренды' })
    .getByRole('checkbox')
  await expect(brands.first()).toBeVisible()
  expect(await brands.count()).toBeLessThan(everyBrand)
})

test('«Наши объекты» show whole pictures, on the home page and at /objects', async ({ page }) => {
  const fitOf = (image: Locator) => image.evaluate((element) => getComputedStyle(element).objectFit)
  await page.goto('/')
  const home = page.getByRole('region', { name: 'Наши объекты' }).locator('img').first()
  await home.scrollIntoViewIfNeeded()
  expect(await fitOf(home)).toBe('contain')
  await page.goto('/objects')
  const tile = page.locator('.picture-tile__image').first()
  await expect(tile).toBeVisible()
  expect(await fitOf(tile)).toBe('contain')
})
