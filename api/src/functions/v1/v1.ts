import { useRequireAuth } from '@redwoodjs/graphql-server'

import { getCurrentUser } from 'src/lib/auth'
import { sessionDecoder } from 'src/lib/authSession'
import { createRestHandler } from 'src/lib/rest/router'
import { routes } from 'src/lib/rest/routes'

/**
 * The REST API of the old site, /api/v1/... on the web origin and /v1/... on
 * the api server: a thin adapter over the services GraphQL uses.
 */
export const restHandler = createRestHandler(routes, '/v1')

/**
 * Same session as GraphQL: `context.currentUser` is the logged-in user or
 * empty for guests; each service decides what that user may see.
 */
export const handler = useRequireAuth({
  handlerFn: restHandler,
  getCurrentUser,
  authDecoder: sessionDecoder,
})
