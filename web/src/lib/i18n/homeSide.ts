import { messages } from 'src/locales/compiled/ru.home'

import { instances } from './catalogs'

/**
 * The Russian messages of the home page (ids `home.*`, `carousel.*`) travel with the
 * components that say them, as the catalogue's and the buying pages' do
 * (./catalogueSide.ts, ./pageSide.ts): importing this module adds them to
 * the Russian instance before the component draws. Kazakh has them in its
 * one catalogue already.
 */
instances.ru.load('ru', messages)

export { useT as useHomeT } from './LocaleProvider'
