export * from './locales'
export * from './format'
export { loadCatalog } from './catalogs'
export { richText } from './richText'
export { InLocale, LocaleProvider, useLocale, useT } from './LocaleProvider'

import { useLocale } from './LocaleProvider'
import { localePath } from './locales'

/** `localePath` in the page's language: `useLocalePath()('/catalog')` is `/kk/catalog` on a Kazakh page. */
export const useLocalePath = () => {
  const locale = useLocale()
  return (path: string) => localePath(path, locale)
}
