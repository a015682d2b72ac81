/**
 * sitemap.xml and robots.txt (issue «Storefront, content and reach»): pure
 * rendering, so the rules (50 000 URLs per file, escaping, which addresses
 * robots skip) are tested without a database or a server.
 */

import { pageCount } from './pageCount'

/** The sitemaps protocol's limit of URLs in one file. */
export const SITEMAP_URL_LIMIT = 50_000

export interface SitemapEntry {
  /** A path of the site, e.g. `/catalog/product/VT-VTC560-N-3`, already percent-encoded. */
  path: string
  lastmod?: Date | null
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

export const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c])

/** How many sitemap files `count` URLs need (at least one, even for none). */
export const sitemapFileCount = (count: number, limit = SITEMAP_URL_LIMIT) =>
  pageCount(count, limit)

const day = (date: Date) => date.toISOString().slice(0, 10)

/**
 * The Kazakh twin of a public page (issue 33): the same page under /kk
 * (web/src/lib/i18n/locales.ts localePath).
 */
export const kazakhPath = (path: string) =>
  path === '/' ? '/kk' : path.startsWith('/?') ? `/kk${path.slice(1)}` : `/kk${path}`

/** Every page in both languages: one `<url>` each, both naming the pair as hreflang alternates. */
export const URLS_PER_ENTRY = 2

export function renderUrlset(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const ru = xmlEscape(origin + entry.path)
    const kk = xmlEscape(origin + kazakhPath(entry.path))
    const rest =
      (entry.lastmod ? `<lastmod>${day(entry.lastmod)}</lastmod>` : '') +
      `<xhtml:link rel="alternate" hreflang="ru" href="${ru}"/>` +
      `<xhtml:link rel="alternate" hreflang="kk" href="${kk}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ru}"/>` +
      `</url>`
    return [`  <url><loc>${ru}</loc>${rest}`, `  <url><loc>${kk}</loc>${rest}`]
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** `/sitemap-1.xml` … for a catalogue past the limit. */
export const sitemapPartPath = (n: number) => `/sitemap-${n}.xml`

export function renderSitemapIndex(origin: string, files: number, lastmod?: Date): string {
  const parts = Array.from(
    { length: files },
    (_, i) =>
      `  <sitemap><loc>${xmlEscape(origin + sitemapPartPath(i + 1))}</loc>` +
      (lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : '') +
      `</sitemap>`
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts,
    '</sitemapindex>',
    '',
  ].join('\n')
}

/** Screens with nothing to index: a shopper's own, forms, the API (the Russian addresses). */
const PRIVATE_PATHS = [
  '/api/',
  '/cart',
  '/checkout',
  '/order',
  '/compare',
  '/personal-account',
  '/my-orders',
  '/login',
  '/registration',
  '/recovery',
  '/new-password',
  '/email-confirm',
  '/catalog/reload',
  '/catalog/search',
]

/** The private screens in both languages (their Kazakh twins under /kk, issue 33). */
export const ROBOTS_DISALLOW = [
  ...PRIVATE_PATHS,
  ...PRIVATE_PATHS.filter((path) => path !== '/api/').map(kazakhPath),
]

/**
 * Query parameters that only narrow or reorder a listing, or track a
 * campaign: Yandex's Clean-param folds those addresses into one.
 */
export const CLEAN_PARAMS = {
  filters: [
    'brand__name',
    'current_price__gte',
    'current_price__lte',
    'characteristic__weight__gte',
    'characteristic__weight__lte',
    'characteristic__length__gte',
    'characteristic__length__lte',
    'ordering',
    'page_size',
    'style',
  ],
  tracking: [
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'utm_content',
    'utm_term',
    'gclid',
    'yclid',
  ],
} as const

export function renderRobotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    `Clean-param: ${CLEAN_PARAMS.filters.join('&')} /catalog/`,
    `Clean-param: ${CLEAN_PARAMS.filters.join('&')} /kk/catalog/`,
    `Clean-param: ${CLEAN_PARAMS.tracking.join('&')}`,
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
