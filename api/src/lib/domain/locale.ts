import { isLocale, LOCALES, type Locale } from './sitePaths'
import { z } from './zod'

/**
 * The language a buyer reads the shop's letters and notifications in (issue
 * 33): Russian, or Kazakh for whoever signed up, ordered or chose it on a
 * /kk page. The same two codes as the web's `src/lib/i18n` (`kk`, never
 * `kz`). Pure; the web's forms share `localeInput` with the api.
 */
export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './sitePaths'

export const LOCALE_MESSAGE = 'Язык: ru или kk.'

/** An optional `locale` of a mutation or REST body: the page's language; left out, nothing changes. */
export const localeInput = () =>
  z.enum(LOCALES, { error: LOCALE_MESSAGE }).meta({ description: 'ru (default) or kk' })

/**
 * The language an `Accept-Language` header asks for, or null when it names
 * neither of the shop's languages first: `kk`, `kk-KZ`, `kk;q=0.9, ru` are
 * Kazakh; `ru-RU,kk` Russian (the first language the shop has wins; weights
 * are read).
 */
export function localeOfAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null
  const asked = header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';')
      // An unreadable weight (`q=abc`) refuses the language rather than ranking it first.
      const weight = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='))
      const q = weight === undefined ? 1 : Number(weight.slice(2))
      return { language: tag.trim().toLowerCase().split('-')[0], q, index }
    })
    .filter((entry) => isLocale(entry.language) && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return (asked[0]?.language as Locale | undefined) ?? null
}
