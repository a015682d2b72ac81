import { mockContext, mockHttpEvent } from '@redwoodjs/testing/api'

import { handler } from 'src/functions/graphql'

/**
 * A GraphQL request as the web sends it, through the shop's own handler (its
 * directives, auth and error masking), not a resolver called by hand: the
 * answer's status and parsed body. `headers` add to a browser's (Accept-Language …).
 */
export async function askGraphql(
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {}
) {
  const answer = await handler(
    mockHttpEvent({
      path: '/graphql',
      httpMethod: 'POST',
      headers: { host: 'shop.test', 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    }),
    mockContext()
  )
  return { status: answer.statusCode, body: JSON.parse(answer.body) }
}
