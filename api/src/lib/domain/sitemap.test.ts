import {
  kazakhPath,
  renderRobotsTxt,
  renderSitemapIndex,
  renderUrlset,
  sitemapFileCount,
  xmlEscape,
} from './sitemap'

describe('sitemap rules', () => {
  it('needs one file per 50 000 URLs, and one even for none', () => {
    expect(sitemapFileCount(0)).toBe(1)
    expect(sitemapFileCount(50_000)).toBe(1)
    expect(sitemapFileCount(50_001)).toBe(2)
    expect(sitemapFileCount(7, 3)).toBe(3)
  })

  it('escapes what XML would misread', () => {
    expect(xmlEscape(`/catalog/v2?a=1&b="x"<'y'>`)).toBe(
      '/catalog/v2?a=1&amp;b=&quot;x&quot;&lt;&apos;y&apos;&gt;'
    )
  })

  it('renders a URL set with day-precision lastmod', () => {
    const xml = renderUrlset('https://akvatoria.kz', [
      { path: '/' },
      {
        path: '/catalog/v2?category__name=A&subcategory__name=B',
        lastmod: new Date('2026-11-20T23:30:00Z'),
      },
    ])
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'
    )
    const home =
      '<xhtml:link rel="alternate" hreflang="ru" href="https://akvatoria.kz/"/>' +
      '<xhtml:link rel="alternate" hreflang="kk" href="https://akvatoria.kz/kk"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://akvatoria.kz/"/></url>'
    expect(xml).toContain(`<url><loc>https://akvatoria.kz/</loc>${home}`)
    expect(xml).toContain(`<url><loc>https://akvatoria.kz/kk</loc>${home}`)
    const listing = 'catalog/v2?category__name=A&amp;subcategory__name=B'
    expect(xml).toContain(
      `<url><loc>https://akvatoria.kz/${listing}</loc><lastmod>2026-11-20</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="ru" href="https://akvatoria.kz/${listing}"/>` +
        `<xhtml:link rel="alternate" hreflang="kk" href="https://akvatoria.kz/kk/${listing}"/>`
    )
    expect(xml).toContain(
      `<url><loc>https://akvatoria.kz/kk/${listing}</loc><lastmod>2026-11-20</lastmod>`
    )
    expect(xml.match(/<url>/g)).toHaveLength(4)
  })

  it('names the Kazakh twin of a page under /kk (issue 33)', () => {
    expect(kazakhPath('/')).toBe('/kk')
    expect(kazakhPath('/about/news/7')).toBe('/kk/about/news/7')
    expect(kazakhPath('/catalog/v2?page=2')).toBe('/kk/catalog/v2?page=2')
  })

  it('renders an index of numbered parts', () => {
    const xml = renderSitemapIndex('https://akvatoria.kz', 2)
    expect(xml.match(/<sitemap>/g)).toHaveLength(2)
    expect(xml).toContain('<loc>https://akvatoria.kz/sitemap-2.xml</loc>')
  })

  it('robots: private screens closed, filters and campaign tags folded, the sitemap named', () => {
    const robots = renderRobotsTxt('https://akvatoria.kz')
    expect(robots).toMatch(/^User-agent: \*$/m)
    for (const path of ['/api/', '/cart', '/checkout', '/personal-account', '/login']) {
      expect(robots).toContain(`Disallow: ${path}\n`)
    }
    expect(robots).not.toMatch(/Disallow: \/catalog\/v2/)
    expect(robots).toMatch(
      /^Clean-param: brand__name&current_price__gte&.*&ordering&page_size&style \/catalog\/$/m
    )
    expect(robots).toMatch(
      /^Clean-param: utm_source&utm_medium&utm_campaign&utm_content&utm_term&gclid&yclid$/m
    )
    expect(robots).toMatch(/^Sitemap: https:\/\/akvatoria\.kz\/sitemap\.xml$/m)
  })
})
