import { adminCatalogRoutes } from './resources/adminCatalog'
import { adminOrderRoutes } from './resources/adminOrders'
import { authRoutes } from './resources/auth'
import { catalogRefRoutes } from './resources/brands'
import { cartRoutes } from './resources/cart'
import { categoryRoutes } from './resources/categories'
import { contentRoutes } from './resources/content'
import { docsRoutesOf } from './resources/docs'
import { favoriteRoutes } from './resources/favorites'
import { leadRoutes } from './resources/leads'
import { notificationRoutes } from './resources/notifications'
import { orderFileRoutes } from './resources/orderFiles'
import { orderRoutes } from './resources/orders'
import { paymentRoutes } from './resources/payments'
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
  ...favoriteRoutes,
  ...cartRoutes,
  ...orderFileRoutes,
  ...paymentRoutes,
  ...orderRoutes,
  ...leadRoutes,
  ...adminOrderRoutes,
  ...adminCatalogRoutes,
  ...docsRoutesOf(() => routes),
]
