import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda'

import { handleExchange } from 'src/exchange1c/exchange'
import { failure, type ExchangeAnswer } from 'src/exchange1c/protocol'
import { clientIp } from 'src/lib/clientIp'
import { logger } from 'src/lib/logger'

/**
 * 1C's «Обмен с сайтом» at /api/1c/exchange (docs/1c-exchange.md). Bodies
 * reach it as bytes (api/src/server.ts reads this path's bodies as a Buffer,
 * base64 in the event); answers are plain text as 1C reads them.
 */
const EXCHANGE_PATH = /^\/1c\/exchange\/?$/

function toResult(answer: ExchangeAnswer): APIGatewayProxyResult {
  const bytes = Buffer.isBuffer(answer.body)
  return {
    statusCode: answer.status,
    headers: {
      'Content-Type': answer.contentType ?? 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    },
    multiValueHeaders: answer.cookies?.length ? { 'Set-Cookie': answer.cookies } : undefined,
    body: bytes ? (answer.body as Buffer).toString('base64') : (answer.body as string),
    isBase64Encoded: bytes,
  }
}

function bodyOf(event: APIGatewayProxyEvent): Buffer | null {
  if (!event.body) return null
  return Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8')
}

export const handler = async (event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> => {
  if (!EXCHANGE_PATH.test(event.path ?? '')) {
    return toResult(failure('Адрес обмена с 1С: /api/1c/exchange', 404))
  }
  const headers = Object.fromEntries(
    Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v ?? undefined])
  )
  try {
    return toResult(
      await handleExchange({
        method: event.httpMethod,
        query: event.queryStringParameters,
        headers,
        body: bodyOf(event),
        ip: clientIp(event),
      })
    )
  } catch (error) {
    logger.error({ err: error }, '1C exchange failed')
    return toResult(
      failure('Внутренняя ошибка сайта при обмене: подробности в журнале сервера.', 500)
    )
  }
}
