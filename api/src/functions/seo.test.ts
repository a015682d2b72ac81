import { mockHttpEvent } from '@redwoodjs/testing/api'

import { db } from 'src/lib/db'
import { forgetSitemap, sitemapRouteParameters, sitemapXml } from 'src/services/seo/seo'

import { handler } from './seo'

const get = (path: string, headers: Record<string, string> = { host: 'localhost:8910' }) =>
  handler(mockHttpEvent({ path, httpMethod: 'GET', headers }))

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])

// The first scenario of a cold test database also pays for loading the whole demo catalogue.
jest.setTimeout(20_000)

describe('seo function', () => {
  beforeEach(() => forgetSitemap())
  afterAll(() => {
    delete process.env.SITE_URL
  })

  scenario('the sitemap lists every public page from the data, and nothing private', async () => {
    const response = await get('/seo/sitemap.xml')
    expect(response.statusCode).toBe(200)
    expect(response.headers['Content-Type']).toBe('application/xml; charset=utf-8')
    const urls = locs(response.body)
    expect(urls).toContain('http://localhost:8910/')
    expect(urls).toContain('http://localhost:8910/about/news')
    // Issue 33: every page's Kazakh twin too, each naming the other (hreflang).
    expect(urls).toContain('http://localhost:8910/kk')
    expect(urls).toContain('http://localhost:8910/kk/about/news')
    expect(urls).toContain('http://localhost:8910/kk/catalog/product/GR-UPS-25-40-180')
    expect(urls.filter((url) => new URL(url).pathname.startsWith('/kk'))).toHaveLength(
      urls.length / 2
    )
    expect(response.body).toContain(
      '<xhtml:link rel="alternate" hreflang="kk" href="http://localhost:8910/kk/about/news"/>'
    )
    expect(urls).toContain('http://localhost:8910/catalog/product/GR-UPS-25-40-180')
    expect(urls).toContain(
      `http://localhost:8910/precatalog/${encodeURIComponent('Насосное оборудование')}`
    )
    // A subcategory's listing, as the catalogue links it (URLSearchParams: spaces as «+»).
    const listing = new URLSearchParams({
      category__name: 'Насосное оборудование',
      subcategory__name: 'Циркуляционные насосы',
    })
    expect(urls).toContain(`http://localhost:8910/catalog/v2?${listing}`.replace('&', '&amp;'))
    // Published news only: not the draft nor the one scheduled for 2099.
    const published = await db.news.findMany({
      where: { slug: { in: ['novyy-sklad-v-atyrau', 'chernovik', 'chernaya-pyatnica-2099'] } },
    })
    const byslug = Object.fromEntries(published.map((n) => [n.slug, n.id]))
    expect(urls).toContain(`http://localhost:8910/about/news/${byslug['novyy-sklad-v-atyrau']}`)
    expect(urls).not.toContain(`http://localhost:8910/about/news/${byslug.chernovik}`)
    expect(urls).not.toContain(
      `http://localhost:8910/about/news/${byslug['chernaya-pyatnica-2099']}`
    )
    // Withdrawn goods are left out.
    const withdrawn = await db.product.findMany({ where: { isActive: false } })
    for (const product of withdrawn) {
      expect(urls).not.toContain(
        `http://localhost:8910/catalog/product/${encodeURIComponent(product.article)}`
      )
    }
    expect(urls.some((url) => /\/(cart|login|personal-account|api)\b/.test(url))).toBe(false)
    expect(new Set(urls).size).toBe(urls.length)
  })

  scenario('prerendering takes the route parameters of exactly the sitemap pages', async () => {
    const articles = await sitemapRouteParameters('/catalog/product/', 'article')
    const active = await db.product.findMany({
      where: { isActive: true },
      select: { article: true },
    })
    expect(articles.map((p) => p.article).sort()).toEqual(active.map((p) => p.article).sort())
    // Decoded for the router, which encodes them again in the page's address.
    const categories = await sitemapRouteParameters('/precatalog/', 'category')
    expect(categories).toContainEqual({ category: 'Насосное оборудование' })
    // «Акции» has no goods of its own: its page lists every section's goods on sale.
    expect(categories).toContainEqual({ category: 'Акции' })
    await db.product.updateMany({ data: { lastPrice: null } })
    forgetSitemap()
    expect(await sitemapRouteParameters('/precatalog/', 'category')).not.toContainEqual({
      category: 'Акции',
    })
    // Callers at the same moment share one computation.
    forgetSitemap()
    const [first, second] = await Promise.all([
      sitemapRouteParameters('/about/news/', 'id'),
      sitemapRouteParameters('/objects/', 'id'),
    ])
    expect(first.length).toBeGreaterThan(0)
    expect(second.length).toBeGreaterThan(0)
    // A prefix of fixed pages and listings with a query give nothing.
    expect(await sitemapRouteParameters('/catalog/v2', 'x')).toEqual([])
  })

  scenario('SITE_URL wins over the request host', async () => {
    process.env.SITE_URL = 'https://akvatoria.kz'
    const robots = await get('/seo/robots.txt')
    expect(robots.statusCode).toBe(200)
    expect(robots.body).toContain('Sitemap: https://akvatoria.kz/sitemap.xml')
    expect(locs((await get('/seo/sitemap.xml')).body)[0]).toBe('https://akvatoria.kz/')
    delete process.env.SITE_URL
  })

  scenario(
    'past the limit the sitemap becomes an index of parts that hold every URL once',
    async () => {
      const whole = locs((await sitemapXml('https://a.kz'))!)
      const index = (await sitemapXml('https://a.kz', undefined, 10))!
      expect(index).toContain('<sitemapindex')
      const parts = locs(index)
      expect(parts).toHaveLength(Math.ceil(whole.length / 10))
      const joined: string[] = []
      for (let n = 1; n <= parts.length; n++)
        joined.push(...locs((await sitemapXml('https://a.kz', n, 10))!))
      expect(joined).toEqual(whole)
      expect(await sitemapXml('https://a.kz', parts.length + 1, 10)).toBeNull()
      expect(await sitemapXml('https://a.kz', 1)).toBeNull()
    }
  )

  scenario('unknown files are 404 and only reading is allowed', async () => {
    expect((await get('/seo/sitemap-1.xml')).statusCode).toBe(404)
    expect((await get('/seo/secrets.txt')).statusCode).toBe(404)
    const post = await handler(mockHttpEvent({ path: '/seo/sitemap.xml', httpMethod: 'POST' }))
    expect(post.statusCode).toBe(405)
  })
})
