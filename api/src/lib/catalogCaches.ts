import { announceCacheChange } from 'src/lib/cacheSignals'
import { db } from 'src/lib/db'
import { logger } from 'src/lib/logger'
import { forgetCatalogResponses } from 'src/lib/rest/responseCache'
import { clearCatalogFiltersCache } from 'src/services/catalogFilters/catalogFilters'
import { clearProductCaches } from 'src/services/products/products'
import { forgetSitemap } from 'src/services/seo/seo'

/**
 * Forgets this process's caches of catalogue data: the REST answers kept for
 * guests (lists, product pages, search, content; lib/rest/responseCache), the
 * listing's counts and section look-ups, search words (a renamed product is
 * found by its new name), the filter ranges (prices) and the sitemap. Carts
 * and new orders read prices from the database and need nothing more.
 */
export function forgetCatalogCachesHere(): void {
  forgetCatalogResponses()
  clearProductCaches()
  clearCatalogFiltersCache()
  forgetSitemap()
}

/**
 * After a catalogue write has committed (the back office's edits, bulk
 * prices): this process forgets at once, so the editor's next request shows
 * the change, and every other api process is told (lib/cacheSignals).
 */
export async function invalidateCatalogCaches(): Promise<void> {
  forgetCatalogCachesHere()
  try {
    await announceCacheChange(db, 'catalog')
  } catch (error) {
    // The change is saved; the other processes catch up when their caches expire (≤ 60 s).
    logger.warn({ err: error }, 'cache signal not sent')
  }
}
