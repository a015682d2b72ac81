import { messages } from 'src/locales/compiled/ru.notFound'

import { instances, needArea } from './catalogs'
import { useAreaT } from './LocaleProvider'

/**
 * The Russian messages of the «not found» block of the 404 page and of
 * cells that find nothing (ids `notFound.*`) travel with the components that say them,
 * as the catalogue's and the buying pages' do (./catalogueSide.ts,
 * ./pageSide.ts): importing this module adds them to the Russian instance
 * before the component draws. On a Kazakh page the area's Kazakh chunk is
 * fetched now (`needArea`) and its components wait for it (`useAreaT`).
 */
instances.ru.load('ru', messages)
needArea('notFound')

export const useNotFoundT = () => useAreaT('notFound')
