import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda'

import { getConfig } from '@redwoodjs/project-config'

import { clientIp } from '../lib/clientIp'
import { publicOriginOf } from '../lib/crossSiteGuard'
import { publicPrefix } from '../lib/runtime/shopAddress'

/** Query parameters as sent: a repeated key gives a list. */
export type Query = Record<string, string | string[] | undefined>

/** What a REST handler sees of a request, independent of the Lambda shape. */
export interface RestRequest {
  method: string
  /** Path below /v1, always starting with '/'. */
  path: string
  params: Record<string, string>
  query: Query
  headers: Record<string, string | undefined>
  body: unknown
  /** The bytes of a multipart/form-data body (uploads); `body` is then undefined. */
  rawBody?: Buffer
  /**
   * The fields of an application/x-www-form-urlencoded body in the order sent
   * (a payment gateway's signed callbacks); `body` is then undefined.
   */
  form?: [string, string][]
  /**
   * What the body was sent as: none, JSON (parsed into `body`), multipart
   * (`rawBody`), a form (`form`; only routes that take forms read it) or
   * anything else, which is never read (the router answers 415).
   */
  bodyType: 'none' | 'json' | 'multipart' | 'form' | 'other'
  /** The media type of Content-Type, lower-case, without parameters ('' if none). */
  mediaType: string
  /** Absolute URL of the request as the caller addressed it (for next/previous links). */
  url: URL
  /** The caller's address (see lib/clientIp) and browser, for limits and sessions. */
  ip: string
  userAgent: string | null
}

export interface RestResponse {
  status: number
  body?: unknown
  headers?: Record<string, string>
  /** Send `body` (a string or a Buffer) as it is, with the Content-Type in `headers`. */
  raw?: boolean
  /** Set-Cookie values. */
  cookies?: string[]
}

export const json = (
  body: unknown,
  status = 200,
  headers?: Record<string, string>
): RestResponse => ({
  status,
  body,
  headers,
})

function lowerCaseHeaders(headers: APIGatewayProxyEvent['headers']) {
  const result: Record<string, string | undefined> = {}
  for (const [name, value] of Object.entries(headers ?? {})) result[name.toLowerCase()] = value
  return result
}

function flattenQuery(raw: unknown): Query {
  const query: Query = {}
  for (const [key, value] of Object.entries((raw as Record<string, unknown>) ?? {})) {
    if (Array.isArray(value)) query[key] = value.map(String)
    else if (value !== undefined && value !== null && typeof value !== 'object')
      query[key] = String(value)
  }
  return query
}

/**
 * The address of the request at the shop's public origin, for DRF's absolute
 * next/previous links: SITE_URL and its /api when set (never the caller's
 * Host), else the Host it came to when that is a plain host[:port]
 * (publicOriginOf), else the api on localhost.
 */
function requestUrl(event: APIGatewayProxyEvent, headers: Record<string, string | undefined>) {
  const siteUrl = process.env.SITE_URL?.trim()
  const origin = publicOriginOf(headers, event) ?? `http://localhost:${getConfig().api.port}`
  const prefix = siteUrl ? '/api' : publicPrefix(headers)
  const search = new URLSearchParams()
  const query = flattenQuery(event.queryStringParameters)
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value ?? '']) search.append(key, item)
  }
  const qs = search.toString()
  return new URL(`${origin}${prefix}${event.path}${qs ? `?${qs}` : ''}`)
}

/** `application/json; charset=utf-8` → `application/json`. */
const mediaTypeOf = (header: string | undefined) =>
  (header ?? '').split(';')[0].trim().toLowerCase()

/** application/json and its structured-syntax kin (application/problem+json, …). */
const isJsonMediaType = (type: string) =>
  type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type)

export function readRequest(
  event: APIGatewayProxyEvent,
  mountPath: string
): RestRequest | RestResponse {
  const headers = lowerCaseHeaders(event.headers)
  const fullPath = event.path || '/'
  const path = fullPath.startsWith(mountPath) ? fullPath.slice(mountPath.length) || '/' : fullPath
  let body: unknown = undefined
  let rawBody: Buffer | undefined
  let form: [string, string][] | undefined
  let bodyType: RestRequest['bodyType'] = 'none'
  const mediaType = mediaTypeOf(headers['content-type'])
  if (event.body && mediaType === 'multipart/form-data') {
    // Uploads stay bytes: api/src/server.ts hands them over base64-encoded.
    rawBody = Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8')
    bodyType = 'multipart'
  } else if (event.body && isJsonMediaType(mediaType)) {
    const text = event.isBase64Encoded
      ? Buffer.from(event.body, 'base64').toString('utf8')
      : event.body
    try {
      body = JSON.parse(text)
    } catch {
      return json({ detail: 'Некорректный JSON в теле запроса.' }, 400)
    }
    bodyType = 'json'
  } else if (event.body && mediaType === 'application/x-www-form-urlencoded') {
    const text = event.isBase64Encoded
      ? Buffer.from(event.body, 'base64').toString('utf8')
      : event.body
    form = [...new URLSearchParams(text).entries()]
    bodyType = 'form'
  } else if (event.body) {
    // text/plain, forms, no Content-Type: never guessed at (415 for writes).
    bodyType = 'other'
  }
  return {
    method: (event.httpMethod || 'GET').toUpperCase(),
    path: path.startsWith('/') ? path : `/${path}`,
    params: {},
    query: flattenQuery(event.queryStringParameters),
    headers,
    body,
    rawBody,
    form,
    bodyType,
    mediaType,
    url: requestUrl(event, headers),
    ip: clientIp(event),
    userAgent: headers['user-agent'] ?? null,
  }
}

export function writeResponse(response: RestResponse): APIGatewayProxyResult {
  const multiValueHeaders = response.cookies?.length
    ? { 'Set-Cookie': response.cookies }
    : undefined
  // Bytes (a downloaded file) go base64 with isBase64Encoded, as the Lambda-style adapter expects.
  if (response.raw && Buffer.isBuffer(response.body)) {
    return {
      statusCode: response.status,
      headers: { 'Cache-Control': 'no-store', ...response.headers },
      multiValueHeaders,
      body: response.body.toString('base64'),
      isBase64Encoded: true,
    }
  }
  if (response.raw) {
    return {
      statusCode: response.status,
      headers: { 'Cache-Control': 'no-store', ...response.headers },
      multiValueHeaders,
      body: String(response.body ?? ''),
    }
  }
  const hasBody = response.body !== undefined && response.status !== 204
  return {
    statusCode: response.status,
    headers: {
      ...(hasBody ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
      'Cache-Control': 'no-store',
      Vary: 'Cookie',
      ...response.headers,
    },
    multiValueHeaders,
    body: hasBody ? JSON.stringify(response.body) : '',
  }
}
