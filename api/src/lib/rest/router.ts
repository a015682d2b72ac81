import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda'

import { ShopError, InvalidInputError, TooManyRequestsError } from '../errors'
import { logger } from '../logger'

import { json, readRequest, writeResponse } from './http'
import type { RestRequest, RestResponse } from './http'

export type RestHandler = (request: RestRequest) => Promise<RestResponse> | RestResponse

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface Route {
  method: Method
  /** e.g. '/product/:article/'. The trailing-slash form is canonical; both match. */
  path: string
  handler: RestHandler
}

interface CompiledRoute extends Route {
  pattern: RegExp
  names: string[]
}

function compile(route: Route): CompiledRoute {
  const names: string[] = []
  const trimmed = route.path.replace(/\/+$/, '')
  const source = trimmed
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      names.push(segment.slice(1))
      return '([^/]+)'
    })
    .join('/')
  return { ...route, names, pattern: new RegExp(`^${source}/?$`) }
}

/** The answer every edge gives for an expected failure (DRF conventions). */
export function errorResponse(error: unknown): RestResponse {
  if (error instanceof InvalidInputError) return json(error.fields, 400)
  if (error instanceof TooManyRequestsError) {
    return json({ detail: error.message }, 429, { 'Retry-After': String(error.retryAfterSeconds) })
  }
  if (error instanceof ShopError) return json({ detail: error.message }, error.status)
  logger.error({ err: error }, 'REST handler failed')
  return json({ detail: 'Внутренняя ошибка сервера.' }, 500)
}

/**
 * One route table → one Lambda handler. Routing, 404/405, body parsing and
 * error mapping live here so that resource handlers only call services and
 * serializers.
 */
export function createRestHandler(routes: Route[], mountPath: string) {
  const compiled = routes.map(compile)

  return async (event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> => {
    const request = readRequest(event, mountPath)
    if (!('method' in request)) return writeResponse(request)

    const matching = compiled
      .map((route) => ({ route, match: route.pattern.exec(request.path) }))
      .filter((candidate) => candidate.match)
    if (matching.length === 0) return writeResponse(json({ detail: 'Страница не найдена.' }, 404))

    const method = request.method === 'HEAD' ? 'GET' : request.method
    const found = matching.find((candidate) => candidate.route.method === method)
    if (!found) {
      const allow = [...new Set(matching.map((candidate) => candidate.route.method))].join(', ')
      return writeResponse(
        json({ detail: `Метод "${request.method}" не разрешен.` }, 405, { Allow: allow })
      )
    }

    found.route.names.forEach((name, index) => {
      request.params[name] = decodeURIComponent(found.match![index + 1])
    })
    try {
      return writeResponse(await found.route.handler(request))
    } catch (error) {
      return writeResponse(errorResponse(error))
    }
  }
}
