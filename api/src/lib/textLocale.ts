import {
  DEFAULT_TEXT_LOCALE,
  localizeRow,
  TEXT_LOCALES,
  type FieldLangs,
  type TextLocale,
  type TwinnedField,
} from './domain/localizedText'

/**
 * The language of this request's goods and content (issue 33 §4), kept in
 * the request's context beside the viewer: the REST edge (rest/router) and
 * GraphQL (lib/graphqlLocale) set it from `?lang=` or Accept-Language, the
 * read models read it. A request that never set it — a script, a job, a
 * letter — reads Russian, as before.
 */
export function requestTextLocale(): TextLocale {
  const locale = context.textLocale
  return TEXT_LOCALES.find((known) => known === locale) ?? DEFAULT_TEXT_LOCALE
}

export function setRequestTextLocale(locale: TextLocale): void {
  context.textLocale = locale
}

/** A row in this request's language: localizeRow with the request's locale. */
export function inRequestLocale<T extends object, F extends TwinnedField<T>>(
  row: T,
  fields: readonly F[]
): T & FieldLangs<F> {
  return localizeRow(row, requestTextLocale(), fields)
}

/** The language a text of a row is in (`<field>Lang`); a row read without a language is Russian. */
export function langOf(row: object, field: string): TextLocale {
  const lang = (row as Record<string, unknown>)[`${field}Lang`]
  return TEXT_LOCALES.find((known) => known === lang) ?? DEFAULT_TEXT_LOCALE
}

/**
 * GraphQL field resolvers of `<field>Lang` for a type's localized texts: the
 * language the read model put there, Russian for rows that reached the type
 * another way (an order line's product, named as it was placed), which are
 * Russian.
 */
export function langResolvers<F extends string>(
  fields: readonly F[]
): { [K in F as `${K}Lang`]: (args: unknown, obj: { root: object }) => TextLocale } {
  return Object.fromEntries(
    fields.map((field) => [
      `${field}Lang`,
      (_args: unknown, { root }: { root: object }) => langOf(root, field),
    ])
  ) as never
}
