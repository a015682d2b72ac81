import { checkoutLinesParam } from './checkoutLines'

/**
 * Addresses of shop screens (SPEC §2 "Search" result targets). One place, so
 * that header, search, tiles and sitemap link alike.
 */
export const categoryPath = (categoryName: string) =>
  `/precatalog/${encodeURIComponent(categoryName)}`

export const productPath = (article: string) => `/catalog/product/${encodeURIComponent(article)}`

/** /catalog/v2 with the old API's query names (a link reproduces the view). */
export const catalogPath = (params: Record<string, string> = {}) => {
  const query = new URLSearchParams(params).toString()
  return query ? `/catalog/v2?${query}` : '/catalog/v2'
}

/**
 * The trail of a product page: catalogue, section, subsection (the catalogue
 * filtered to it), the product. Drawn as breadcrumbs and told to search
 * engines as BreadcrumbList, from this one list.
 */
export function productTrail(product: {
  name: string
  article: string
  category: { name: string }
  subcategory?: { name: string } | null
}) {
  return [
    { name: 'Каталог', path: PATHS.precatalog },
    { name: product.category.name, path: categoryPath(product.category.name) },
    ...(product.subcategory
      ? [
          {
            name: product.subcategory.name,
            path: catalogPath({
              category__name: product.category.name,
              subcategory__name: product.subcategory.name,
            }),
          },
        ]
      : []),
    { name: product.name, path: productPath(product.article) },
  ]
}

/** SPEC §2 personal account tabs. */
export type AccountTab =
  | 'userinfo'
  | 'changepassword'
  | 'currentorders'
  | 'draftorders'
  | 'historyorders'
  | 'favorites'
  | 'stockalerts'
  | 'notifications'
  | 'faq'

export const accountPath = (tab: AccountTab) => `/personal-account?tab=${tab}`

/** A draft or an order of the logged-in shopper (SPEC §2 /order). */
export const orderPath = (id: number) => `/order?id=${id}`

/** An order's «Счёт на оплату» as a PDF (REST, with the session cookie; issue 20). */
/** A guest's order by the key of its page (issue 30 §1): their letters link here too. */
export const guestOrderPath = (key: string) => `/my-orders?token=${encodeURIComponent(key)}`

export const invoicePath = (id: number) => `/api/v1/order/${id}/invoice/`

/** Placing a draft: shop and comment (SPEC §2 /checkout). */
export const checkoutPath = (id: number) => `/checkout?id=${id}`

/** The one-page checkout of the cart: the chosen lines, or (null) the whole cart. */
export const cartCheckoutPath = (articles: readonly string[] | null) =>
  articles ? `/checkout?lines=${checkoutLinesParam(articles)}` : '/checkout'

/** Content pages of SPEC §2 with an id (numeric ids; the API also takes slugs where noted). */
export const newsPath = (id: number) => `/about/news/${id}`
export const objectPath = (id: number) => `/objects/${id}`
/**
 * The objects list (SPEC §2 /objects, /objects/location/{location}): the city
 * in the path, the object type (slug) and page number in the query; page 1 is
 * left out, so each view has one address.
 */
export const objectsPath = ({
  type,
  location,
  page,
}: { type?: string | null; location?: string | null; page?: number | null } = {}) => {
  const query = new URLSearchParams()
  if (type) query.set('type', type)
  if (page && page > 1) query.set('page', String(page))
  const base = location ? `/objects/location/${encodeURIComponent(location)}` : '/objects'
  const search = query.toString()
  return search ? `${base}?${search}` : base
}
export const partnerPath = (id: number) => `/about/partners/${id}`
/** A page of the news list (SPEC §2 /about/news); page 1 is the plain address, its canonical form. */
export const newsListPath = (page = 1) => (page > 1 ? `/about/news?page=${page}` : '/about/news')
/** The catalogue filtered by one brand (SPEC §2 search target /catalog/v2?brand__name=…). */
export const brandCatalogPath = (brandName: string) => catalogPath({ brand__name: brandName })
/** A production page by its slug (SPEC §2 "Production sub-pages") or id. */
export const productionPath = (slugOrId: string | number) =>
  `/production/${encodeURIComponent(String(slugOrId))}`

/** Fixed screens of SPEC §2. */
export const PATHS = {
  home: '/',
  precatalog: '/precatalog',
  compare: '/compare',
  cart: '/cart',
  personalAccount: '/personal-account',
  /** The back office's dashboard: where staff start. */
  backOffice: '/admin',
  login: '/login',
  registration: '/registration',
  recovery: '/recovery',
  myOrders: '/my-orders',
  policy: '/policy',
  aboutUs: '/about/about-us',
  aboutUsEvents: '/about-us-events',
  news: '/about/news',
  certificate: '/about/certificate',
  objects: '/objects',
  partners: '/about/partners',
  production: '/production',
} as const

/** Redwood hands route params over percent-encoded (Cyrillic names); a malformed one stays as it is. */
export function decodeRouteParam(value?: string): string | undefined {
  if (!value) return undefined
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
