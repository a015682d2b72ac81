import { needArea } from './catalogs'
import { useAreaT } from './LocaleProvider'

/**
 * The messages of the buying and account pages (ids of RUSSIAN_AREAS.pages) are an area of their own
 * (web/config/i18nCatalogs.mjs, RUSSIAN_AREAS), a chunk per language, not
 * in the first bundle. Importing this module (with a component that says
 * them) fetches the page's language's chunk at once (`needArea`); the
 * component waits for it (`useAreaT`), which the first load of a page
 * usually fetched already (entry.client.tsx, `likelyAreasOf`).
 */
needArea('pages')

export const usePagesT = () => useAreaT('pages')
