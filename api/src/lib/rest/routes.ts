import { getCategories } from './resources/categories'
import type { Route } from './router'

/**
 * The /api/v1 contract of the old site, one line per call (SPEC §7).
 * Paths are canonical with a trailing slash; the form without one works too.
 */
export const routes: Route[] = [{ method: 'GET', path: '/category/', handler: getCategories }]
