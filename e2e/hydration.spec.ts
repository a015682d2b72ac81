import { expect, test } from '@playwright/test'

/**
 * A returning shopper (cart, compare list and viewed products in local
 * storage) opens prerendered pages. React must adopt the build's markup as it
 * is and only then show the shopper's own state: a mismatch makes it throw the
 * markup away and draw the whole page again (minified React errors 418, 423,
 * 425), a long freeze on a phone.
 */
const IN_STOCK = 'VT-VTC560-N-3'

test.beforeEach(async ({ page }) => {
  const product = await (await page.request.get(`/api/v1/product/${IN_STOCK}/`)).json()
  const stored = {
    'akvatoria.cart': [{ article: IN_STOCK, quantity: 2 }],
    'akvatoria.compare': { [product.subcategory[0].name]: [IN_STOCK] },
    'akvatoria.recentlyViewed': [
      {
        article: IN_STOCK,
        name: product.name,
        image: product.images[0]?.file ?? null,
        price: product.current_price,
        lastPrice: null,
      },
    ],
  }
  await page.addInitScript((entries) => {
    if (localStorage.getItem('akvatoria.cart')) return
    for (const [key, value] of Object.entries(entries)) {
      localStorage.setItem(key, JSON.stringify(value))
    }
  }, stored)
})

for (const path of ['/', '/catalog/v2', `/catalog/product/${IN_STOCK}`]) {
  test(`a returning shopper's ${path} is adopted without React errors`, async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error' && /React error|hydrat/i.test(message.text())) {
        errors.push(message.text())
      }
    })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(path, { waitUntil: 'networkidle' })
    // The shopper's own cart shows once the page is adopted.
    await expect(page.getByRole('button', { name: /Корзина — товаров: 2/ })).toBeVisible()
    expect(errors).toEqual([])
  })
}
