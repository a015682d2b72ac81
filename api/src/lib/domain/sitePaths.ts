/**
 * The shop's two languages and their addresses (issue 33), shared by the api
 * (letters' links, the prerender's language) and the web (routes, switcher).
 * Russian keeps today's URLs; Kazakh lives under /kk/…. The language of a
 * page is its address, never a cookie or the browser's settings (search
 * engines crawl without either). Pure and free of zod: the web's first
 * bundle imports it.
 */
export const LOCALES = ['ru', 'kk'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'ru'

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/** The address prefix of a non-default language. */
const PREFIX = '/kk'

/** The language of an address: `/kk` and `/kk/…` are Kazakh, everything else Russian. */
export const localeOfPath = (pathname: string): Locale =>
  pathname === PREFIX || pathname.startsWith(`${PREFIX}/`) ? 'kk' : 'ru'

/** The address without its language prefix: `/kk/catalog` → `/catalog`, `/kk` → `/`. */
export const unlocalizedPath = (pathname: string): string =>
  localeOfPath(pathname) === 'kk' ? pathname.slice(PREFIX.length) || '/' : pathname

/**
 * An address of the shop in a language: `localePath('/catalog', 'kk')` →
 * `/kk/catalog`, `localePath('/', 'kk')` → `/kk`; the query and the hash
 * are kept. A path already in a language is moved to the other one; an
 * absolute URL (another site, `tel:`) is returned as it is.
 */
export const localePath = (path: string, locale: Locale): string => {
  if (!path.startsWith('/') || path.startsWith('//')) return path
  const at = path.search(/[?#]/)
  const pathname = at === -1 ? path : path.slice(0, at)
  const rest = at === -1 ? '' : path.slice(at)
  const bare = unlocalizedPath(pathname)
  if (locale === DEFAULT_LOCALE) return bare + rest
  return (bare === '/' ? PREFIX : PREFIX + bare) + rest
}
