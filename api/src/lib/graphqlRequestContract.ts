import { GraphQLError, Kind, visit } from 'graphql'
import type { DocumentNode, ExecutionResult } from 'graphql'
import type { GraphQLParams, Plugin } from 'graphql-yoga'

/**
 * One contract for every GraphQL request that is wrong before it runs: HTTP
 * 400 and `{"errors": [{"message", "extensions": {"code"}}]}`, never a 500
 * and never a hang.
 *
 * Why these were 500s: graphql-armor's plugins (tokens, depth, aliases,
 * directives, cost) bring their own copy of `graphql` (16.11; Redwood pins
 * 16.9), and the parser runs inside armor's token limiter. Their errors are
 * GraphQLErrors of that other copy, which Yoga's `instanceof GraphQLError`
 * does not recognise, so its error masking treated syntax errors and armor
 * refusals as unexpected: 500 «Something went wrong.». Here parse and
 * validation errors, whatever copy made them, become this copy's errors with
 * a code and status 400, the message kept (armor's «Query depth limit of 8
 * exceeded», the parser's «Syntax Error: …»).
 *
 * Field suggestions («Did you mean "product"…») name schema fields, which
 * introspection would: both only in development (NODE_ENV=development), as
 * Redwood enables introspection.
 */

export const INVALID_CHARACTERS_MESSAGE = 'Недопустимые символы в запросе.'
export const EMPTY_QUERY_MESSAGE = 'Пустой запрос: нужен текст запроса GraphQL в поле query.'
export const NOT_AN_OBJECT_MESSAGE = 'Тело запроса должно быть JSON-объектом с полем query.'
export const BATCHING_MESSAGE =
  'Пакетные запросы (JSON-массив) не поддерживаются: отправьте один запрос.'

/** NUL and UTF-16 halves without their pair: Postgres and UTF-8 cannot take them. */
const INVALID_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export function hasInvalidCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return INVALID_CHARACTERS.test(value)
  if (depth > 64 || value === null || typeof value !== 'object') return false
  const entries = Array.isArray(value) ? value : Object.entries(value).flat()
  return entries.some((item) => hasInvalidCharacters(item, depth + 1))
}

function documentHasInvalidCharacters(document: DocumentNode): boolean {
  let found = false
  visit(document, {
    [Kind.STRING](node) {
      if (INVALID_CHARACTERS.test(node.value)) found = true
    },
  })
  return found
}

export const requestError = (message: string, code: string) =>
  new GraphQLError(message, { extensions: { code, http: { status: 400, spec: false } } })

const showSuggestions = () => process.env.NODE_ENV === 'development'

interface ErrorLike {
  name?: unknown
  message?: unknown
  originalError?: unknown
  source?: GraphQLError['source']
  positions?: GraphQLError['positions']
  extensions?: Record<string, unknown>
}

/**
 * An error of a result without data (the request never ran) as a 400 of this
 * `graphql` copy, or null when it is a real failure (say, the context could
 * not be built): that one stays Redwood's masked 500. Parse and validation
 * errors are GraphQLErrors at the bottom of their chain, whichever copy made
 * them; Yoga may have wrapped a foreign one into «Something went wrong.».
 */
function asRequestError(error: unknown): GraphQLError | null {
  let like = error as ErrorLike
  for (let depth = 0; depth < 8 && like?.originalError; depth++)
    like = like.originalError as ErrorLike
  if (typeof like !== 'object' || like === null || like.name !== 'GraphQLError') return null
  let message = String(like.message)
  if (!showSuggestions()) message = message.replace(/\s*Did you mean .*$/s, '')
  const code = typeof like.extensions?.code === 'string' ? like.extensions.code : undefined
  const parse = message.startsWith('Syntax Error')
  return new GraphQLError(message, {
    source: like.source,
    positions: like.positions,
    extensions: {
      code: code ?? (parse ? 'GRAPHQL_PARSE_FAILED' : 'GRAPHQL_VALIDATION_FAILED'),
      http: { status: 400, spec: false },
    },
  })
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The request's GraphQL parameters (after Yoga parsed the body): checked here. */
function checkParams(params: unknown): void {
  if (Array.isArray(params)) throw requestError(BATCHING_MESSAGE, 'BATCHING_NOT_SUPPORTED')
  if (!isPlainObject(params)) throw requestError(NOT_AN_OBJECT_MESSAGE, 'BAD_REQUEST')
  const { query, variables, operationName, extensions } = params
  if (typeof query !== 'string' || query.trim() === '')
    throw requestError(EMPTY_QUERY_MESSAGE, 'BAD_REQUEST')
  if (hasInvalidCharacters([query, variables, operationName, extensions]))
    throw requestError(INVALID_CHARACTERS_MESSAGE, 'BAD_USER_INPUT')
}

export const useRequestContract = (): Plugin => ({
  // Redwood's fastify server hands Yoga the body fastify already parsed. A
  // JSON value @whatwg-node cannot pass on as it is (an array, `{}`, `null`,
  // a number) makes it read the request stream again, which fastify has
  // consumed: no answer until the request timeout. Such bodies end here.
  onRequest({ request, serverContext, fetchAPI, endResponse }) {
    const req = (serverContext as { req?: { body?: unknown } } | undefined)?.req
    if (request.method !== 'POST' || !req || req.body === undefined) return
    const body = req.body
    if (typeof body === 'string' || Buffer.isBuffer(body)) return
    if (isPlainObject(body) && Object.keys(body).length > 0) return
    const error = Array.isArray(body)
      ? { message: BATCHING_MESSAGE, extensions: { code: 'BATCHING_NOT_SUPPORTED' } }
      : isPlainObject(body)
        ? { message: EMPTY_QUERY_MESSAGE, extensions: { code: 'BAD_REQUEST' } }
        : { message: NOT_AN_OBJECT_MESSAGE, extensions: { code: 'BAD_REQUEST' } }
    endResponse(
      new fetchAPI.Response(JSON.stringify({ errors: [error] }), {
        status: 400,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      })
    )
  },
  // Wraps Yoga's body parser: malformed JSON, a batch, no query, bad characters
  // in variables answer 400 before Yoga's own checks (which answer 200 to
  // some of them under `Accept: application/json`).
  onRequestParse({ requestParser, setRequestParser }) {
    if (!requestParser) return
    setRequestParser(async (request) => {
      let params: unknown
      try {
        params = await requestParser(request)
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        throw requestError(message, 'BAD_REQUEST')
      }
      checkParams(params)
      return params as GraphQLParams
    })
  },
  onParse({ parseFn, setParseFn }) {
    // armor's token limiter is the parser here; its errors become ours before
    // Yoga caches them (and before its masking, which would hide the message).
    setParseFn((source, options) => {
      try {
        return parseFn(source, options)
      } catch (error) {
        throw asRequestError(error) ?? error
      }
    })
    return ({ result, replaceParseResult }) => {
      if (result && typeof result === 'object' && 'kind' in result) {
        if (documentHasInvalidCharacters(result as DocumentNode))
          replaceParseResult(requestError(INVALID_CHARACTERS_MESSAGE, 'BAD_USER_INPUT'))
      }
    }
  },
  // armor's depth, alias, directive and cost rules throw their own errors
  // from validation; they become 400s here, before Yoga's masking.
  onValidate({ validateFn, setValidationFn }) {
    setValidationFn((...args: Parameters<typeof validateFn>) => {
      try {
        return validateFn(...args).map((error) => asRequestError(error) ?? error)
      } catch (error) {
        throw asRequestError(error) ?? error
      }
    })
  },
  // Parse and validation errors (armor's limits among them) end here, cached
  // or not: a result with errors and no data is a request error, 400.
  onExecutionResult({ result, setResult }) {
    if (!result || Array.isArray(result) || Symbol.asyncIterator in result) return
    const single = result as ExecutionResult
    if (!single.errors?.length || single.data !== undefined) return
    const errors = single.errors.map(asRequestError)
    if (errors.some((error) => error === null)) return
    setResult({ ...single, errors: errors as GraphQLError[] })
  },
})
