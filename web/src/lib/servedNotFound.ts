import { useLocation } from '@redwoodjs/router'

/**
 * The web server answers an address with nothing behind it (an unknown route,
 * or a product, news item, section… that does not exist) with HTTP 404 and
 * the prerendered not-found page (scripts/cli/web-server.mjs). For a route
 * that exists, say /catalog/product/NOPE, the browser then adopts markup the
 * product page did not draw: React would throw it away and the shopper would
 * see «Загружаем товар…» before the same not-found text again. So the page
 * asks here first, and for the address the document was served for it draws
 * the not-found page at once, as the server did.
 */

/** Marks the not-found page's markup (components/NotFound). */
export const NOT_FOUND_SELECTOR = '[data-not-found]'

let servedPath: string | null = null

/**
 * Called once by entry.client.tsx, before React adopts the served markup:
 * remembers the address when the document is the not-found page.
 */
export function rememberServedNotFound(app: Element, pathname: string): void {
  servedPath = app.querySelector(NOT_FOUND_SELECTOR) ? pathname : null
}

/** Whether `pathname` is the address the server answered with its not-found page. */
export const wasServedNotFound = (pathname: string) =>
  servedPath !== null && pathname === servedPath

/** For a page: the server said there is nothing at this address (see above). */
export function useServedNotFound(): boolean {
  return wasServedNotFound(useLocation().pathname)
}
