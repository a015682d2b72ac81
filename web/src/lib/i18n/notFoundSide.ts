import { useAreaT } from './LocaleProvider'

/**
 * The messages of the «not found» block of the 404 page and of cells that find nothing (ids `notFound.*`) are an area of their own
 * (web/config/i18nCatalogs.mjs, RUSSIAN_AREAS), a chunk per language, not
 * in the first bundle. Unlike the other areas, importing this module does
 * not fetch it: every product, section and catalogue page imports the
 * not-found page for the missing case, and a shopper rarely meets it. The
 * component waits for it where it is drawn (`useAreaT`); a page the server
 * answered with its not-found page gets it beside the frame on its first
 * load (entry.client.tsx), so adopting that markup never waits.
 */

export const useNotFoundT = () => useAreaT('notFound')
