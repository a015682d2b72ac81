import { messages } from 'src/locales/compiled/ru.about'

import { instances, needArea } from './catalogs'
import { useAreaT } from './LocaleProvider'

/**
 * The Russian messages of «О нас» (the company, news, certificates, brands,
 * events: ids `about.*`) travel with the components that say them,
 * as the catalogue's and the buying pages' do (./catalogueSide.ts,
 * ./pageSide.ts): importing this module adds them to the Russian instance
 * before the component draws. On a Kazakh page the area's Kazakh chunk is
 * fetched now (`needArea`) and its components wait for it (`useAreaT`).
 */
instances.ru.load('ru', messages)
needArea('about')

export const useAboutT = () => useAreaT('about')
