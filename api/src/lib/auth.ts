import type { Decoded } from '@redwoodjs/api'
import { AuthenticationError, ForbiddenError } from '@redwoodjs/graphql-server'

import type { DecodedSession } from './authSession'
import {
  MAX_KEPT_SESSIONS,
  registerSessionCache,
  SESSION_CACHE_TTL_MS,
  sessionCacheEnabled,
} from './sessionCache'
import { TtlCache } from './ttlCache'
import { userInfoById, type UserInfo } from './userInfo'

/** The user info of each session's caller; null: the user is gone or inactive (lib/sessionCache). */
export const keptViewers = new TtlCache<UserInfo | null>(SESSION_CACHE_TTL_MS, MAX_KEPT_SESSIONS)
registerSessionCache(() => keptViewers.clear())

/**
 * `context.currentUser` of a request whose session cookie is live (see
 * lib/authSession): SPEC §3 user info, the session id, and `roles` for
 * @requireAuth(roles: …). Never the password hash. The web side sees it too.
 * Read once per session and kept (lib/sessionCache) until any write of the
 * user, their groups or price types, here or in another process.
 */
export const getCurrentUser = async (session: Decoded) => {
  const decoded = session as Partial<DecodedSession> | null
  // No live session (the decoder found the cookie revoked, expired or
  // unknown): a guest. Throwing here made Redwood answer every GraphQL
  // request of that browser with 500.
  if (!decoded || typeof decoded.id !== 'number') return null
  const { id, sessionId } = decoded
  const user = await (sessionCacheEnabled() && sessionId
    ? // Keyed by the pair the signed cookie carries: a session names its one user.
      keptViewers.getOrCompute(`${sessionId}:${id}`, () => userInfoById(id))
    : userInfoById(id))
  // The 1C exchange account never gets a session here; should one exist, it is a guest's.
  if (!user || user.role === 'exchange') return null
  return { ...user, sessionId: decoded.sessionId, roles: [user.role] }
}

/**
 * The user is authenticated if there is a currentUser in the context
 *
 * @returns {boolean} - If the currentUser is authenticated
 */
export const isAuthenticated = (): boolean => {
  return !!context.currentUser
}

/**
 * When checking role membership, roles can be a single value, a list, or none.
 * You can use Prisma enums too (if you're using them for roles), just import your enum type from `@prisma/client`
 */
type AllowedRoles = string | string[] | undefined

/**
 * Checks if the currentUser is authenticated (and assigned one of the given roles)
 *
 * @param roles: {@link AllowedRoles} - Checks if the currentUser is assigned one of these roles
 *
 * @returns {boolean} - Returns true if the currentUser is logged in and assigned one of the given roles,
 * or when no roles are provided to check against. Otherwise returns false.
 */
export const hasRole = (roles: AllowedRoles): boolean => {
  if (!isAuthenticated()) {
    return false
  }

  const currentUserRoles = context.currentUser?.roles

  if (typeof roles === 'string') {
    if (typeof currentUserRoles === 'string') {
      // roles to check is a string, currentUser.roles is a string
      return currentUserRoles === roles
    } else if (Array.isArray(currentUserRoles)) {
      // roles to check is a string, currentUser.roles is an array
      return currentUserRoles?.some((allowedRole) => roles === allowedRole)
    }
  }

  if (Array.isArray(roles)) {
    if (Array.isArray(currentUserRoles)) {
      // roles to check is an array, currentUser.roles is an array
      return currentUserRoles?.some((allowedRole) => roles.includes(allowedRole))
    } else if (typeof currentUserRoles === 'string') {
      // roles to check is an array, currentUser.roles is a string
      return roles.some((allowedRole) => currentUserRoles === allowedRole)
    }
  }

  // roles not found
  return false
}

/**
 * Use requireAuth in your services to check that a user is logged in,
 * whether or not they are assigned a role, and optionally raise an
 * error if they're not.
 *
 * @param roles: {@link AllowedRoles} - When checking role membership, these roles grant access.
 *
 * @returns - If the currentUser is authenticated (and assigned one of the given roles)
 *
 * @throws {@link AuthenticationError} - If the currentUser is not authenticated
 * @throws {@link ForbiddenError} If the currentUser is not allowed due to role permissions
 *
 * @see https://github.com/redwoodjs/redwood/tree/main/packages/auth for examples
 */
export const requireAuth = ({ roles }: { roles?: AllowedRoles } = {}) => {
  if (!isAuthenticated()) {
    throw new AuthenticationError('Необходимо войти в личный кабинет.')
  }

  if (roles && !hasRole(roles)) {
    throw new ForbiddenError('Недостаточно прав для этого действия.')
  }
}
