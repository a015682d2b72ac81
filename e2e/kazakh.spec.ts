import { expect, test } from '@playwright/test'

import { DEMO_PASSWORD } from './storefront'

/** A product of the demo in stock in both shops (e2e/guestCheckout.spec.ts). */
const IN_STOCK = 'VT-VTC560-N-3'

/**
 * Issue 33: the shop in Kazakh beside Russian. A shopper switches to
 * «Қазақша» on the home page, reads the Kazakh chrome and headings under
 * /kk, goes on to the catalogue in Kazakh and switches back to «Русский» on
 * the same page; the remembered choice decides only where `/` goes.
 */
test('a shopper reads the shop in Kazakh and comes back to Russian on the same page', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  const header = page.getByRole('banner')
  const toKazakh = header.getByRole('link', { name: 'Қазақша' })
  await expect(toKazakh).toHaveAttribute('hreflang', 'kk')
  await expect(toKazakh).toHaveAttribute('href', '/kk')
  await toKazakh.click()

  await expect(page).toHaveURL(/\/kk$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Акватория — су мен жылуға арналған инженерлік жабдық'
  )
  await expect(page).toHaveTitle(/Басты бет/)
  await expect(header.getByRole('link', { name: /Салыстыру/ })).toHaveAttribute(
    'href',
    '/kk/compare'
  )
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Басты бетке' })
  ).toBeVisible()
  // Both twins named for search engines, the canonical one in Kazakh.
  await expect(page.locator('link[rel=alternate][hreflang=ru]')).toHaveAttribute('href', /\/$/)
  await expect(page.locator('link[rel=alternate][hreflang=kk]')).toHaveAttribute('href', /\/kk$/)
  await expect(page.locator('link[rel=alternate][hreflang=x-default]')).toHaveAttribute(
    'href',
    /\/$/
  )
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/kk$/)

  // The catalogue in Kazakh: the home's «Барлық тауарлар» (all products, newest first).
  await page.getByRole('link', { name: 'Барлық тауарлар' }).click()
  await expect(page).toHaveURL(/\/kk\/catalog\/v2\?ordering=-created$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk')

  // Back to Russian: the same page and query.
  await header.getByRole('link', { name: 'Русский' }).click()
  await expect(page).toHaveURL(/\/catalog\/v2\?ordering=-created$/)
  expect(new URL(page.url()).pathname).toBe('/catalog/v2')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await expect(header.getByRole('link', { name: /Сравнение/ })).toHaveAttribute('href', '/compare')
})

test('from the Kazakh home a section, a subsection and a product stay under /kk', async ({
  page,
}) => {
  await page.goto('/kk')
  // A section with subsections, by its Kazakh name (the demo's «Насосное оборудование»).
  const section = page.locator('a.category-tile').filter({ hasText: 'Сорғы жабдықтары' })
  await expect(section).toHaveAttribute('href', /^\/kk\/precatalog\//)
  await section.click()
  await expect(page).toHaveURL(/\/kk\/precatalog\/[^/]+$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk')

  await page.getByRole('list', { name: 'Сорғы жабдықтары' }).getByRole('link').first().click()
  await expect(page).toHaveURL(/\/kk\/catalog\/v2\?category__name=/)
  const product = page.locator('.product-card__name a').first()
  await expect(product).toHaveAttribute('href', /^\/kk\/catalog\/product\//)
  await product.click()
  await expect(page).toHaveURL(/\/kk\/catalog\/product\/[^/]+$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk')
  // The product's trail leads back to Kazakh pages too.
  for (const href of await page
    .locator('.breadcrumbs a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
    expect(href).toMatch(/^\/kk\//)
  // Its schema.org Product names the Kazakh page, as its canonical link does.
  // (Playwright's text filters do not read scripts: parse each one.)
  const productUrl = () =>
    page
      .locator('script[type="application/ld+json"]')
      .evaluateAll(
        (scripts) =>
          scripts
            .map((script) => JSON.parse(script.textContent ?? '{}'))
            .find((data) => data['@type'] === 'Product')?.url
      )
  await expect.poll(productUrl).toBe(page.url())
})

test('the remembered language sends / to /kk and nowhere else; a Kazakh page is served as itself', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await page.getByRole('banner').getByRole('link', { name: 'Қазақша' }).click()
  await expect(page).toHaveURL(/\/kk$/)

  await page.goto('/')
  await expect(page).toHaveURL(/\/kk$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Акватория — су мен жылуға арналған инженерлік жабдық'
  )
  // Any other address keeps its own language.
  await page.goto('/delivery')
  await expect(page).toHaveURL(/\/delivery$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')

  // A Kazakh address opened directly is Kazakh, with or without the cookie.
  await context.clearCookies()
  await page.goto('/kk')
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Акватория — су мен жылуға арналған инженерлік жабдық'
  )
  await page.goto('/')
  await expect(page).toHaveURL(/\/$/)
})

test('the served HTML of a Kazakh page is Kazakh (prerendered): lang, heading, twins', async ({
  request,
}) => {
  const kk = await (await request.get('/kk')).text()
  expect(kk).toMatch(/<html[^>]* lang="kk"/)
  expect(kk).toContain('Акватория — су мен жылуға арналған инженерлік жабдық')
  expect(kk).toMatch(/<link[^>]*rel="canonical"[^>]*href="[^"]*\/kk"/)
  expect(kk).toMatch(/<link[^>]*hreflang="ru"[^>]*href="[^"]*\/"/)
  // The goods and content the page shows were asked in Kazakh while it was prerendered.
  expect(kk).toContain('Сорғы жабдықтары')
  const ru = await (await request.get('/', { headers: { cookie: '' } })).text()
  expect(ru).toMatch(/<html[^>]* lang="ru"/)
  expect(ru).toContain('Акватория — инженерное оборудование для воды и тепла')
  expect(ru).not.toContain('Сорғы жабдықтары')
  // A prerendered section page in Kazakh, and the sitemap naming both twins.
  const delivery = await request.get('/kk/delivery')
  expect(delivery.status()).toBe(200)
  const deliveryHtml = await delivery.text()
  expect(deliveryHtml).toMatch(/<html[^>]* lang="kk"/)
  // The shop's name after the page's own title is Kazakh too.
  expect(deliveryHtml).toMatch(
    /<title[^>]*>[^<]*\| Акватория — сорғы, қазандық және сантехника жабдықтары</
  )
  // A pump's prerendered Kazakh page carries its Kazakh name (the demo's pumps have one).
  const pumps = await request.get(
    `/api/v1/product/?category__name=${encodeURIComponent('Насосное оборудование')}&page_size=1`,
    { headers: { 'accept-language': 'kk' } }
  )
  const pump = (await pumps.json()).results[0]
  expect(pump.name).toMatch(/сорғы/i)
  const pumpPage = await (await request.get(`/kk/catalog/product/${pump.article}`)).text()
  expect(pumpPage).toMatch(/<h1 id="product-title"[^>]*>[^<]*сорғы/i)
  expect(pumpPage).toContain(`>${pump.name}</h1>`)
  // The «О нас» pages' own words are Kazakh too (the news list, its tabs).
  const news = await (await request.get('/kk/about/news')).text()
  expect(news).toMatch(/<h1[^>]*>Жаңалықтар мен акциялар<\/h1>/)
  expect(news).toContain('«Біз туралы» бөлімдері')
  expect(news).not.toContain('Новости и акции')
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toMatch(/<loc>[^<]*\/kk\/delivery<\/loc>/)
  expect(sitemap).toContain('hreflang="kk"')
})

test('objects, production, FAQ and contacts say their own words in Kazakh: served HTML and live page', async ({
  page,
  request,
}) => {
  const served = async (path: string) => {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    return response.text()
  }
  const objects = await served('/kk/objects')
  expect(objects).toMatch(/<h1[^>]*>Нысандар<\/h1>/)
  expect(objects).not.toMatch(/<h1[^>]*>Объекты<\/h1>/)
  const production = await served('/kk/production')
  expect(production).toMatch(/<h1[^>]*>Өндіріс<\/h1>/)
  expect(production).toContain('Кез келген күрделіктегі жабдықты өз өндірісімізде')
  expect(production).not.toContain('Проектируем, изготавливаем')
  expect(await served('/kk/faq')).toMatch(/<h1[^>]*>Сұрақ-жауап<\/h1>/)
  expect(await served('/kk/contacts')).toContain('Бізбен қалай байланысуға болады')

  // In the browser, once the objects' list arrives: its filters and count in Kazakh.
  await page.goto('/kk/objects')
  await expect(
    page
      .getByRole('navigation', { name: 'Нысан түрі' })
      .getByRole('link', { name: 'Барлық нысандар' })
  ).toBeVisible()
  await expect(page.getByText(/^Табылған нысандар: \d+$/)).toBeVisible()
  await expect(page.getByText('Найдено объектов')).toHaveCount(0)
  await page.goto('/kk/service')
  await expect(page.getByRole('button', { name: 'Сервиске өтінім қалдыру' })).toBeVisible()
})

test('certificates, videos and the shops’ addresses in Kazakh; the Russian pages unchanged', async ({
  page,
}) => {
  // Certificates: the Kazakh title and description, unmarked, and a Kazakh sentence on the picture.
  await page.goto('/kk/about/certificate')
  const iso = page.getByRole('heading', { name: 'ISO 9001:2015 сертификаты' })
  await expect(iso).toBeVisible()
  await expect(iso).not.toHaveAttribute('lang', 'ru')
  await expect(
    page.getByText('Инженерлік жабдықты өндіру мен монтаждаудың сапа менеджменті жүйесі.')
  ).toBeVisible()
  await expect(
    page.getByRole('link', { name: 'ISO 9001:2015 сертификаты — суретті ашу' })
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Сертификат ISO 9001:2015' })).toHaveCount(0)
  await page.goto('/about/certificate')
  await expect(page.getByRole('heading', { name: 'Сертификат ISO 9001:2015' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'ISO 9001:2015 сертификаты' })).toHaveCount(0)

  // Videos: the channel's titles in Kazakh.
  await page.goto('/kk/about-us-events')
  await expect(page.getByRole('link', { name: /^«Акватория» өндірісіне экскурсия/ })).toBeVisible()

  // Contacts: the editors' text names the shops at their Kazakh addresses.
  await page.goto('/kk/contacts')
  await expect(page.getByText(/Атырау қ\., Сәтбаев к-сі, 17/)).toBeVisible()

  // A product's availability names each shop at its Kazakh address, unmarked; Russian on /.
  await page.goto(`/kk/catalog/product/${IN_STOCK}`)
  const shops = page.getByRole('region', { name: 'Дүкендердегі қалдық' })
  const atyrau = shops.getByText('Атырау қ., Сәтбаев к-сі, 17')
  await expect(atyrau).toBeVisible()
  await expect(atyrau).not.toHaveAttribute('lang', 'ru')
  await expect(shops.getByText('Ақтөбе қ., Әбілқайыр хан даңғылы, 62')).toBeVisible()
  await page.goto(`/catalog/product/${IN_STOCK}`)
  await expect(page.getByText('г. Атырау, ул. Сатпаева, 17')).toBeVisible()
  await expect(page.getByText('Атырау қ., Сәтбаев к-сі, 17')).toHaveCount(0)
})

test('an address with nothing behind it under /kk: HTTP 404 and the Kazakh not-found page', async ({
  page,
}) => {
  const response = await page.goto('/kk/no-such-page')
  expect(response?.status()).toBe(404)
  expect(await response?.text()).toContain('Бет табылмады')
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Бет табылмады')
  await expect(page.getByRole('link', { name: 'Каталогқа' })).toHaveAttribute(
    'href',
    '/kk/precatalog'
  )
})

test('a news item without Kazakh text is shown in Russian on its Kazakh page, marked lang="ru"', async ({
  page,
  request,
}) => {
  // The demo's news all have Kazakh texts: an editor adds one written only in Russian.
  const ORIGIN = { origin: 'http://localhost:8910' }
  const login = await request.post('/api/v1/auth/login/', {
    data: { email: 'editor@akvatoria.kz', password: DEMO_PASSWORD },
    headers: ORIGIN,
  })
  expect(login.status()).toBe(200)
  const graphql = async (query: string, variables: Record<string, unknown>) => {
    const body = await (
      await request.post('/api/graphql', { data: { query, variables }, headers: ORIGIN })
    ).json()
    expect(body.errors).toBeUndefined()
    return body.data
  }
  const TITLE = 'Новость только на русском языке'
  const { saveContent: created } = await graphql(
    'mutation ($values: JSON!) { saveContent(kind: "news", values: $values) { id version } }',
    {
      values: {
        title: TITLE,
        slug: `tolko-na-russkom-${Date.now()}`,
        summary: 'Казахский текст ещё не написан.',
        publishedAt: '2025-12-31 10:00',
        body: 'Редактор пока написал эту новость только по-русски.',
      },
    }
  )
  try {
    const response = await page.goto(`/kk/about/news/${created.id}`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk')
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toHaveAttribute('lang', 'ru')
    await expect(page.locator('.news-article .rich-text')).toHaveAttribute('lang', 'ru')
    await expect(page.locator('.news-article .rich-text')).toContainText('только по-русски')
    // The page's own words stay Kazakh and unmarked.
    await expect(page.getByRole('link', { name: /Барлық жаңалықтар/ })).not.toHaveAttribute('lang')
    // A Kazakh item (the demo's) carries no mark.
    await page.goto('/kk/about/news/1')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Атыраудағы жаңа қойма/)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang')
  } finally {
    await graphql(
      'mutation ($id: String!, $version: String!) { setContentVisibility(kind: "news", id: $id, version: $version, visible: false) { id } }',
      { id: created.id, version: created.version }
    )
  }
})
