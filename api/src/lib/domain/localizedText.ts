import { DEFAULT_LOCALE, LOCALES, localeOfAcceptLanguage, type Locale } from './locale'
import { z } from './zod'

/**
 * The languages goods and content are written in (issue 33 §3): Russian,
 * always there, and Kazakh beside it where an editor wrote it. `kk` is
 * ISO 639-1 (never `kz`), as in the web's /kk addresses.
 */
export const TEXT_LOCALES = LOCALES
export type TextLocale = Locale
export const DEFAULT_TEXT_LOCALE: TextLocale = DEFAULT_LOCALE

/** `?lang=` of a REST read and `lang:` of a GraphQL query: one of the two, else a clear refusal. */
export const TextLocaleSchema = z.enum(TEXT_LOCALES, {
  error: () => 'Язык — ru или kk.',
})

/** A text as the reader gets it, and the language it is really in. */
export interface LocalizedText {
  text: string
  lang: TextLocale
}

/**
 * The one rule of which text a reader gets: in Kazakh the Kazakh text where
 * one is written (not blank), otherwise the Russian one — marked `ru`, so a
 * page can say `lang="ru"` on it. Russian readers always get the Russian
 * text. Pure.
 */
export function textIn(
  locale: TextLocale,
  ru: string,
  kk: string | null | undefined
): LocalizedText {
  if (locale === 'kk' && kk && kk.trim() !== '') return { text: kk, lang: 'kk' }
  return { text: ru, lang: 'ru' }
}

/**
 * The language a request asks for: an explicit `lang` (query parameter or
 * GraphQL argument) wins; otherwise the Accept-Language header's most
 * preferred of ru and kk (RFC 9110 §12.5.4: q-values, `kk-KZ` is kk, q=0
 * refuses); otherwise Russian, so a caller that asks nothing gets exactly
 * what it got before the shop spoke Kazakh. Pure.
 */
export function requestedTextLocale(input: {
  lang?: TextLocale | null
  acceptLanguage?: string | null
}): TextLocale {
  if (input.lang) return input.lang
  // The one reading of the header, shared with the letters' language (./locale).
  return localeOfAcceptLanguage(input.acceptLanguage) ?? DEFAULT_TEXT_LOCALE
}

/**
 * The fields of a row that have a Kazakh twin `<field>Kk`, e.g. `name` of a
 * row with `name` and `nameKk`.
 */
export type TwinnedField<T> = {
  [K in keyof T & string]: `${K}Kk` extends keyof T ? (T[K] extends string ? K : never) : never
}[keyof T & string]

/** The language each localized field of a row is in, as `<field>Lang`. */
export type FieldLangs<F extends string> = { [K in F as `${K}Lang`]: TextLocale }

/**
 * A row read in a language: each named field holds the text the reader gets
 * (textIn) and `<field>Lang` says which language that is. The Kazakh twins
 * stay on the row (editors' forms read them); wire formats name their own
 * fields, so nothing new reaches the REST answers. Pure.
 */
export function localizeRow<T extends object, F extends TwinnedField<T>>(
  row: T,
  locale: TextLocale,
  fields: readonly F[]
): T & FieldLangs<F> {
  const source = row as unknown as Record<string, unknown>
  const result: Record<string, unknown> = { ...source }
  for (const field of fields) {
    const { text, lang } = textIn(
      locale,
      source[field] as string,
      source[`${field}Kk`] as string | null
    )
    result[field] = text
    result[`${field}Lang`] = lang
  }
  return result as T & FieldLangs<F>
}

/** The suffix of a Kazakh twin's key, in rows (`nameKk`) and in a block's data (`titleKk`). */
const TWIN_SUFFIX = 'Kk'

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `titleKk` beside `title` in the same object: a twin, not a field of its own. */
const isTwinKey = (key: string, object: Record<string, unknown>) =>
  key.length > TWIN_SUFFIX.length &&
  key.endsWith(TWIN_SUFFIX) &&
  key.slice(0, -TWIN_SUFFIX.length) in object

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/**
 * A content block's `data` (loose JSON: the footer's advantages, the
 * contacts' hours …) read in a language. A text `x` of any object in it may
 * have a Kazakh twin `xKk` beside it, as a row's columns do: a string, or a
 * list of strings for a list (`citiesKk`). Kazakh readers get the twin where
 * it is written (textIn's rule; a list when it is not empty); the twins
 * themselves are left out for everyone, so the data keeps the shape it had
 * before the shop spoke Kazakh and Russian readers get exactly the Russian
 * values. Anything else passes through untouched. Pure.
 */
export function localizeData(data: unknown, locale: TextLocale): unknown {
  if (Array.isArray(data)) return data.map((item) => localizeData(item, locale))
  if (!isPlainObject(data)) return data
  const result: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(data)) {
    if (isTwinKey(key, data)) continue
    const twin = data[`${key}${TWIN_SUFFIX}`]
    if (typeof value === 'string' && typeof twin === 'string') {
      result[key] = textIn(locale, value, twin).text
    } else if (locale === 'kk' && isTextList(value) && isTextList(twin) && twin.length > 0) {
      result[key] = twin
    } else {
      result[key] = localizeData(value, locale)
    }
  }
  return result
}

/**
 * A product picture's alt text in a language. The stored alt is Russian,
 * written from the product's Russian name (the import's rule: the name, then
 * «<name> — фото 2» …). A Kazakh reader of a product with a Kazakh name gets
 * the picture described in Kazakh the same way («<атауы> — 2-сурет»); where
 * the name is still Russian the stored alt stays, in the name's language
 * (`name.lang`), so a page marks the picture `lang="ru"` as it marks the
 * name. Russian readers get the stored alt. Pure.
 */
export function imageAltIn(
  locale: TextLocale,
  alt: string,
  name: LocalizedText,
  index: number
): string {
  if (locale !== 'kk' || name.lang !== 'kk') return alt
  return index === 0 ? name.text : `${name.text} — ${index + 1}-сурет`
}
