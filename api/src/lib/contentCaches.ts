import { announceCacheChange } from 'src/lib/cacheSignals'
import { forgetCatalogCachesHere } from 'src/lib/catalogCaches'
import { db } from 'src/lib/db'
import { logger } from 'src/lib/logger'

/**
 * Forgets this process's caches that hold content. The public content
 * services read the database on each request; the sitemap keeps news, objects
 * and production pages for an hour. Partners are the catalogue's brands, whose
 * names the listing's cached look-ups hold, so the catalogue's caches go too.
 */
export function forgetContentCachesHere(): void {
  forgetCatalogCachesHere()
}

/**
 * The one place a committed content change passes to reach the shop at once:
 * here, and through lib/cacheSignals in every other api process.
 */
export async function forgetContentCaches(): Promise<void> {
  forgetContentCachesHere()
  try {
    await announceCacheChange(db, 'content')
  } catch (error) {
    // The change is saved; the other processes catch up when their caches expire (≤ 60 s).
    logger.warn({ err: error }, 'cache signal not sent')
  }
}
