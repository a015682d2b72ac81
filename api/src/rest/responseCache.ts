import { registerCatalogCache } from '../lib/catalogCaches'
import { TtlCache } from '../lib/ttlCache'

/** A serialized answer of a public catalogue read, as every guest gets it. */
export interface CachedAnswer {
  status: number
  body: string
  etag: string
}

/**
 * The api's own copies of the guests' catalogue answers (lib/rest/caching),
 * so that a spike of the same pages costs memory reads, not queries. Every
 * catalogue or content write clears them here and, through lib/cacheSignals,
 * in every other api process (forgetCatalogCachesHere); the time to live
 * only bounds a signal that was lost. REST_RESPONSE_CACHE=off turns it off
 * (bench/api.mjs measures the api's own work that way).
 */
export const RESPONSE_CACHE_TTL_MS = 60_000
/** Bounds each process's memory whatever addresses callers make up (2 bytes a UTF-16 unit). */
export const RESPONSE_CACHE_MAX_BYTES = 32 * 1024 * 1024
export const catalogResponses = new TtlCache<CachedAnswer>(RESPONSE_CACHE_TTL_MS, 2_000, Date.now, {
  weigh: (answer) => answer.body.length * 2,
  max: RESPONSE_CACHE_MAX_BYTES,
})

export const responseCacheEnabled = () => process.env.REST_RESPONSE_CACHE !== 'off'

export function forgetCatalogResponses(): void {
  catalogResponses.clear()
}
registerCatalogCache(forgetCatalogResponses)
