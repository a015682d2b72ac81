import { messages } from 'src/locales/compiled/ru.pages'

import { instances, needArea } from './catalogs'
import { useAreaT } from './LocaleProvider'

/**
 * The Russian messages of the buying and account pages (ids of
 * RUSSIAN_AREAS.pages in web/config/i18nCatalogs.mjs) travel with those
 * pages' chunks, not in the first bundle every Russian page loads, as the
 * catalogue's do (./catalogueSide.ts). A component saying one of them takes
 * its `t` here: importing this module adds them to the Russian instance
 * before the component draws. On a Kazakh page the area's Kazakh chunk is
 * fetched now (`needArea`) and its components wait for it (`useAreaT`).
 */
instances.ru.load('ru', messages)
needArea('pages')

export const usePagesT = () => useAreaT('pages')
