/**
 * Fastify's own refusals of a request body (before any function runs), as
 * the shop answers everything else: `{detail}` in Russian. The texts of the
 * 413s are the web server's (scripts/cli/apiProxy.mjs), so a caller gets the
 * same answer through the web origin or on the api's port.
 */
export interface BodyErrorAnswer {
  status: number
  detail: string
}

/** Fastify's JSON parser throws a bare SyntaxError (status 400, no code): it gets this one. */
export const INVALID_JSON = 'INVALID_JSON'

/** The code of a body error: fastify's, or INVALID_JSON for its JSON parser's SyntaxError. */
export function bodyErrorCode(error: { code?: string; name?: string; statusCode?: number }) {
  if (error.code) return error.code
  return error.name === 'SyntaxError' && error.statusCode === 400 ? INVALID_JSON : undefined
}

const TOO_LARGE_MULTIPART = 'Слишком большой запрос: не больше 6 МБ (файл — до 5 МБ).'
const TOO_LARGE_OTHER = 'Слишком большой запрос: не больше 1 МБ.'

export function bodyErrorAnswer(
  code: string | undefined,
  contentType: string | undefined
): BodyErrorAnswer | null {
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        detail: /^\s*multipart\/form-data/i.test(contentType ?? '')
          ? TOO_LARGE_MULTIPART
          : TOO_LARGE_OTHER,
      }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        detail: `Неподдерживаемый тип данных «${(contentType ?? '').slice(0, 100)}» в запросе.`,
      }
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case INVALID_JSON:
      return { status: 400, detail: 'Тело запроса — не JSON.' }
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, detail: 'Длина тела запроса не совпадает с Content-Length.' }
    default:
      return null
  }
}
