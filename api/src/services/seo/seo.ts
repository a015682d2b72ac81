import { registerCatalogCache } from 'src/lib/catalogCaches'
import { db } from 'src/lib/db'
import {
  renderSitemapIndex,
  renderUrlset,
  sitemapFileCount,
  SITEMAP_URL_LIMIT,
  URLS_PER_ENTRY,
  type SitemapEntry,
} from 'src/lib/domain/sitemap'
import { published } from 'src/lib/newsVisibility'
import { TtlCache } from 'src/lib/ttlCache'
import { anyDiscountedGoods, RETAIL_VIEW } from 'src/modules/pricing'

/**
 * Public pages worth indexing, from the data (issue «Storefront, content and
 * reach»). Paths match web/src/lib/links.ts; the web server answers
 * /sitemap.xml and /robots.txt from here.
 */
const STATIC_PATHS = [
  '/',
  '/precatalog',
  '/catalog/v2',
  '/about/about-us',
  '/about-us-events',
  '/about/news',
  '/about/certificate',
  '/about/partners',
  '/objects',
  '/production',
  '/service',
  '/delivery',
  '/contacts',
  '/faq',
  '/policy',
]

const enc = encodeURIComponent

/** Recomputed at most every 10 minutes per api process: crawlers ask often. */
export const SITEMAP_TTL_MS = 10 * 60_000
const cache = new TtlCache<SitemapEntry[]>(SITEMAP_TTL_MS, 1)

/** The list being computed: callers at the same moment share one set of queries. */
let pending: Promise<SitemapEntry[]> | null = null

export function sitemapEntries(): Promise<SitemapEntry[]> {
  const cached = cache.get('all')
  if (cached) return Promise.resolve(cached)
  // Crawlers ask in bursts, and Redwood's prerender asks once per route, all at
  // once, then closes the database after the first answer.
  pending ??= loadSitemapEntries().finally(() => {
    pending = null
  })
  return pending
}

/**
 * The sections a shopper can browse: a regular one with active goods of its
 * own, a promo one («Акции») while any good is on sale in the shop's retail
 * prices (the sitemap and the prerender are every guest's).
 */
async function sectionsWithGoods() {
  const [sections, onSale] = await Promise.all([
    db.category.findMany({
      where: { OR: [{ products: { some: { isActive: true } } }, { kind: 'promo' }] },
      select: { name: true, kind: true, updatedAt: true },
      orderBy: [{ position: 'asc' }, { name: 'asc' }],
    }),
    anyDiscountedGoods(RETAIL_VIEW),
  ])
  return sections.filter((section) => section.kind !== 'promo' || onSale)
}

async function loadSitemapEntries(): Promise<SitemapEntry[]> {
  const activeProducts = { isActive: true }
  const [categories, subcategories, brands, production, projects, news, products] =
    await Promise.all([
      sectionsWithGoods(),
      db.subcategory.findMany({
        where: { products: { some: activeProducts } },
        select: { name: true, category: { select: { name: true } } },
        orderBy: [{ position: 'asc' }, { name: 'asc' }],
      }),
      db.brand.findMany({
        where: { products: { some: activeProducts } },
        select: { id: true },
        orderBy: { id: 'asc' },
      }),
      db.productionPage.findMany({ select: { slug: true }, orderBy: { position: 'asc' } }),
      db.project.findMany({
        where: { isActive: true },
        select: { id: true },
        orderBy: [{ position: 'asc' }, { id: 'asc' }],
      }),
      db.news.findMany({
        where: published(new Date()),
        select: { id: true, updatedAt: true },
        orderBy: { publishedAt: 'desc' },
      }),
      db.product.findMany({
        where: activeProducts,
        select: { article: true, updatedAt: true },
        orderBy: { id: 'asc' },
      }),
    ])
  const entries: SitemapEntry[] = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...categories.map((c) => ({ path: `/precatalog/${enc(c.name)}`, lastmod: c.updatedAt })),
    ...subcategories.map((s) => ({
      path: `/catalog/v2?${new URLSearchParams({
        category__name: s.category.name,
        subcategory__name: s.name,
      })}`,
    })),
    ...brands.map((b) => ({ path: `/about/partners/${b.id}` })),
    ...production.map((p) => ({ path: `/production/${enc(p.slug)}` })),
    ...projects.map((p) => ({ path: `/objects/${p.id}` })),
    ...news.map((n) => ({ path: `/about/news/${n.id}`, lastmod: n.updatedAt })),
    ...products.map((p) => ({ path: `/catalog/product/${enc(p.article)}`, lastmod: p.updatedAt })),
  ]
  cache.set('all', entries)
  return entries
}

/**
 * The values of one route parameter over the sitemap's pages under `prefix`
 * (e.g. '/catalog/product/' → every active article): the web side's prerender
 * route hooks use it, so exactly the pages offered to crawlers are prerendered.
 */
export async function sitemapRouteParameters(
  prefix: string,
  name: string
): Promise<Record<string, string>[]> {
  const entries = await sitemapEntries()
  return entries
    .filter((entry) => entry.path.startsWith(prefix) && !entry.path.includes('?'))
    .map((entry) => entry.path.slice(prefix.length))
    .filter((rest) => rest && !rest.includes('/'))
    .map((rest) => ({ [name]: decodeURIComponent(rest) }))
}

/** Forget the cached list (tests; an import script after it changed the catalogue). */
export const forgetSitemap = () => cache.clear()
registerCatalogCache(forgetSitemap)

/**
 * /sitemap.xml: the URL set itself, or past 50 000 URLs an index of
 * /sitemap-N.xml parts. `part` asks for one part; null when it does not exist.
 */
export async function sitemapXml(
  origin: string,
  part?: number,
  limit = SITEMAP_URL_LIMIT
): Promise<string | null> {
  const entries = await sitemapEntries()
  // Each page is listed in Russian and in Kazakh, side by side in one file.
  const perFile = Math.max(1, Math.floor(limit / URLS_PER_ENTRY))
  const files = sitemapFileCount(entries.length, perFile)
  if (part === undefined) {
    return files === 1 ? renderUrlset(origin, entries) : renderSitemapIndex(origin, files)
  }
  if (!Number.isInteger(part) || part < 1 || part > files || files === 1) return null
  return renderUrlset(origin, entries.slice((part - 1) * perFile, part * perFile))
}
