import { expect, test, type APIRequestContext, type Route } from '@playwright/test'

import { collectHydrationErrors, DEMO_PASSWORD } from './storefront'

/**
 * What the web server answers before any script runs (issue 30 §5): crawlers
 * read that HTML and its status, shoppers see it first.
 *   - An address with nothing behind it is HTTP 404 with the shop's Russian
 *     not-found page in its header and footer, never a 200 (a soft 404 that
 *     search engines index) or the framework's English text.
 *   - A product page carries the price of now, not the build's.
 */

/** Every kind of address that shows nothing. */
const MISSING: [string, string][] = [
  ['an unknown address', '/nonexistent'],
  ['a news address that is no number', '/about/news/nope'],
  ['a news item', '/about/news/999999'],
  ['a product', '/catalog/product/NOPE'],
  ['a catalogue section', `/precatalog/${encodeURIComponent('Нет такого раздела')}`],
  ['an object', '/objects/999999'],
  ['a production page', '/production/unknown'],
  ['a brand', '/about/partners/999999'],
]

for (const [kind, path] of MISSING) {
  test(`${kind} (${decodeURIComponent(path)}) answers 404 with the not-found page`, async ({
    page,
    request,
  }) => {
    // The served HTML, as a crawler reads it.
    const raw = await request.get(path)
    expect(raw.status()).toBe(404)
    expect(raw.headers()['content-type']).toMatch(/^text\/html/)
    const html = await raw.text()
    expect(html).toContain('>Страница не найдена</h1>')
    expect(html).toMatch(/<meta[^>]*name="robots"[^>]*content="noindex"/)
    expect(html).toContain('class="site-footer"')
    expect(html).toContain('role="search"')
    expect(html).not.toContain('could not be found')

    // In the browser: the same page, adopted as served, in the main layout.
    const errors = collectHydrationErrors(page)
    const response = await page.goto(path, { waitUntil: 'networkidle' })
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible()
    await expect(page).toHaveTitle(/^Страница не найдена \| /)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Поиск по сайту' })).toBeVisible()
    const ways = page.getByRole('navigation', { name: 'Куда перейти' })
    await expect(ways.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/')
    await expect(ways.getByRole('link', { name: 'В каталог' })).toHaveAttribute(
      'href',
      '/precatalog'
    )
    expect(errors).toEqual([])
  })
}

test('inside the app, going to a missing product or an unknown address shows the same page', async ({
  page,
}) => {
  const errors = collectHydrationErrors(page)
  await page.goto('/', { waitUntil: 'networkidle' })
  // Set on the document: still there only when the app moved without loading a new one.
  await page.evaluate(() => Object.assign(window, { stayedInApp: true }))
  for (const path of ['/catalog/product/NOPE', '/nonexistent', '/about/news/999999']) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, path)
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Поиск по сайту' })).toBeVisible()
    await expect(page).toHaveTitle(/^Страница не найдена \| /)
    expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true)
    await page.goBack()
  }

  // The page's search leads to the catalogue's results.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/nonexistent')
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
  await page.getByRole('combobox', { name: 'Поиск по сайту' }).fill('насос')
  await page.getByRole('combobox', { name: 'Поиск по сайту' }).press('Enter')
  await expect(page).toHaveURL(/\/catalog\/v2\?search=/)
  expect(errors).toEqual([])
})

/** A product of the demo catalogue no other journey changes. */
const ARTICLE = 'AN-DT-2000'
const PRODUCT_PATH = `/catalog/product/${ARTICLE}`
const ORIGIN = { origin: 'http://localhost:8910' }

/** As the shop prints prices (domain/money formatTenge): «12 499 ₸». */
const tenge = (amount: number) => `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} ₸`

/** The product page's own price in served HTML (not a tile's): the large price block. */
const pagePrice = (html: string) =>
  /<div class="price-block price-block--large">(?:<span class="price-block__type">[^<]*<\/span>)?<span class="price-block__current">([^<]*)<\/span>/.exec(
    html
  )?.[1]

/** The back office's GraphQL as the editor (what the product form sends). */
async function asEditor(request: APIRequestContext) {
  const login = await request.post('/api/v1/auth/login/', {
    data: { email: 'editor@akvatoria.kz', password: DEMO_PASSWORD },
    headers: ORIGIN,
  })
  expect(login.status()).toBe(200)
  return async (query: string, variables: Record<string, unknown>) => {
    const answer = await request.post('/api/graphql', {
      data: { query, variables },
      headers: ORIGIN,
    })
    const body = await answer.json()
    expect(body.errors).toBeUndefined()
    return body.data
  }
}

const PRODUCT_RECORD = `
  query ($id: Int!) {
    adminProduct(id: $id) {
      id
      updatedAt
      article
      name
      description
      price
      oldPrice
      isActive
      isPopular
      isNew
      categoryId
      subcategoryId
      brandId
      attributes {
        name
        value
      }
      stock {
        shopId
        count
      }
    }
  }
`

test('a product page’s served HTML carries a price changed after the build', async ({
  page,
  request,
  playwright,
}) => {
  // A crawler: no cookies, the raw HTML the server sends.
  const crawler = await playwright.request.newContext({ baseURL: 'http://localhost:8910' })
  const served = async () => {
    const answer = await crawler.get(PRODUCT_PATH)
    expect(answer.status()).toBe(200)
    return answer.text()
  }
  const first = await served()
  // The build's page (prerendered: its content is in the HTML).
  expect(first).toContain(`<dd>${ARTICLE}</dd>`)
  const before = pagePrice(first)
  expect(before).toMatch(/₸$/)

  const graphql = await asEditor(request)
  const { adminProducts } = await graphql(
    'query ($search: String) { adminProducts(input: { search: $search }) { items { id article } } }',
    { search: ARTICLE }
  )
  const { id } = adminProducts.items.find((item: { article: string }) => item.article === ARTICLE)
  const original = (await graphql(PRODUCT_RECORD, { id })).adminProduct
  const save = async (prices: { price: number; oldPrice: number | null }) => {
    const current = (await graphql(PRODUCT_RECORD, { id })).adminProduct
    await graphql(
      'mutation ($input: AdminProductInput!) { saveAdminProduct(input: $input) { price } }',
      { input: { ...current, ...prices } }
    )
  }
  // A sale: a new price, the build's as the struck old one.
  const next = Math.floor(Number(original.price)) - 1234
  try {
    await save({ price: next, oldPrice: Number(original.price) })

    await expect.poll(async () => pagePrice(await served()), { timeout: 5_000 }).toBe(tenge(next))
    const html = await served()
    expect(html).toContain(`<s class="price-block__old">`)
    expect(html).toContain(`"price":"${next}.00"`) // JSON-LD Offer
    expect(html).toContain(`"currentPrice":${next},`) // the page's own answer for its first render
    expect(html).not.toContain(`<span class="price-block__current">${before}</span>`)

    // The browser paints the served price before the product's own query
    // answers (held back here) and adopts the page as served.
    const errors = collectHydrationErrors(page)
    const held: Route[] = []
    let holding = true
    await page.route('**/api/graphql', (route) =>
      holding && route.request().postData()?.includes('FindProductQuery')
        ? void held.push(route)
        : route.fallback()
    )
    await page.goto(PRODUCT_PATH, { waitUntil: 'domcontentloaded' })
    const price = page.locator('.price-block--large .price-block__current')
    await expect(price).toHaveText(tenge(next))
    // Adopted: the cart's button comes alive.
    await expect(page.getByRole('button', { name: 'В корзину' })).toBeEnabled()
    await expect(price).toHaveText(tenge(next))
    await expect(page.getByLabel(/^Скидка \d+%$/)).toBeVisible()
    holding = false
    for (const route of held.splice(0)) await route.continue()
    await page.waitForLoadState('networkidle')
    await expect(price).toHaveText(tenge(next))
    expect(errors).toEqual([])
  } finally {
    await save({ price: Number(original.price), oldPrice: original.oldPrice })
  }
  await expect.poll(async () => pagePrice(await served()), { timeout: 5_000 }).toBe(before)
  await crawler.dispose()
})

/**
 * A route prerendered for many addresses (every product, every news item, in
 * both languages) is one page chunk, and it registers its page once. Redwood
 * 8.9's prerender appended the registration once per address, so the product
 * page's script grew by two lines a product (105 kB for 765 pages), parsed by
 * every visitor (the Yarn patch of @redwoodjs/prerender).
 */
for (const [route, pageName] of [
  [PRODUCT_PATH, 'ProductPage'],
  [`/kk${PRODUCT_PATH}`, 'ProductPage'],
  ['/about/news/1', 'NewsItemPage'],
]) {
  test(`the script of ${route}’s page registers ${pageName} once`, async ({ request }) => {
    const html = await (await request.get(route)).text()
    const chunk = html.match(new RegExp(`src="(/assets/${pageName}-[\\w-]+\\.js)"`))?.[1]
    expect(chunk, `${route} loads its page chunk`).toBeTruthy()
    const script = await (await request.get(chunk as string)).text()
    const registrations = script.split(`__REDWOOD__PRERENDER_PAGES.${pageName}=`).length - 1
    expect(registrations).toBe(1)
  })
}
