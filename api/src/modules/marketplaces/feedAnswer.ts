/**
 * What a request of the price list gets: 404 for a wrong or missing secret
 * (when the seller set one — a 404 tells a stranger nothing), 304 when the
 * caller's copy is current, else the document as a stream. The HTTP edge
 * (functions/feeds) only turns this into its answer.
 */
import { timingSafeEqual } from 'node:crypto'
import { Readable } from 'node:stream'

import { kaspiFeedChunks } from './kaspiFeed'
import { kaspiFeedState, loadKaspiSettings } from './settings'

export type KaspiFeedAnswer =
  | { status: 404 }
  | { status: 304; etag: string; lastModified: Date }
  | { status: 200; etag: string; lastModified: Date; body: Readable | null }

/** The secret as given against the stored one, in constant time. */
export function feedTokenMatches(stored: string | null, given: unknown): boolean {
  if (!stored) return true
  if (typeof given !== 'string') return false
  const a = Buffer.from(stored)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** If-None-Match against the tag (weak comparison, lists and `*`). */
function tagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => opaque(tag) === opaque(etag))
}

/** If-Modified-Since not before the change (HTTP dates are whole seconds); junk is ignored. */
function notModifiedSince(header: string, changedAt: Date): boolean {
  const since = Date.parse(header)
  return Number.isFinite(since) && Math.floor(changedAt.getTime() / 1000) * 1000 <= since
}

export async function kaspiFeedAnswer(request: {
  token: unknown
  ifNoneMatch?: string
  ifModifiedSince?: string
  head?: boolean
}): Promise<KaspiFeedAnswer> {
  const settings = await loadKaspiSettings()
  if (!feedTokenMatches(settings.token, request.token)) return { status: 404 }
  const state = await kaspiFeedState()
  const fresh = request.ifNoneMatch
    ? tagMatches(request.ifNoneMatch, state.etag)
    : request.ifModifiedSince
      ? notModifiedSince(request.ifModifiedSince, state.changedAt)
      : false
  if (fresh) return { status: 304, etag: state.etag, lastModified: state.changedAt }
  return {
    status: 200,
    etag: state.etag,
    lastModified: state.changedAt,
    body: request.head ? null : Readable.from(kaspiFeedChunks(settings, state.changedAt)),
  }
}
