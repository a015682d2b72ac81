import { authRoutes } from './resources/auth'
import { catalogRefRoutes } from './resources/brands'
import { categoryRoutes } from './resources/categories'
import { contentRoutes } from './resources/content'
import { docsRoutes } from './resources/docs'
import { notificationRoutes } from './resources/notifications'
import { productRoutes } from './resources/products'
import { profileRoutes } from './resources/profile'
import { registrationRoutes } from './resources/registration'
import type { RouteSpec } from './router'

/**
 * The /api/v1 contract of the old site (SPEC §7), resource by resource.
 * Paths are canonical with a trailing slash; the form without one works too.
 */
export const routes: RouteSpec[] = [
  ...categoryRoutes,
  ...productRoutes,
  ...contentRoutes,
  ...catalogRefRoutes,
  ...notificationRoutes,
  ...authRoutes,
  ...registrationRoutes,
  ...profileRoutes,
  ...docsRoutes,
]
