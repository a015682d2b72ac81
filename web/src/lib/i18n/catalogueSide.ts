import { messages } from 'src/locales/compiled/ru.catalogue'

import { instances, needArea } from './catalogs'
import { useAreaT } from './LocaleProvider'

/**
 * The Russian messages of the catalogue's pages (catalogue, section, product,
 * compare, favourites: ids `catalog.*`, `product.*`, `compare.*`,
 * `favorites.*`) travel with those pages' chunks, not in the first bundle
 * every Russian page loads (web/config/i18nCatalogs.mjs, RUSSIAN_AREAS).
 * A component of those pages takes its `t` here: importing this module adds
 * them to the Russian instance before the component draws. On a Kazakh page the
 * area's Kazakh chunk is fetched now (`needArea`) and its components wait
 * for it (`useAreaT`).
 */
instances.ru.load('ru', messages)
needArea('catalogue')

export const useCatalogueT = () => useAreaT('catalogue')
