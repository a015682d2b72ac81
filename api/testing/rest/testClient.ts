import { mockContext, mockHttpEvent } from '@redwoodjs/testing/api'

import { handler, restHandler } from 'src/functions/v1/v1'

import { expectContract } from './expectContract'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>

export interface V1Answer {
  status: number
  headers: Record<string, string | number | boolean>
  /** Set-Cookie values of the answer. */
  cookies: string[]
  /** Parsed JSON, or undefined for an empty or non-JSON body. */
  body: Json | undefined
  text: string
}

export interface V1Call {
  query?: Record<string, string>
  method?: string
  host?: string
  /**
   * Keep the user set with mockCurrentUser(): calls the router directly. By
   * default the call goes through the session wrapper as a guest would.
   */
  asCurrentUser?: boolean
  /** Request body (sent as JSON). */
  body?: unknown
  /** Extra request headers, e.g. cookie or origin. */
  headers?: Record<string, string>
}

/** Tests' client of /api/v1: `path` as under /api/v1, e.g. '/product/'. */
export async function callV1(path: string, options: V1Call = {}): Promise<V1Answer> {
  const event = mockHttpEvent({
    path: `/v1${path}`,
    httpMethod: options.method ?? 'GET',
    queryStringParameters: options.query ?? {},
    headers: { host: options.host ?? 'shop.test', ...options.headers },
    ...(options.body === undefined
      ? {}
      : {
          body: JSON.stringify(options.body),
          headers: {
            host: options.host ?? 'shop.test',
            'content-type': 'application/json',
            ...options.headers,
          },
        }),
  })
  const response = options.asCurrentUser
    ? await restHandler(event)
    : await handler(event, mockContext())
  const text = response.body ?? ''
  const isJson = String(response.headers?.['Content-Type'] ?? '').includes('application/json')
  return {
    status: response.statusCode,
    headers: (response.headers ?? {}) as V1Answer['headers'],
    cookies: (response.multiValueHeaders?.['Set-Cookie'] ?? []).map(String),
    body: isJson && text ? (JSON.parse(text) as Json) : undefined,
    text,
  }
}

/** A 200 (as a guest) whose body keeps the contract of `route` (path as in the route table). */
export async function expectOk(route: string, path: string, query: Record<string, string> = {}) {
  const { status, body } = await callV1(path, { query })
  expect({ path, status }).toEqual({ path, status: 200 })
  expectContract('GET', route, body)
  return body as Json
}

/** A DRF 404: `{"detail": "…"}`. */
export async function expectNotFound(path: string, query: Record<string, string> = {}) {
  const { status, body } = await callV1(path, { query })
  expect({ path, status }).toEqual({ path, status: 404 })
  expect(body).toEqual({ detail: expect.any(String) })
  return body as Json
}

/** The Cookie header a browser sends back after these Set-Cookie values. */
export const cookieHeader = (setCookies: readonly unknown[] = []) =>
  setCookies.map((c) => String(c).split(';')[0]).join('; ')
