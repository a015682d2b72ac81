import { NotAuthenticatedError } from './errors'

/**
 * The logged-in caller's id; guests get 401 (the same on REST and GraphQL).
 * Every service that keeps a user's own objects (notifications, favourites,
 * cart, orders) starts here.
 */
export function requireViewerId(): number {
  const id = context.currentUser?.id
  if (typeof id !== 'number') throw new NotAuthenticatedError()
  return id
}

/** The caller's id, or null for a guest. */
export function viewerIdOrNull(): number | null {
  const id = context.currentUser?.id
  return typeof id === 'number' ? id : null
}
