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

/** SPEC §2 personal account tabs. */
export type AccountTab =
  | 'userinfo'
  | 'changepassword'
  | 'currentorders'
  | 'draftorders'
  | 'historyorders'
  | 'favorites'
  | 'notifications'
  | 'faq'

export const accountPath = (tab: AccountTab) => `/personal-account?tab=${tab}`

/** Fixed screens of SPEC §2. */
export const PATHS = {
  home: '/',
  precatalog: '/precatalog',
  compare: '/compare',
  cart: '/cart',
  login: '/login',
  registration: '/registration',
  myOrders: '/my-orders',
  policy: '/policy',
} as const
