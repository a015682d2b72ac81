/**
 * The shop's two languages and their addresses (issue 33). Russian keeps
 * today's URLs; Kazakh lives under /kk/…. The language of a page is its
 * address, never a cookie or the browser's settings (search engines crawl
 * without either); the cookie only picks where `/` goes.
 */
import { isLocale, localePath, type Locale } from '@domain/sitePaths'

export {
  DEFAULT_LOCALE,
  isLocale,
  localeOfPath,
  localePath,
  LOCALES,
  unlocalizedPath,
  type Locale,
} from '@domain/sitePaths'

/** Each language's name in itself, as a switcher shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { ru: 'Русский', kk: 'Қазақша' }

/**
 * The shop's title after each page's own in a Kazakh page's <title>
 * («… | Акватория — …»); Russian pages keep redwood.toml's `title`, which
 * Redwood puts in the template of every page.
 */
export const KAZAKH_SITE_TITLE = 'Акватория — сорғы, қазандық және сантехника жабдықтары'

/** `Intl` locale of each language (`ru-RU` writes ₸ as «KZT»: prices keep @domain/money). */
export const INTL_LOCALE: Record<Locale, string> = { ru: 'ru-RU', kk: 'kk-KZ' }

/** Open Graph's og:locale. */
export const OG_LOCALE: Record<Locale, string> = { ru: 'ru_RU', kk: 'kk_KZ' }

/** The cookie that remembers the shopper's choice; it decides only where `/` goes. */
export const LANGUAGE_COOKIE = 'lang'
/** A year, in seconds. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

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
