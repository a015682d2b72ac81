import { createHash } from 'node:crypto'

import type { TextLocale } from '../lib/domain/localizedText'

/**
 * HTTP caching of the REST API's reads (docs/rest-api.md «Кэширование»).
 *
 * - `shared`: a public catalogue read asked by a guest. Every guest gets the
 *   same answer, so it may be kept by the api (lib/rest/responseCache) and by
 *   proxies, but only with revalidation: a price must never be older than the
 *   last write, and the ETag (a hash of the body) makes that check a 304.
 * - `private`: the same read by a logged-in viewer, whose answer differs
 *   (stock counts per shop, SPEC §6; the prices of their price type): the
 *   browser may keep it and revalidate, no proxy may. It depends on nothing
 *   else of the person, so the api keeps it per price type (cacheAudience).
 * - `none`: everything else (carts, orders, profile, writes): never stored.
 */
export type CachePolicy = 'shared' | 'private' | 'none'

/** How a route may be cached: `catalog` for the anonymous, viewer-independent reads. */
export type RouteCaching = 'catalog' | undefined

export function cachePolicy(
  caching: RouteCaching,
  method: string,
  viewerId: number | null
): CachePolicy {
  if (caching !== 'catalog' || (method !== 'GET' && method !== 'HEAD')) return 'none'
  return viewerId === null ? 'shared' : 'private'
}

/**
 * Cache-Control per policy. `max-age=0, must-revalidate` and `no-cache`: any
 * stored copy is checked against the api before use, so none outlives a write.
 */
export function cacheControlFor(policy: CachePolicy): string {
  switch (policy) {
    case 'shared':
      return 'public, max-age=0, must-revalidate'
    case 'private':
      return 'private, no-cache'
    default:
      return 'no-store'
  }
}

/**
 * A weak validator from the serialized body: the same content gives the same
 * tag in every api process and after restarts, and any change of price,
 * stock or text gives another. Weak, since a proxy may compress the bytes.
 */
export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`
}

/** If-None-Match against a tag, by weak comparison (RFC 9110 §13.1.2). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  const wanted = opaque(etag)
  return header.split(',').some((tag) => opaque(tag) === wanted)
}

/**
 * Whose answer a catalogue read is: every guest's, or every logged-in
 * viewer's of one price type (they all see stock counts and that type's
 * prices, and nothing personal). Never across types: a wholesale answer
 * must not reach a retail customer or a guest.
 */
export function cacheAudience(
  policy: CachePolicy,
  priceType: { code: string; id: number | null }
): string {
  return policy === 'shared' ? 'guest' : `customer:${priceType.code}:${priceType.id ?? ''}`
}

/**
 * The key of a kept answer: its audience, its language (a Kazakh answer
 * never reaches a Russian caller: the same address answers in the language
 * Accept-Language asks for) and the whole address the caller used (scheme,
 * host, /api prefix, path, query), since list answers carry absolute
 * next/previous links built from it.
 */
export const responseCacheKey = (url: URL, audience: string, locale: TextLocale): string =>
  `${audience} ${locale} ${url.href}`
