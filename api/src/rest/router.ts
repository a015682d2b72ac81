import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda'
import type { z } from 'zod'

import { refusesCrossSite } from '../lib/crossSiteGuard'
import { CROSS_SITE_MESSAGE } from '../lib/domain/crossSite'
import type { InputOf } from '../lib/domain/inputFields'
import {
  DEFAULT_TEXT_LOCALE,
  requestedTextLocale,
  TextLocaleSchema,
  type TextLocale,
} from '../lib/domain/localizedText'
import {
  ConflictError,
  InvalidInputError,
  NotAuthenticatedError,
  NotFoundError,
  ShopError,
  TooManyRequestsError,
} from '../lib/errors'
import { logger } from '../lib/logger'
import { setRequestTextLocale } from '../lib/textLocale'
import { viewerIdOrNull } from '../lib/viewer'
import { viewerPriceView } from '../modules/pricing'

import { bodyFor, inWireNames, readBody, type BodyByViewer, type BodyContract } from './body'
import {
  cacheAudience,
  cacheControlFor,
  cachePolicy,
  etagOf,
  matchesIfNoneMatch,
  responseCacheKey,
  type CachePolicy,
  type RouteCaching,
} from './caching'
import { json, readRequest, writeResponse } from './http'
import type { RestRequest, RestResponse } from './http'
import { badQueryMessage, bodyProblem, isCleanText, queryProblem } from './inputGuard'
import { catalogResponses, responseCacheEnabled, type CachedAnswer } from './responseCache'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

type QueryShape = Record<string, z.ZodType>

/** A handler's answer other than a plain 200 body (status, headers). */
export class Reply<T = unknown> {
  constructor(
    readonly body: T,
    readonly status = 200,
    readonly headers: Record<string, string> = {},
    /** Send a string or Buffer body as it is (with the Content-Type in `headers`), not as JSON. */
    readonly raw = false,
    /** Set-Cookie values (login, logout). */
    readonly cookies: string[] = []
  ) {}
}

/**
 * One call of the contract: what it accepts and answers (zod schemas, which
 * also generate the OpenAPI document) and the handler that calls a service.
 */
export interface RouteSpec<
  Q extends QueryShape = QueryShape,
  R extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
> {
  method: Method
  /** e.g. '/product/:article/'. The trailing-slash form is canonical; both match. */
  path: string
  summary: string
  tag: string
  description?: string
  query?: Q
  /**
   * The JSON body: the use case's one input schema (domain) with the old
   * site's field names. Parsed before the handler runs; a refusal is 400.
   */
  body?: BodyContract<B> | BodyByViewer
  /** Path parameters that must match, else 404 (e.g. ids that are not numbers). */
  params?: Record<string, z.ZodType<string>>
  response: R
  /** Other answers worth documenting, by status. */
  errors?: number[]
  /**
   * Bodies of those answers that say more than {detail} (400 defaults to
   * field errors), e.g. the 409 of placing with the lines short of stock.
   */
  errorBodies?: Partial<Record<number, z.ZodType>>
  /**
   * Documents that the call needs a logged-in session (the service itself
   * enforces it, so REST and GraphQL cannot differ).
   */
  requiresLogin?: boolean
  /**
   * `catalog`: a public read whose answer is the same for every guest (no
   * cart, favourites or personal fields; a logged-in viewer also sees stock
   * counts and their price type's prices, so theirs is private). It gets an
   * ETag, Cache-Control and 304s, and answers are kept per audience — guests,
   * or logged-in viewers of one price type — until a catalogue or content
   * write (caching.ts).
   */
  cache?: RouteCaching
  /**
   * The answer carries texts of goods or content (names, descriptions,
   * news…): `Accept-Language: kk` or `?lang=kk` gives them in Kazakh where
   * written (lib/textLocale), the same shape; without either, Russian as
   * always. Documented in OpenAPI; answers vary by Accept-Language.
   */
  localized?: boolean
  /** Takes multipart/form-data uploads besides JSON (order files); other writes take JSON only. */
  uploads?: boolean
  /**
   * Takes an application/x-www-form-urlencoded body (request.form, read by
   * the handler) instead of JSON, documented by this schema: a payment
   * gateway's server-to-server callbacks.
   */
  form?: z.ZodType
  /** The 200 is XML (a gateway's expected answer), documented as this body. */
  xml?: { description: string }
  /** The 200 is bytes, not JSON (a downloaded file): documented as this binary body. */
  binary?: { mediaType: string; description: string }
  handler: (
    request: RestRequest,
    query: { [K in keyof Q]: z.output<Q[K]> },
    body: InputOf<B>
  ) => Promise<z.input<R> | Reply<z.input<R>>> | z.input<R> | Reply<z.input<R>>
}

/** Keeps each route's query and response types tied to its handler. */
export const defineRoute = <
  Q extends QueryShape,
  R extends z.ZodType,
  B extends z.ZodType = z.ZodUnknown,
>(
  spec: RouteSpec<Q, R, B>
) => spec as unknown as RouteSpec

interface CompiledRoute {
  spec: RouteSpec
  pattern: RegExp
  names: string[]
}

function compile(spec: RouteSpec): CompiledRoute {
  const names: string[] = []
  const source = spec.path
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      names.push(segment.slice(1))
      return '([^/]+)'
    })
    .join('/')
  return { spec, names, pattern: new RegExp(`^${source}/?$`) }
}

/** The answer every edge gives for an expected failure (DRF conventions). */
export function errorResponse(error: unknown): RestResponse {
  if (error instanceof InvalidInputError) return json(error.fields, 400)
  if (error instanceof TooManyRequestsError) {
    return json({ detail: error.message }, 429, { 'Retry-After': String(error.retryAfterSeconds) })
  }
  if (error instanceof ConflictError) {
    return json({ detail: error.message, ...error.details }, error.status)
  }
  if (error instanceof ShopError) return json({ detail: error.message }, error.status)
  logger.error({ err: error }, 'REST handler failed')
  return json({ detail: 'Внутренняя ошибка сервера.' }, 500)
}

/**
 * The one rule for every query parameter (docs/rest-api.md): a repeated
 * parameter counts by its last value, as in Django's QueryDict.get, and
 * surrounding whitespace is ignored (`page= 1` is `page=1`; only spaces is absent).
 */
function lastValues(query: RestRequest['query']) {
  const result: Record<string, string | undefined> = {}
  for (const [key, value] of Object.entries(query)) {
    result[key] = (Array.isArray(value) ? value[value.length - 1] : value)?.trim()
  }
  return result
}

/** 415 unless a write's body is JSON (or multipart or a form where the route takes them). */
function unsupportedBody(spec: RouteSpec, request: RestRequest, method: string) {
  if (method === 'GET') return null
  if (
    request.bodyType === 'other' ||
    (request.bodyType === 'multipart' && !spec.uploads) ||
    (request.bodyType === 'form' && !spec.form) ||
    (spec.form && request.bodyType !== 'form')
  ) {
    const type = request.mediaType || 'не указан'
    const wanted = spec.form ? 'application/x-www-form-urlencoded' : 'application/json'
    return json(
      {
        detail: `Неподдерживаемый тип данных «${type.slice(0, 100)}» в запросе: отправьте ${wanted}.`,
      },
      415
    )
  }
  return null
}

/** The edge's refusals before any handler runs: inputGuard.ts. */
function refusedInput(request: RestRequest): RestResponse | null {
  const inQuery = queryProblem(request.query)
  if (inQuery) return json({ detail: inQuery }, 400)
  if (request.bodyType !== 'json') return null
  const inBody = bodyProblem(request.body)
  if (!inBody) return null
  return 'detail' in inBody ? json({ detail: inBody.detail }, 400) : json(inBody.fields, 400)
}

/** 400 {detail}: an input the edge refuses whatever the route. */
class RefusedInputError extends ShopError {
  readonly status = 400
}

/** A path parameter, decoded; 404 when it does not fit, 400 when it holds what no input may. */
function pathParam(spec: RouteSpec, name: string, encoded: string): string {
  let value: string
  try {
    value = decodeURIComponent(encoded)
  } catch {
    throw new NotFoundError()
  }
  if (!isCleanText(value, 'query')) throw new RefusedInputError(badQueryMessage(name))
  if (spec.params?.[name] && !spec.params[name].safeParse(value).success) {
    throw new NotFoundError()
  }
  return value
}

function parseQuery(spec: RouteSpec, request: RestRequest) {
  if (!spec.query) return {}
  const values = lastValues(request.query)
  const parsed: Record<string, unknown> = {}
  const fields: Record<string, string[]> = {}
  for (const [key, schema] of Object.entries(spec.query)) {
    const result = schema.safeParse(values[key])
    if (result.success) parsed[key] = result.data
    else fields[key] = result.error.issues.map((issue) => issue.message)
  }
  if (Object.keys(fields).length) throw new InvalidInputError(fields)
  return parsed
}

/**
 * The language a localized route answers in: `?lang=` (ru or kk, else 400
 * naming the field), else Accept-Language (lib/domain/localizedText). Other
 * routes answer as they always did, in Russian.
 */
function answerLocale(spec: RouteSpec, request: RestRequest): TextLocale {
  if (!spec.localized) return DEFAULT_TEXT_LOCALE
  const lang = lastValues(request.query).lang
  const parsed = lang ? TextLocaleSchema.safeParse(lang) : null
  if (parsed && !parsed.success) {
    throw new InvalidInputError({ lang: parsed.error.issues.map((issue) => issue.message) })
  }
  return requestedTextLocale({
    lang: parsed?.data,
    acceptLanguage: request.headers['accept-language'],
  })
}

/** What a localized answer adds to its headers: its language, and that it varies by the asked one. */
const languageHeaders = (spec: RouteSpec, locale: TextLocale): Record<string, string> =>
  spec.localized ? { 'Content-Language': locale } : {}

/** A cacheable read's answer as bytes and their tag; only 200s are ever cached (errors throw). */
function serialized(result: unknown): CachedAnswer {
  const [status, body] = result instanceof Reply ? [result.status, result.body] : [200, result]
  const text = JSON.stringify(body)
  return { status, body: text, etag: etagOf(text) }
}

/** The answer, or 304 when the caller already holds it (If-None-Match). */
function conditional(
  answer: CachedAnswer,
  policy: CachePolicy,
  ifNoneMatch: string | undefined,
  language: Record<string, string>
) {
  const headers = {
    ETag: answer.etag,
    'Cache-Control': cacheControlFor(policy),
    // Whether a session came with the request decides shared or private;
    // a localized answer's language, the Accept-Language it came with.
    Vary: 'Content-Language' in language ? 'Cookie, Accept-Language' : 'Cookie',
    ...language,
  }
  if (answer.status === 200 && matchesIfNoneMatch(ifNoneMatch, answer.etag)) {
    return { status: 304, body: '', headers, raw: true }
  }
  return {
    status: answer.status,
    body: answer.body,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
    raw: true,
  }
}

/**
 * One route table → one Lambda handler. Routing, 404/405, query validation and
 * error mapping live here, so that handlers only call services and serializers.
 */
export function createRestHandler(routes: RouteSpec[], mountPath: string) {
  const compiled = routes.map(compile)

  return async (event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> => {
    const request = readRequest(event, mountPath)
    if (!('method' in request)) return writeResponse(request)

    const matching = compiled
      .map((route) => ({ route, match: route.pattern.exec(request.path) }))
      .filter((candidate) => candidate.match)
    if (matching.length === 0) return writeResponse(json({ detail: 'Страница не найдена.' }, 404))

    const method = request.method === 'HEAD' ? 'GET' : request.method
    const found = matching.find((candidate) => candidate.route.spec.method === method)
    if (!found) {
      const allow = [...new Set(matching.map((candidate) => candidate.route.spec.method))]
      return writeResponse(
        json({ detail: `Метод "${request.method}" не разрешен.` }, 405, { Allow: allow.join(', ') })
      )
    }

    const { spec, names } = found.route
    // CSRF: every write a browser sends must come from the shop's own origin,
    // with a session cookie or without (lib/crossSiteGuard).
    if (refusesCrossSite(method, request.headers, event)) {
      return writeResponse(json({ detail: CROSS_SITE_MESSAGE }, 403))
    }
    const refused = unsupportedBody(spec, request, method) ?? refusedInput(request)
    if (refused) return writeResponse(refused)
    let contract: BodyContract | undefined
    try {
      names.forEach((name, index) => {
        request.params[name] = pathParam(spec, name, found.match![index + 1])
      })
      const query = parseQuery(spec, request)
      const locale = answerLocale(spec, request)
      setRequestTextLocale(locale)
      const language = languageHeaders(spec, locale)
      let body: unknown = request.body
      // Multipart uploads are read by their handler (order files).
      if (spec.body && request.bodyType !== 'multipart') {
        contract = bodyFor(spec.body, viewerIdOrNull() === null)
        const parsed = readBody(contract, request.body)
        if ('fields' in parsed) {
          // A guest on a login-only call hears 401 whatever the body, as
          // before bodies were parsed here (DRF checks permissions first).
          if (spec.requiresLogin && viewerIdOrNull() === null) throw new NotAuthenticatedError()
          const refusal = contract.refusal?.(parsed.fields) ?? { body: parsed.fields, status: 400 }
          return writeResponse(json(refusal.body, refusal.status))
        }
        body = parsed.data
      }
      const policy = cachePolicy(spec.cache, method, viewerIdOrNull())
      if (policy !== 'none') {
        const run = async () => serialized(await spec.handler(request, query, body))
        const audience = cacheAudience(policy, viewerPriceView())
        const answer = responseCacheEnabled()
          ? await catalogResponses.getOrCompute(
              responseCacheKey(request.url, audience, locale),
              run
            )
          : await run()
        return writeResponse(
          conditional(answer, policy, request.headers['if-none-match'], language)
        )
      }
      const result = await spec.handler(request, query, body)
      const varies = spec.localized ? { ...language, Vary: 'Accept-Language' } : {}
      return writeResponse(
        result instanceof Reply
          ? {
              ...json(result.body, result.status, { ...result.headers, ...varies }),
              raw: result.raw,
              cookies: result.cookies,
            }
          : json(result, 200, varies)
      )
    } catch (error) {
      // A service names fields as the schema does (`newPassword`); the caller reads its own names.
      if (contract && error instanceof InvalidInputError) {
        return writeResponse(
          errorResponse(new InvalidInputError(inWireNames(contract, error.fields)))
        )
      }
      return writeResponse(errorResponse(error))
    }
  }
}
