/* eslint-env node, es2022 */
// The web's routes (web/src/Routes.tsx) as the web server needs them, to
// answer an address no route takes with HTTP 404 instead of the app (a soft
// 404 that search engines index). `lookup` names what a parameterised public
// page shows, which the web server asks the api about (./pageLookup.mjs): a
// product, news item, section… that does not exist is a 404 as well.
// ./shopRoutes.test.mjs keeps this list equal to Routes.tsx.

/**
 * @typedef {'product' | 'news' | 'partner' | 'object' | 'production' | 'category'} LookupKind
 * @typedef {{ path: string, page: string, lookup?: { kind: LookupKind, param: string } }} ShopRoute
 */

/** @type {ShopRoute[]} The shop's public pages in Russian, at today's addresses. */
const PUBLIC_ROUTES = [
  { path: '/', page: 'HomePage' },
  { path: '/catalog', page: 'CatalogPage' },
  { path: '/catalog/v2', page: 'CatalogPage' },
  { path: '/catalog/search', page: 'CatalogPage' },
  {
    path: '/catalog/product/{article}',
    page: 'ProductPage',
    lookup: { kind: 'product', param: 'article' },
  },
  { path: '/catalog/product', page: 'ProductPage' },
  { path: '/compare', page: 'ComparePage' },
  { path: '/catalog/reload', page: 'CatalogReloadPage' },
  { path: '/precatalog', page: 'PrecatalogPage' },
  {
    path: '/precatalog/{category}',
    page: 'PrecatalogPage',
    lookup: { kind: 'category', param: 'category' },
  },
  { path: '/my-orders', page: 'MyOrdersPage' },
  { path: '/faq', page: 'FaqPage' },
  { path: '/about/about-us', page: 'AboutUsPage' },
  { path: '/about-us-events', page: 'AboutUsEventsPage' },
  { path: '/about/news', page: 'NewsListPage' },
  { path: '/about/news/{id:Int}', page: 'NewsItemPage', lookup: { kind: 'news', param: 'id' } },
  { path: '/about/certificate', page: 'CertificatePage' },
  { path: '/about/partners', page: 'PartnersPage' },
  {
    path: '/about/partners/{id:Int}',
    page: 'PartnerPage',
    lookup: { kind: 'partner', param: 'id' },
  },
  { path: '/objects', page: 'ObjectsPage' },
  // A city with no objects shows an empty list, like the list itself: not a missing page.
  { path: '/objects/location/{location}', page: 'ObjectsPage' },
  { path: '/objects/location', page: 'ObjectsPage' },
  { path: '/objects/{id:Int}', page: 'ObjectPage', lookup: { kind: 'object', param: 'id' } },
  { path: '/production', page: 'ProductionListPage' },
  {
    path: '/production/{id}',
    page: 'ProductionItemPage',
    lookup: { kind: 'production', param: 'id' },
  },
  { path: '/service', page: 'ServicePage' },
  { path: '/delivery', page: 'DeliveryPage' },
  { path: '/contacts', page: 'ContactsPage' },
  { path: '/policy', page: 'PolicyPage' },
  { path: '/stock-alerts/cancel', page: 'StockAlertCancelPage' },
  { path: '/payment/return', page: 'PaymentReturnPage' },
  { path: '/order', page: 'OrderPage' },
  { path: '/personal-account', page: 'PersonalAccountPage' },
  { path: '/about/wholesaler', page: 'WholesalerPage' },
  { path: '/login', page: 'LoginPage' },
  { path: '/registration', page: 'RegistrationPage' },
  { path: '/email-confirm', page: 'EmailConfirmPage' },
  { path: '/recovery', page: 'RecoveryPage' },
  { path: '/new-password', page: 'NewPasswordPage' },
  { path: '/cart', page: 'CartPage' },
  { path: '/checkout', page: 'CheckoutPage' },
]

/** The Kazakh twin of a public route (issue 33): the same page under /kk. */
export const kazakhTwin = (route) => ({
  ...route,
  path: route.path === '/' ? '/kk' : `/kk${route.path}`,
})

/** @type {ShopRoute[]} */
const BACK_OFFICE_ROUTES = [
  // The back office: behind login, never indexed; the app checks each record itself.
  { path: '/admin', page: 'AdminDashboardPage' },
  { path: '/admin/orders', page: 'AdminOrdersPage' },
  { path: '/admin/orders/{id:Int}', page: 'AdminOrderPage' },
  { path: '/admin/leads', page: 'AdminLeadsPage' },
  { path: '/admin/leads/{id:Int}', page: 'AdminLeadPage' },
  { path: '/admin/customers', page: 'AdminCustomersPage' },
  { path: '/admin/customers/{id:Int}', page: 'AdminCustomerPage' },
  { path: '/admin/products', page: 'AdminProductsPage' },
  { path: '/admin/products/new', page: 'AdminProductNewPage' },
  { path: '/admin/products/prices', page: 'AdminProductPricesPage' },
  { path: '/admin/products/import', page: 'AdminProductImportPage' },
  { path: '/admin/products/{id:Int}', page: 'AdminProductPage' },
  { path: '/admin/exchange-1c', page: 'AdminExchange1cPage' },
  { path: '/admin/content', page: 'AdminContentPage' },
  { path: '/admin/content/{kind}', page: 'AdminContentListPage' },
  { path: '/admin/content/{kind}/new', page: 'AdminContentEditPage' },
  { path: '/admin/content/{kind}/{id}', page: 'AdminContentEditPage' },
  { path: '/admin/staff', page: 'AdminStaffPage' },
  { path: '/admin/audit', page: 'AdminAuditPage' },
  { path: '/admin/price-types', page: 'AdminPriceTypesPage' },
  { path: '/admin/kaspi', page: 'AdminKaspiPage' },
  { path: '/admin/orders/{id:Int}/print', page: 'AdminOrderPrintPage' },
]

/** @type {ShopRoute[]} In Routes.tsx's order: the first route that matches wins, as in the router. */
export const SHOP_ROUTES = [
  ...PUBLIC_ROUTES,
  ...PUBLIC_ROUTES.map(kazakhTwin),
  ...BACK_OFFICE_ROUTES,
]

/** The page of every other address (Routes.tsx's last route, `/{path...}`), prerendered as 404.html. */
export const NOT_FOUND_PAGE = 'NotFoundPage'

/** Redwood's parameter types (@redwoodjs/router util.js) that the routes use. */
const PARAM_PATTERNS = { String: '[^/]+', Int: '\\d+' }

/** A route's path as a regular expression over the raw (percent-encoded) path, as the router matches it. */
export function routePattern(path) {
  const names = []
  let source = ''
  let rest = path
  for (const match of path.matchAll(/\{(\w+)(?::(\w+))?\}/g)) {
    const [text, name, type = 'String'] = match
    const pattern = PARAM_PATTERNS[type]
    if (!pattern) throw new Error(`route ${path}: parameter type ${type} is not known here`)
    const at = rest.indexOf(text)
    source += escapeRegExp(rest.slice(0, at)) + `(${pattern})`
    rest = rest.slice(at + text.length)
    names.push(name)
  }
  return { regex: new RegExp(`^${source}${escapeRegExp(rest)}$`), names }
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const COMPILED = SHOP_ROUTES.map((route) => ({ route, ...routePattern(route.path) }))

/**
 * The route an address shows and its raw parameters, or null when no route
 * takes it (the not-found page). `pathname` is the raw path without query;
 * trailing slashes are dropped, as the router redirects them away.
 * @param {string} pathname
 * @returns {{ route: ShopRoute, params: Record<string, string> } | null}
 */
export function matchRoute(pathname) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
  for (const { route, regex, names } of COMPILED) {
    const match = regex.exec(path)
    if (!match) continue
    const params = Object.fromEntries(names.map((name, index) => [name, match[index + 1]]))
    return { route, params }
  }
  return null
}

/** A raw route parameter as the page reads it (web/src/lib/links.ts decodeRouteParam). */
export function decodeRouteParam(value) {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
