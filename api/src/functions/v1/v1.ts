import { useRequireAuth } from '@redwoodjs/graphql-server'

import { getCurrentUser } from 'src/lib/auth'
import { clearDeadSessionCookies, sessionDecoder } from 'src/lib/authSession'
import { startOutboxWorker, WORKER_INTERVAL_MS } from 'src/lib/outboxWorker'
import { OUTBOX_SOURCES } from 'src/outboxSources'
import { createRestHandler } from 'src/rest/router'
import { routes } from 'src/rest/routes'

/**
 * The REST API of the old site, /api/v1/... on the web origin and /v1/... on
 * the api server: a thin adapter over the services GraphQL uses.
 */
export const restHandler = createRestHandler(routes, '/v1')

// The api server loads every function at start: the outbox worker (leads to
// Bitrix24, letters by mail) runs in the same process, once per process; any
// number of processes may run it (claims skip each other's rows).
startOutboxWorker(process.env, WORKER_INTERVAL_MS, OUTBOX_SOURCES)

const sessionHandler = useRequireAuth({
  handlerFn: restHandler,
  getCurrentUser,
  authDecoder: sessionDecoder,
})

/**
 * Same session as GraphQL: `context.currentUser` is the logged-in user or
 * empty for guests; each service decides what that user may see. A dead
 * session cookie is a guest's, and the answer clears it.
 */
export const handler: typeof sessionHandler = async (event, context, ...rest) =>
  clearDeadSessionCookies(event, await sessionHandler(event, context, ...rest))
