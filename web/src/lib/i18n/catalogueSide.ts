import { messages } from 'src/locales/compiled/ru.catalogue'

import { instances } from './catalogs'

/**
 * The Russian messages of the catalogue's pages (catalogue, section, product,
 * compare, favourites: ids `catalog.*`, `product.*`, `compare.*`,
 * `favorites.*`) travel with those pages' chunks, not in the first bundle
 * every Russian page loads (web/config/i18nCatalogs.mjs, RUSSIAN_AREAS).
 * A component of those pages takes its `t` here: importing this module adds
 * them to the Russian instance before the component draws. Kazakh has them
 * in its one catalogue already.
 */
instances.ru.load('ru', messages)

export { useT as useCatalogueT } from './LocaleProvider'
