import { isStaff } from 'src/lib/domain/staffRoles'
import { NotAuthenticatedError, PermissionDeniedError } from 'src/lib/errors'

/**
 * The back office's own check, under the SDL's `@requireAuth(roles: …)`:
 * the signed-in staff member's id; 401 for guests, 403 for customers.
 * A service is called by REST and jobs too, where no directive runs.
 */
export function requireStaff(): number {
  const user = context.currentUser
  if (!user) throw new NotAuthenticatedError()
  if (!isStaff(user.role)) throw new PermissionDeniedError()
  return user.id
}
