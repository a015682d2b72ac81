import { messages } from 'src/locales/compiled/ru.home'

import { instances, needArea } from './catalogs'
import { useAreaT } from './LocaleProvider'

/**
 * The Russian messages of the home page (ids `home.*`, `carousel.*`) travel with the components that say them,
 * as the catalogue's and the buying pages' do (./catalogueSide.ts,
 * ./pageSide.ts): importing this module adds them to the Russian instance
 * before the component draws. On a Kazakh page the area's Kazakh chunk is
 * fetched now (`needArea`) and its components wait for it (`useAreaT`).
 */
instances.ru.load('ru', messages)
needArea('home')

export const useHomeT = () => useAreaT('home')
