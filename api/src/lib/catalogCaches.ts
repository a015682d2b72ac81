import { announceCacheChange } from 'src/lib/cacheSignals'
import { db } from 'src/lib/db'
import { logger } from 'src/lib/logger'

/**
 * This process's caches of catalogue data register here: the REST answers
 * kept for guests (rest/responseCache), the listing's counts and section
 * look-ups and search words (products), the filter ranges (catalogFilters),
 * the sitemap (seo). A cache registers when its module loads, so one never
 * loaded has nothing to forget; and this floor never imports the areas or
 * the edges that own them. Carts and new orders read prices from the
 * database and need nothing.
 */
const forgetters = new Set<() => void>()

export function registerCatalogCache(forget: () => void): void {
  forgetters.add(forget)
}

/** Forgets every registered catalogue cache of this process. */
export function forgetCatalogCachesHere(): void {
  for (const forget of forgetters) forget()
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
