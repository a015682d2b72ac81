import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda'

import { clientIp } from 'src/lib/clientIp'
import { TooManyRequestsError } from 'src/lib/errors'
import { logger } from 'src/lib/logger'
import { enforce, RATE_RULES } from 'src/lib/rateLimit'
import { kaspiFeedAnswer } from 'src/modules/marketplaces'

/**
 * Marketplaces' price lists (issue 34 §1): /feeds/kaspi.xml, the Kaspi.kz
 * (and omarket.kz) list, which Kaspi re-reads about every 30 minutes. The web
 * server (scripts/cli/web-server.mjs) and the dev server (web/vite.config.ts)
 * serve it at the site's root. With a secret set, only
 * /feeds/kaspi.xml?token=<secret> answers.
 *
 * The body is a stream (Redwood's server pipes it, as functions/media does),
 * so 100 000 products are never one string. Every answer revalidates: the
 * list follows each price or stock change at the next fetch, and an
 * unchanged list costs Kaspi a 304.
 */
const CACHE_CONTROL = 'no-cache'

const plain = (status: number, body: string, extra: Record<string, string> = {}) => ({
  statusCode: status,
  headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra },
  body,
})

const headerOf = (event: APIGatewayProxyEvent, name: string): string | undefined => {
  const found = Object.keys(event.headers ?? {}).find((key) => key.toLowerCase() === name)
  return found ? (event.headers[found] ?? undefined) : undefined
}

export const handler = async (event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> => {
  if (event.httpMethod !== 'GET' && event.httpMethod !== 'HEAD') {
    return plain(405, 'Метод не разрешён', { Allow: 'GET, HEAD' })
  }
  const file = (event.path ?? '').replace(/^.*\/feeds\/?/, '')
  if (file !== 'kaspi.xml') return plain(404, 'Не найдено')
  try {
    // Every fetch walks the catalogue (a 304 too, for its fingerprint): bounded per address.
    await enforce(RATE_RULES.kaspiFeedPerIp, clientIp(event))
    const token = event.queryStringParameters?.token
    const answer = await kaspiFeedAnswer({
      token,
      ifNoneMatch: headerOf(event, 'if-none-match'),
      ifModifiedSince: headerOf(event, 'if-modified-since'),
      head: event.httpMethod === 'HEAD',
    })
    if (answer.status === 404) return plain(404, 'Не найдено')
    const validators = {
      ETag: answer.etag,
      'Last-Modified': answer.lastModified.toUTCString(),
      'Cache-Control': CACHE_CONTROL,
    }
    if (answer.status === 304) return { statusCode: 304, headers: validators, body: '' }
    if (answer.body) {
      answer.body.on('error', (error) => logger.error({ err: error }, 'Kaspi feed broke off'))
    }
    return {
      statusCode: 200,
      headers: { 'Content-Type': 'application/xml; charset=utf-8', ...validators },
      // A stream, not a string: see above.
      body: (answer.body ?? '') as unknown as string,
      isBase64Encoded: false,
    }
  } catch (error) {
    if (error instanceof TooManyRequestsError) {
      return plain(429, 'Слишком много запросов прайс-листа. Попробуйте позже.', {
        'Retry-After': String(error.retryAfterSeconds),
      })
    }
    logger.error({ err: error }, 'Kaspi feed failed')
    return plain(503, 'Временно недоступно', { 'Retry-After': '60' })
  }
}
