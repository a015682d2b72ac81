import { expect, test } from '@playwright/test'

test.describe('home page', () => {
  test('shows the catalogue sections loaded from the database', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveTitle(/Главная/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Акватория')

    const catalog = page.getByRole('region', { name: 'Каталог' })
    // The sections an editor put on the home page (GET /category/on_main/).
    for (const name of ['Акции', 'Сантехника', 'Насосное оборудование']) {
      await expect(catalog.getByRole('link', { name, exact: true })).toBeVisible()
    }
    // Every tile's picture actually loads (media served through /api/media/).
    const images = catalog.locator('img')
    await expect(images.first()).toBeVisible()
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded()
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0)
    }
    await expect(catalog.getByRole('link', { name: 'Насосное оборудование' })).toHaveAttribute(
      'href',
      `/precatalog/${encodeURIComponent('Насосное оборудование')}`
    )
    await expect(catalog.getByRole('link', { name: 'Весь каталог' })).toHaveAttribute(
      'href',
      '/precatalog'
    )
  })

  test('«Акции» leads to the subcategories of the goods on sale, each listing only them', async ({
    page,
  }) => {
    await page.goto('/')
    await page
      .getByRole('region', { name: 'Каталог' })
      .getByRole('link', { name: 'Акции', exact: true })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Акции')
    // Its own subcategories are none: those of every section's discounted goods.
    const first = page.getByRole('list', { name: 'Акции' }).getByRole('link').first()
    await expect(first).toBeVisible()
    await expect(page.getByText('В этом разделе пока нет подразделов.')).toHaveCount(0)
    const name = (await first.textContent())!.trim()
    await first.click()
    await expect(page).toHaveURL(/category__name=%D0%90%D0%BA%D1%86%D0%B8%D0%B8/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    const cards = page.getByRole('article')
    await expect(cards.first()).toBeVisible()
    for (const card of await cards.all()) {
      await expect(card.getByText(/^Старая цена:/)).toHaveCount(1)
    }
  })

  test('shows the carousel, new products, brands, objects and news from the database', async ({
    page,
  }) => {
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Главные предложения' })
    await expect(carousel.getByRole('link').first()).toBeVisible()
    await carousel.getByRole('button', { name: 'Следующий слайд' }).click()
    await expect(carousel.getByText(/^2 \/ \d+$/)).toBeVisible()
    const fresh = page.getByRole('region', { name: 'Новинки' })
    await expect(fresh.getByRole('article').first()).toBeVisible()
    await expect(fresh.getByText(/₸/).first()).toBeVisible()
    for (const region of ['Бренды', 'Наши объекты', 'Новости и акции', 'Спецпредложения']) {
      await expect(
        page.getByRole('region', { name: region }).getByRole('link').first()
      ).toBeVisible()
    }
    // Pictures below the first screen are lazy but load once scrolled to.
    const logo = page.getByRole('region', { name: 'Бренды' }).locator('img').first()
    await logo.scrollIntoViewIfNeeded()
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
  })

  test('the carousel fetches the slides after the first only once the shopper reaches for it', async ({
    page,
    browser,
  }) => {
    const fetched: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'image') fetched.push(new URL(request.url()).pathname)
    })
    // The pointer away from the carousel: a pointer resting over it rightly loads it.
    await page.mouse.move(0, 0)
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Главные предложения' })
    const pictures = carousel.locator('img')
    const loaded = (index: number) =>
      pictures.nth(index).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)
    await expect.poll(() => loaded(0)).toBeGreaterThan(0)
    // The browser did lazy-load what is near the first screen: the catalogue's first tile…
    const tile = page.getByRole('region', { name: 'Каталог' }).locator('img').first()
    const tileSource = await tile.evaluate((img: HTMLImageElement) => new URL(img.src).pathname)
    await expect.poll(() => fetched.includes(tileSource)).toBe(true)
    await page.waitForLoadState('load')
    // Chromium once fetched a hidden lazy picture a while after the load event (HeroCarousel.tsx).
    await page.waitForTimeout(1_000)
    const beforeReaching = [...fetched]

    await carousel.getByRole('button', { name: 'Следующий слайд' }).click()
    await expect(carousel.getByText(/^2 \/ \d+$/)).toBeVisible()
    const sources = await pictures.evaluateAll((images) =>
      images.map((image) => new URL((image as HTMLImageElement).src).pathname)
    )
    expect(sources.length).toBeGreaterThan(1)
    // …but not the slides beside the first, which are just as near.
    expect(beforeReaching).toContain(sources[0])
    for (const later of sources.slice(1)) expect(beforeReaching).not.toContain(later)
    await expect.poll(() => loaded(1)).toBeGreaterThan(0)
    await expect(pictures.nth(1)).toBeInViewport()

    // A browser without scripts shows every slide's picture from the start.
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false })
    const plain = await withoutScripts.newPage()
    await plain.goto('/')
    await expect(
      plain.getByRole('region', { name: 'Главные предложения' }).locator('img')
    ).toHaveCount(sources.length)
    await withoutScripts.close()
  })

  test('unknown routes answer with the 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена')
  })
})

test.describe('REST API on the web origin', () => {
  test('GET /api/v1/category/ answers the DRF envelope', async ({ request }) => {
    const response = await request.get('/api/v1/category/?page_size=3')
    expect(response.status()).toBe(200)
    const body = await response.json()
    expect(body.count).toBeGreaterThanOrEqual(7)
    expect(body.results).toHaveLength(3)
    expect(body.results[0]).toMatchObject({ name: 'Акции', kind: 'promo' })
    expect(body.next).toContain('page=2')
  })

  test('GraphQL answers the same sections', async ({ request }) => {
    const response = await request.post('/api/graphql', {
      data: { query: '{ categories(pageSize: 100) { count results { name } } }' },
    })
    const { data } = await response.json()
    const rest = await (await request.get('/api/v1/category/?page_size=100')).json()
    expect(data.categories.count).toBe(rest.count)
    expect(data.categories.results.map((c: { name: string }) => c.name)).toEqual(
      rest.results.map((c: { name: string }) => c.name)
    )
  })

  test('GraphQL shows typed errors with the same Russian messages as REST', async ({ request }) => {
    const graphql = await request.post('/api/graphql', {
      data: { query: '{ products(ordering: "rating") { count } }' },
    })
    const { errors } = await graphql.json()
    expect(errors[0].message).toContain('Недопустимое значение сортировки «rating»')

    const rest = await request.get('/api/v1/product/?ordering=rating')
    expect(rest.status()).toBe(400)
    expect((await rest.json()).ordering[0]).toBe(errors[0].message)
  })

  test('GraphQL and REST find the same goods for a wrong-layout search', async ({ request }) => {
    const graphql = await request.post('/api/graphql', {
      data: { query: '{ catalogSearchResults(query: "yfcjc") { products { article } } }' },
    })
    const { data } = await graphql.json()
    const rest = await (await request.get('/api/v1/catalog/search/?query=yfcjc')).json()
    expect(data.catalogSearchResults.products.length).toBeGreaterThan(0)
    expect(data.catalogSearchResults.products.map((p: { article: string }) => p.article)).toEqual(
      rest.product.map((p: { article: string }) => p.article)
    )
  })
})
