import {
  isAdmin,
  isCatalogueStaff,
  isContentStaff,
  isCustomerStaff,
  isLeadStaff,
  isOrderStaff,
  isStaff,
} from 'src/lib/domain/staffRoles'
import { NotAuthenticatedError, PermissionDeniedError } from 'src/lib/errors'

/**
 * The back office's own checks, under the SDL's `@requireAuth(roles: …)`:
 * the signed-in staff member's id; 401 for guests, 403 for anyone whose role
 * the check does not take. A service is called by REST and jobs too, where
 * no directive runs.
 */
function requireRole(allowed: (role: unknown) => boolean): number {
  const user = context.currentUser
  if (!user) throw new NotAuthenticatedError()
  if (!allowed(user.role)) throw new PermissionDeniedError()
  return user.id
}

/** Any staff role (the dashboard). */
export const requireStaff = () => requireRole(isStaff)

/** Those who work orders (lists, status changes, exports). */
export const requireOrderStaff = () => requireRole(isOrderStaff)

/** Those who work leads, outbox messages and customer accounts. */
export const requireCustomerStaff = () => requireRole(isCustomerStaff)

/** Those who read leads and mark them «Обработана»: the member, for the handling's record. */
export function requireLeadStaff(): { id: number; email: string } {
  const id = requireRole(isLeadStaff)
  return { id, email: context.currentUser!.email }
}

/** Those who edit products, prices, stock and imports. */
export const requireCatalogueStaff = () => requireRole(isCatalogueStaff)

/** Those who edit content pages, banners and slides. */
export const requireContentStaff = () => requireRole(isContentStaff)

/** Staff accounts and the audit log. */
export const requireAdmin = () => requireRole(isAdmin)
