import { expect, test } from '@playwright/test'

/**
 * Search engines and sharing (issue «content and reach»): every URL of the
 * sitemap answers 200 with the page's own HTML, product pages carry valid
 * schema.org Product JSON-LD in the served (prerendered) HTML, and the
 * canonical address folds filters and tracking tags.
 */
const IN_STOCK = 'VT-VTC560-N-3'

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'))

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) =>
    JSON.parse(m[1])
  )

test('robots.txt points to the sitemap and folds filter and campaign parameters', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m)
  expect(robots).toMatch(/^Clean-param: .*utm_source/m)
  expect(robots).toMatch(/^Disallow: \/personal-account/m)
})

test('every sitemap URL answers 200 with a page', async ({ request }) => {
  test.setTimeout(120_000)
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  const urls = locs(await sitemap.text())
  expect(urls.length).toBeGreaterThan(400)
  const failures: string[] = []
  // A few at a time: the served build answers them like a crawler would ask.
  for (let start = 0; start < urls.length; start += 8) {
    await Promise.all(
      urls.slice(start, start + 8).map(async (url) => {
        const path = new URL(url).pathname + new URL(url).search
        const response = await request.get(path)
        const body = await response.text()
        if (response.status() !== 200 || !body.includes('id="redwood-app"')) {
          failures.push(`${response.status()} ${path}`)
        }
      })
    )
  }
  expect(failures).toEqual([])
})

test('a product page is served prerendered with its Product JSON-LD in tenge', async ({
  request,
  page,
}) => {
  const response = await request.get(`/catalog/product/${IN_STOCK}`)
  const html = await response.text()
  // The HTML itself carries the content, for crawlers that do not run scripts.
  expect(html).toContain('Коллектор распределительный Valtec')
  const [data, trail, ...others] = jsonLdOf(html)
  expect(others).toEqual([])
  expect(data['@context']).toBe('https://schema.org')
  expect(data['@type']).toBe('Product')
  expect(data.sku).toBe(IN_STOCK)
  expect(data.name).toMatch(/^Коллектор распределительный Valtec/)
  expect(new URL(data.url).pathname).toBe(`/catalog/product/${IN_STOCK}`)
  for (const image of data.image) expect(image).toMatch(/^https?:\/\//)
  expect(data.brand).toEqual({ '@type': 'Brand', name: 'Valtec' })
  expect(data.offers).toMatchObject({
    '@type': 'Offer',
    priceCurrency: 'KZT',
    availability: 'https://schema.org/InStock',
  })
  expect(data.offers.price).toMatch(/^\d+\.\d{2}$/)
  // The breadcrumbs the page shows, ending at the product itself.
  expect(trail['@type']).toBe('BreadcrumbList')
  expect(trail.itemListElement.map((step: { name: string }) => step.name)).toEqual([
    'Каталог',
    'Инженерная сантехника',
    'Коллекторы',
    data.name,
  ])
  expect(trail.itemListElement.at(-1).item).toBe(data.url)

  // In the browser the page shows the same price, and the head has its two JSON-LD and one canonical.
  await page.goto(`/catalog/product/${IN_STOCK}?utm_source=newsletter`)
  const shown = Number(data.offers.price).toLocaleString('ru-RU').replace(/\s/g, ' ')
  await expect(page.getByText(`${shown} ₸`).first()).toBeVisible()
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(2)
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
  expect(
    new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname
  ).toBe(`/catalog/product/${IN_STOCK}`)
})

test('a filtered catalogue view names its section listing as canonical', async ({ page }) => {
  const section = 'Насосное оборудование'
  await page.goto(
    `/catalog/v2?${new URLSearchParams({ category__name: section, ordering: '-current_price', utm_campaign: 'x' })}`
  )
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!)
  expect(canonical.pathname).toBe('/catalog/v2')
  expect([...canonical.searchParams]).toEqual([['category__name', section]])
})
