import { createRestHandler } from 'src/lib/rest/router'
import { routes } from 'src/lib/rest/routes'

/**
 * The REST API of the old site, /api/v1/... on the web origin and /v1/... on
 * the api server: a thin adapter over the services GraphQL uses.
 */
export const handler = createRestHandler(routes, '/v1')
