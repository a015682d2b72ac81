import path from 'node:path'
import { buffer as readStream } from 'node:stream/consumers'

import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda'

import { logger } from 'src/lib/logger'
import { isValidKey, mediaStore, type ObjectMeta } from 'src/lib/storage'

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
}

const CACHE_CONTROL = 'public, max-age=86400'

/** Larger objects are streamed; smaller ones answer as Redwood functions do (base64). */
export const STREAM_ABOVE_BYTES = 1024 * 1024

const notFound = (): APIGatewayProxyResult => ({
  statusCode: 404,
  headers: { 'Content-Type': 'application/json; charset=utf-8' },
  body: JSON.stringify({ detail: 'Файл не найден.' }),
})

const unavailable = (): APIGatewayProxyResult => ({
  statusCode: 503,
  headers: { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '5' },
  body: JSON.stringify({ detail: 'Файл временно недоступен.' }),
})

/**
 * A key this function serves: valid, of a known type, never under private/.
 * Checked on the key asked for and again on the key it really names (a link).
 */
export const isServedKey = (key: string) =>
  isValidKey(key) && key.split('/')[0] !== 'private' && !!TYPES[path.extname(key).toLowerCase()]

/** The key asked for, or null when it is not one this function serves. */
export function mediaKeyOf(eventPath: string): string | null {
  let key: string
  try {
    key = decodeURIComponent(eventPath.replace(/^\/media\/?/, ''))
  } catch {
    return null // malformed %-escape
  }
  // Keys with `.`/`..` segments, absolute paths, NUL and backslashes are
  // refused before they reach a store; private/ is never served.
  return isServedKey(key) ? key : null
}

function header(event: APIGatewayProxyEvent, name: string): string | undefined {
  const headers = event.headers ?? {}
  const found = Object.keys(headers).find((h) => h.toLowerCase() === name)
  return found ? (headers[found] ?? undefined) : undefined
}

/** If-None-Match against the current tag (weak comparison, lists and `*` allowed). */
function matches(ifNoneMatch: string, etag: string): boolean {
  if (!etag) return false
  if (ifNoneMatch.trim() === '*') return true
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag))
}

/**
 * Public media (product pictures, content images) from the media store
 * (the MEDIA_ROOT folder or the bucket, lib/storage) at /api/media/<key>.
 * Only known image/document types are served, only valid keys, never
 * private/ (checked on the real path too, so a link into private/ is a 404);
 * order files are private and live in their own store.
 *
 * Objects up to STREAM_ABOVE_BYTES answer as every Redwood function does (a
 * base64 string). Larger ones answer with the store's stream as the body:
 * Redwood's server (api/src/server.ts, `rw serve`, `rw dev`) hands the body
 * to fastify's reply.send, which pipes a stream, so a 20 MB picture is never
 * held in memory. ETag and If-None-Match give 304s; the Content-Type comes
 * from the extension, never from what the store says.
 */
export const handler = async (event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> => {
  if (!['GET', 'HEAD'].includes(event.httpMethod)) {
    return { statusCode: 405, headers: { Allow: 'GET, HEAD' }, body: '' }
  }
  const key = mediaKeyOf(event.path || '')
  if (!key) return notFound()
  const type = TYPES[path.extname(key).toLowerCase()]
  const headersOf = (meta: ObjectMeta) => ({
    'Content-Type': type,
    'Content-Length': String(meta.size),
    'Cache-Control': CACHE_CONTROL,
    ...(meta.etag ? { ETag: meta.etag } : {}),
    'Last-Modified': meta.lastModified.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    // SVG may carry script; never let it run in our origin.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  })

  const store = mediaStore()
  const ifNoneMatch = header(event, 'if-none-match')
  try {
    // What the key really names: a link in the media folder may lead into
    // private/ or to another type (or out of the folder: then no real key).
    const real = await store.realKey(key)
    if (!real || !isServedKey(real)) return notFound()
    if (event.httpMethod === 'HEAD' || ifNoneMatch) {
      const meta = await store.head(real)
      if (!meta) return notFound()
      if (ifNoneMatch && matches(ifNoneMatch, meta.etag)) {
        return {
          statusCode: 304,
          headers: { ETag: meta.etag, 'Cache-Control': CACHE_CONTROL },
          body: '',
        }
      }
      if (event.httpMethod === 'HEAD')
        return { statusCode: 200, headers: headersOf(meta), body: '' }
    }
    const object = await store.get(real)
    if (!object) return notFound()
    if (object.size <= STREAM_ABOVE_BYTES) {
      const bytes = await readStream(object.body)
      return {
        statusCode: 200,
        headers: { ...headersOf(object), 'Content-Length': String(bytes.length) },
        body: bytes.toString('base64'),
        isBase64Encoded: true,
      }
    }
    return {
      statusCode: 200,
      headers: headersOf(object),
      // A stream, not a string: see above.
      body: object.body as unknown as string,
      isBase64Encoded: false,
    }
  } catch (error) {
    logger.error({ err: error, key, store: store.location }, 'Media read failed')
    return unavailable()
  }
}
