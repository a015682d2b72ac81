import { messages } from 'src/locales/compiled/ru.notFound'

import { instances } from './catalogs'

/**
 * The Russian messages of the «not found» block of the 404 page and of cells that find nothing (ids `notFound.*`) travel with the
 * components that say them, as the catalogue's and the buying pages' do
 * (./catalogueSide.ts, ./pageSide.ts): importing this module adds them to
 * the Russian instance before the component draws. Kazakh has them in its
 * one catalogue already.
 */
instances.ru.load('ru', messages)

export { useT as useNotFoundT } from './LocaleProvider'
