/**
 * The shop's two languages and their addresses (issue 33). Russian keeps
 * today's URLs; Kazakh lives under /kk/…. The language of a page is its
 * address, never a cookie or the browser's settings (search engines crawl
 * without either); the cookie only picks where `/` goes.
 */
export const LOCALES = ['ru', 'kk'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'ru'

/** The address prefix of a non-default language. */
const PREFIX = '/kk'

/** Each language's name in itself, as a switcher shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { ru: 'Русский', kk: 'Қазақша' }

/** `Intl` locale of each language (`ru-RU` writes ₸ as «KZT»: prices keep @domain/money). */
export const INTL_LOCALE: Record<Locale, string> = { ru: 'ru-RU', kk: 'kk-KZ' }

/** Open Graph's og:locale. */
export const OG_LOCALE: Record<Locale, string> = { ru: 'ru_RU', kk: 'kk_KZ' }

/** The cookie that remembers the shopper's choice; it decides only where `/` goes. */
export const LANGUAGE_COOKIE = 'lang'
/** A year, in seconds. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

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

/** The other language's address of the page the shopper is on (same path, query and hash). */
export const twinPath = (
  location: { pathname: string; search?: string; hash?: string },
  locale: Locale
): string => localePath(location.pathname, locale) + (location.search ?? '') + (location.hash ?? '')

/** The other language. */
export const otherLocale = (locale: Locale): Locale => (locale === 'ru' ? 'kk' : 'ru')

/** The language remembered in a `Cookie` header or `document.cookie`, if any. */
export const localeFromCookie = (cookie: string | null | undefined): Locale | null => {
  for (const part of (cookie ?? '').split(';')) {
    const [name, value] = part.split('=').map((s) => s.trim())
    if (name === LANGUAGE_COOKIE && isLocale(value)) return value
  }
  return null
}

/** The `document.cookie` assignment that remembers `locale` for a year, site-wide. */
export const languageCookie = (locale: Locale): string =>
  `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`

/**
 * The `lang` attribute a text of goods or content needs on a page: its own
 * language when that is not the page's (a Russian fallback on a Kazakh page,
 * `nameLang` etc. from the api), else nothing. Screen readers and search
 * engines then read the fallback as Russian.
 */
export const foreignTextLang = (textLang: unknown, pageLocale: Locale): Locale | undefined =>
  isLocale(textLang) && textLang !== pageLocale ? textLang : undefined
