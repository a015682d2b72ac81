import { expect, test, type Locator, type Page } from '@playwright/test'

import { logInWithForm } from './storefront'

/**
 * Issue 19 part 3, the rough edges found by walking the shop at 390–1440 px:
 * what overlaps what (boxes measured in Chromium), keyboard Esc and the focus
 * ring, the menu labels, the phone header and tables, the cart column and
 * the catalogue's select fields.
 */
const IN_STOCK = 'VT-VTC560-N-3'

type Box = { x: number; y: number; width: number; height: number }

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

const describe = (box: Box) =>
  `x ${Math.round(box.x)}–${Math.round(box.x + box.width)}, y ${Math.round(box.y)}–${Math.round(box.y + box.height)}`

async function boxOf(locator: Locator): Promise<Box> {
  await expect(locator).toBeVisible()
  const box = await locator.boundingBox()
  expect(box, 'a box for a visible element').not.toBeNull()
  return box!
}

async function expectApart(a: Locator, b: Locator, what: string) {
  const [boxA, boxB] = [await boxOf(a), await boxOf(b)]
  expect(intersects(boxA, boxB), `${what}: ${describe(boxA)} and ${describe(boxB)}`).toBe(false)
}

/** The right edge of the page column (inside its padding): where content may reach. */
const columnRight = (page: Page) =>
  page.locator('main.page').evaluate((main) => {
    const rect = main.getBoundingClientRect()
    return rect.right - parseFloat(getComputedStyle(main).paddingRight)
  })

const contactToggle = (page: Page) => page.getByRole('button', { name: /^(Напишите нам|Скрыть)$/ })

async function openHome(page: Page) {
  await page.goto('/')
  await expect(page.getByRole('region', { name: 'Каталог' })).toBeVisible()
  await expect(contactToggle(page)).toBeVisible()
}

const carousel = (page: Page) => page.getByRole('region', { name: 'Главные предложения' })

test.describe('1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('the contact button lives beside the page column: it covers neither «Весь каталог» nor the carousel arrows', async ({
    page,
  }) => {
    await openHome(page)
    const toggle = contactToggle(page)
    const allCatalog = page.getByRole('link', { name: 'Весь каталог' })
    await expectApart(toggle, allCatalog, '«Напишите нам» and «Весь каталог» on the first screen')
    // Wholly right of the column, so no scroll position can bring content under it.
    expect((await boxOf(toggle)).x).toBeGreaterThanOrEqual(await columnRight(page))

    await toggle.click()
    await expect(toggle).toHaveAccessibleName('Скрыть')
    expect((await boxOf(toggle)).x).toBeGreaterThanOrEqual(await columnRight(page))
    for (const arrow of ['Предыдущий слайд', 'Следующий слайд']) {
      await expectApart(
        toggle,
        carousel(page).getByRole('button', { name: arrow }),
        `«Скрыть» and «${arrow}»`
      )
    }
    // And with the arrows scrolled level with «Скрыть».
    const next = carousel(page).getByRole('button', { name: 'Следующий слайд' })
    const toggleBox = await boxOf(toggle)
    await next.evaluate(
      (element, y) => {
        const rect = element.getBoundingClientRect()
        window.scrollBy(0, rect.top + rect.height / 2 - y)
      },
      toggleBox.y + toggleBox.height / 2
    )
    await expectApart(toggle, next, '«Скрыть» and «Следующий слайд» level with it')
  })

  test('Esc closes the open contact menu and «О нас», focus back on their toggles; «О нас» has the 3 px ring', async ({
    page,
  }) => {
    await openHome(page)
    const toggle = contactToggle(page)
    await toggle.click()
    // The footer has a WhatsApp link of its own: the menu's is the floating one.
    const whatsApp = page.locator('.floating-contacts__link').filter({ hasText: 'WhatsApp' })
    await expect(whatsApp).toBeVisible()
    await whatsApp.focus()
    await page.keyboard.press('Escape')
    await expect(whatsApp).toHaveCount(0)
    await expect(toggle).toHaveAccessibleName('Напишите нам')
    await expect(toggle).toBeFocused()

    const nav = page.getByRole('navigation', { name: 'Основное меню' })
    const about = nav.locator('summary', { hasText: 'О нас' })
    // Reach it by keyboard, as the ring is for keyboard focus.
    await nav.getByRole('link', { name: 'Доставка и оплата' }).focus()
    await page.keyboard.press('Tab')
    await expect(about).toBeFocused()
    const ring = await about.evaluate((element) => {
      const style = getComputedStyle(element)
      return `${style.outlineStyle} ${style.outlineWidth}`
    })
    expect(ring).toBe('solid 3px')
    await page.keyboard.press('Enter')
    await expect(nav.getByRole('link', { name: 'Бренды' })).toBeVisible()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await expect(nav.getByRole('link', { name: 'Бренды' })).toBeHidden()
    await expect(about).toBeFocused()
  })

  test('the menu says «Бренды»; a logged-in b2c shopper has «Вопросы и ответы» in the profile menu, not at the top', async ({
    page,
  }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Основное меню' })
    await expect(nav.getByRole('link', { name: 'Вопросы и ответы' })).toHaveAttribute(
      'href',
      '/faq'
    )
    await nav.getByText('О нас').click()
    await expect(nav.getByRole('link', { name: 'Бренды' })).toHaveAttribute(
      'href',
      '/about/partners'
    )
    await expect(nav.getByRole('link', { name: 'Партнеры' })).toHaveCount(0)

    await logInWithForm(page, 'retail@akvatoria.kz')
    await page.goto('/')
    await expect(nav.getByRole('link', { name: 'Вопросы и ответы' })).toHaveCount(0)
    await page.getByRole('button', { name: /— профиль/ }).click()
    await expect(page.getByRole('link', { name: 'Вопросы и ответы' })).toHaveAttribute(
      'href',
      '/personal-account?tab=faq'
    )
  })

  test('the cart layout: back link and logo over the 400 px column; each line shows N × price = sum', async ({
    page,
  }) => {
    await page.goto(`/catalog/product/${IN_STOCK}`)
    await page.getByRole('button', { name: 'В корзину' }).click()
    await expect(page.getByRole('button', { name: /Корзина\s*— товаров: 1/ })).toBeVisible()
    await page.goto('/cart')
    const header = page.getByRole('banner')
    const column = page.getByRole('main')
    await expect(column.getByRole('list', { name: 'Товары в корзине' })).toBeVisible()
    const [headerBox, columnBox] = [await boxOf(header), await boxOf(column)]
    expect(Math.round(headerBox.width)).toBe(Math.round(columnBox.width))
    expect(Math.round(headerBox.x)).toBe(Math.round(columnBox.x))
    expect(columnBox.width).toBeLessThanOrEqual(400)
    const back = await boxOf(header.getByRole('button', { name: /Назад/ }))
    const logo = await boxOf(header.getByRole('link', { name: 'Акватория — на главную' }))
    expect(logo.x + logo.width - back.x).toBeLessThanOrEqual(400)
    await expect(column.getByText(/^1 × [\d  ]+ ₸ = [\d  ]+ ₸$/)).toBeVisible()
  })

  test('the demo slides keep every line of words on its plate', async ({ page }) => {
    await openHome(page)
    // The slides after the first come into the page once the shopper reaches for the carousel.
    await carousel(page).hover()
    await expect(carousel(page).locator('img')).not.toHaveCount(1)
    const sources = await carousel(page)
      .locator('img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src))
    expect(sources.length).toBeGreaterThan(1)
    for (const source of sources) {
      const answer = await page.request.get(source)
      expect(answer.ok()).toBe(true)
      test.skip(
        !(answer.headers()['content-type'] ?? '').includes('svg'),
        'the slides are raster pictures now: their plates are checked where they are drawn'
      )
      const svg = await answer.text()
      const blank = await page.context().newPage()
      await blank.setContent(`<!doctype html><body style="margin:0">${svg}</body>`)
      const overhang = await blank.evaluate(() => {
        const plate = document.querySelector<SVGGraphicsElement>('rect.plate')
        if (!plate) return ['no plate']
        const p = plate.getBBox()
        return [...document.querySelectorAll<SVGTextElement>('text')]
          .map((line) => ({ text: line.textContent, box: line.getBBox() }))
          .filter(
            ({ box }) =>
              box.x < p.x ||
              box.y < p.y ||
              box.x + box.width > p.x + p.width ||
              box.y + box.height > p.y + p.height
          )
          .map(({ text }) => text)
      })
      await blank.close()
      expect(overhang, `lines off the plate in ${source}`).toEqual([])
    }
  })
})

test.describe('390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the contact button never sits on the carousel arrows, on a focused element or on the page end', async ({
    page,
  }) => {
    await openHome(page)
    const toggle = contactToggle(page)
    await expectApart(
      toggle,
      page.getByRole('link', { name: 'Весь каталог' }),
      '«Напишите нам» and «Весь каталог»'
    )
    // The arrows stay left of the button (closed and open), so no scroll brings them together.
    for (const state of ['Напишите нам', 'Скрыть']) {
      await expect(toggle).toHaveAccessibleName(state)
      const button = await boxOf(toggle)
      for (const arrow of ['Предыдущий слайд', 'Следующий слайд']) {
        const box = await boxOf(carousel(page).getByRole('button', { name: arrow }))
        expect(box.x + box.width, `«${arrow}» ends left of «${state}»`).toBeLessThanOrEqual(
          button.x
        )
      }
      if (state === 'Напишите нам') await toggle.click()
    }
    await toggle.click()
    await expect(toggle).toHaveAccessibleName('Напишите нам')

    // Keyboard focus is never hidden under the button (WCAG 2.4.11): the page scrolls it clear.
    await page.locator('main.page').evaluate((main) => {
      ;(main as HTMLElement).tabIndex = -1
      ;(main as HTMLElement).focus()
    })
    for (let stop = 0; stop < 60; stop++) {
      await page.keyboard.press('Tab')
      const focused = page.locator(':focus')
      const inPage = await focused.evaluate((element) =>
        Boolean(element.closest('main.page, footer'))
      )
      if (!inPage) continue
      await expectApart(toggle, focused, `«Напишите нам» and focus stop ${stop + 1}`)
    }

    // The page's end clears the button.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    // The line's words and links, not its box: the box holds the padding reserved for the button.
    const legal = page.locator('.site-footer__legal').getByRole('link')
    for (let i = 0; i < (await legal.count()); i++) {
      await expectApart(
        toggle,
        legal.nth(i),
        `«Напишите нам» and the footer’s last line, link ${i + 1}`
      )
    }
  })

  test('the logo sits on the icons’ line; «Выход» lines up with the burger menu items', async ({
    page,
  }) => {
    await logInWithForm(page, 'retail@akvatoria.kz')
    await page.goto('/')
    const burger = page.getByRole('button', { name: 'Меню' })
    const logo = await boxOf(page.getByRole('link', { name: 'Акватория — на главную' }))
    const icon = await boxOf(burger.locator('svg'))
    const middle = (box: Box) => box.y + box.height / 2
    expect(Math.abs(middle(logo) - middle(icon))).toBeLessThanOrEqual(3)

    await burger.click()
    const dialog = page.getByRole('dialog', { name: 'Меню' })
    const logout = await boxOf(dialog.getByRole('button', { name: 'Выход' }))
    const item = await boxOf(dialog.getByRole('link', { name: 'Доставка и оплата' }))
    expect(Math.round(logout.x)).toBe(Math.round(item.x))
    // Its words start where the button starts: not centred in a wide box.
    const words = await dialog
      .getByRole('button', { name: 'Выход' })
      .evaluate((element) => getComputedStyle(element).textAlign)
    expect(['start', 'left']).toContain(words)
    await expect(dialog.getByRole('link', { name: 'Вопросы и ответы' })).toHaveAttribute(
      'href',
      '/personal-account?tab=faq'
    )
  })

  test('order tables name each cell on a phone: account orders, drafts and order lines', async ({
    page,
  }) => {
    await logInWithForm(page, 'retail@akvatoria.kz')
    const labelBefore = (cell: Locator) =>
      cell.evaluate((element) => getComputedStyle(element, '::before').content)
    for (const tab of ['currentorders', 'draftorders']) {
      await page.goto(`/personal-account?tab=${tab}`)
      const table = page.getByRole('table')
      await expect(table).toBeVisible()
      const row = table.locator('tbody tr').first()
      expect(await labelBefore(row.locator('[data-label]').nth(1))).toBe('"Дата"')
      expect(await labelBefore(row.locator('[data-label]').nth(4))).toBe('"Сумма"')
    }
    await page
      .getByRole('link', { name: /^Открыть заказ/ })
      .first()
      .click()
    const lines = page.getByRole('list', { name: 'Позиции заказа' })
    await expect(lines).toBeVisible()
    const figures = lines.getByRole('listitem').first().locator('[data-label]')
    expect(await Promise.all([0, 1, 2].map((n) => labelBefore(figures.nth(n))))).toEqual([
      '"Количество"',
      '"Цена"',
      '"Сумма"',
    ])
  })

  test('the catalogue sort and page size are the shop’s fields, side by side', async ({ page }) => {
    await page.goto('/catalog/v2')
    const sort = page.getByRole('combobox', { name: 'Сортировка' })
    const size = page.getByRole('combobox', { name: 'На странице' })
    for (const select of [sort, size]) {
      const look = await select.evaluate((element) => {
        const style = getComputedStyle(element)
        return { radius: style.borderTopLeftRadius, height: element.getBoundingClientRect().height }
      })
      expect(look.radius).toBe('8px')
      expect(look.height).toBeGreaterThanOrEqual(44)
    }
    const [sortBox, sizeBox] = [await boxOf(sort), await boxOf(size)]
    expect(Math.round(sortBox.y)).toBe(Math.round(sizeBox.y))
    expect(sortBox.x + sortBox.width).toBeLessThanOrEqual(sizeBox.x)
  })
})
