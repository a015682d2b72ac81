import { z } from 'zod'

import { openApiDocument, openApiHtml } from '../openapi'
import { defineRoute, Reply, type RouteSpec } from '../router'

/**
 * The document's own routes, describing the table they are given (the whole
 * contract, themselves included): the table names them, not the other way
 * round, so the two files import in one direction only.
 */
export function docsRoutesOf(contract: () => RouteSpec[]) {
  // Built on first use: the route table is complete only after every module loaded.
  let document: Record<string, unknown> | undefined
  const apiDocument = () => (document ??= openApiDocument(contract()))
  return [
    defineRoute({
      method: 'GET',
      path: '/openapi.json',
      tag: 'Документация',
      summary: 'Описание API в формате OpenAPI 3.1',
      response: z.record(z.string(), z.unknown()),
      handler: () => new Reply(apiDocument(), 200, { 'Cache-Control': 'public, max-age=300' }),
    }),
    defineRoute({
      method: 'GET',
      path: '/docs/',
      tag: 'Документация',
      summary: 'Описание API для людей',
      response: z.string(),
      handler: () =>
        new Reply(
          openApiHtml(apiDocument()),
          200,
          { 'Content-Type': 'text/html; charset=utf-8' },
          true
        ),
    }),
  ]
}
