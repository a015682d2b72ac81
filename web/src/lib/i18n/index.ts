export * from './locales'
export * from './format'
export { loadCatalog } from './catalogs'
export { richText } from './richText'
export { InLocale, LocaleProvider, useLocale, useT } from './LocaleProvider'
export { useUnitWords } from './units'

import { useLocale } from './LocaleProvider'
import { foreignTextLang, localePath } from './locales'

/** `localePath` in the page's language: `useLocalePath()('/catalog')` is `/kk/catalog` on a Kazakh page. */
export const useLocalePath = () => {
  const locale = useLocale()
  return (path: string) => localePath(path, locale)
}

/** `foreignTextLang` for the page's language: `lang={useTextLang()(category.nameLang)}`. */
export const useTextLang = () => {
  const locale = useLocale()
  return (textLang: unknown) => foreignTextLang(textLang, locale)
}
