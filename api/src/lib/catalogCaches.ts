import { clearCatalogFiltersCache } from 'src/services/catalogFilters/catalogFilters'
import { clearProductCaches } from 'src/services/products/products'
import { forgetSitemap } from 'src/services/seo/seo'

/**
 * Forgets every in-process cache of catalogue data after a catalogue write
 * (the back office's edits, bulk prices, imports), so the shop shows the
 * change at once: the listing's counts and section look-ups, search words
 * (a renamed product is found by its new name), the filter ranges (prices)
 * and the sitemap. Product pages, carts and new orders read prices from the
 * database and need nothing more. Each api process keeps its own caches;
 * another process catches up within their time to live (at most 60 s).
 */
export function invalidateCatalogCaches(): void {
  clearProductCaches()
  clearCatalogFiltersCache()
  forgetSitemap()
}
