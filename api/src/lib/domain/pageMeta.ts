/**
 * What a page tells search engines and link previews: the description cut
 * from an editor's text, the canonical address and a product's JSON-LD.
 * Shared by the web pages (Metadata) and the api.
 */

import { isPriced } from './money'

/** Search engines show about 160 characters of a description. */
export const DESCRIPTION_LIMIT = 160

/**
 * An editor's text (paragraphs, «- » / «1. » list lines, «## » headings,
 * **bold**, [links](…)) as one plain line
 * of at most `limit` characters, cut at a word with «…».
 */
export function metaDescription(text: string, limit = DESCRIPTION_LIMIT): string {
  const plain = text
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/\[([^\]]+)\]\([^)\s]+\)/g, '$1')
    .replace(/^\s*(?:[-•*]|\d+[.)]|#{1,6})\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim()
  const chars = Array.from(plain)
  if (chars.length <= limit) return plain
  const cut = chars.slice(0, limit - 1).join('')
  const atWord = cut.replace(/\s+\S*$/, '')
  // A single very long word is cut where it is rather than dropped.
  return `${(atWord.length > limit / 2 ? atWord : cut).replace(/[\s,;:.–—-]+$/, '')}…`
}

/**
 * Query parameters that make a different page of content, by path; everything
 * else (filters by price or characteristic, ordering, view style, UTM tags)
 * shows the same content and folds into the canonical address, as robots.txt's
 * Clean-param tells crawlers.
 */
export const CANONICAL_PARAMS: Record<string, readonly string[]> = {
  '/catalog/v2': ['category__name', 'subcategory__name', 'page'],
  '/about/news': ['page'],
  '/objects': ['type', 'page'],
}

/** The canonical form of a site address: no trailing slash, only content-changing parameters. */
export function canonicalPath(pathname: string, search = ''): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : '/'
  const kept = CANONICAL_PARAMS[path] ?? []
  const params = new URLSearchParams(search)
  const query = new URLSearchParams()
  for (const name of kept) {
    const value = params.get(name)?.trim()
    // Page 1 is the plain address.
    if (!value || (name === 'page' && value === '1')) continue
    query.set(name, value)
  }
  const text = query.toString()
  return text ? `${path}?${text}` : path
}

/** A site-relative path (or an absolute URL, kept) against the public origin. */
export const absoluteUrl = (origin: string, path: string) =>
  /^https?:\/\//.test(path)
    ? path
    : `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`

export interface ProductForJsonLd {
  article: string
  name: string
  description?: string | null
  currentPrice?: number | null
  images: { file: string }[]
  brand?: { name: string } | null
  /** Any shop has it. */
  inStock: boolean
}

/**
 * schema.org Product with its Offer in tenge (issue «content and reach»). A
 * price on request has no Offer: search engines must not show 0 ₸.
 */
export function productJsonLd(product: ProductForJsonLd, origin: string, path: string) {
  const url = absoluteUrl(origin, path)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.article,
    url,
    ...(product.description ? { description: metaDescription(product.description, 5000) } : {}),
    ...(product.images.length
      ? { image: product.images.map((image) => absoluteUrl(origin, image.file)) }
      : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(isPriced(product.currentPrice)
      ? {
          offers: {
            '@type': 'Offer',
            url,
            priceCurrency: 'KZT',
            price: Number(product.currentPrice).toFixed(2),
            availability: product.inStock
              ? 'https://schema.org/InStock'
              : 'https://schema.org/OutOfStock',
            itemCondition: 'https://schema.org/NewCondition',
          },
        }
      : {}),
  }
}

/** One step of a page's trail: what the shopper reads and where it leads. */
export interface TrailStep {
  name: string
  path: string
}

/**
 * schema.org BreadcrumbList of the trail the page shows, ending at the page
 * itself, so search results show «Каталог › Раздел › Подраздел» instead of
 * the bare address.
 */
export function breadcrumbJsonLd(trail: TrailStep[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(origin, step.path),
    })),
  }
}

/** JSON for a <script type="application/ld+json">: «<» escaped so no text can close the tag. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c')
