/**
 * SPEC §3: a user's groups in order — by position, then by id — and the
 * first is their customer group: its price type is the prices they see
 * (none: retail), its name marks retail buyers (b2c). Every read of a
 * user's groups orders them so; pricing reads the price type of the first.
 */

/** The order of a user's groups (Prisma's `orderBy` of User.groups). */
export const USER_GROUPS_ORDER = [{ position: 'asc' as const }, { groupId: 'asc' as const }]

/** The customer group of a user read with USER_GROUPS_ORDER (null: none, or no user). */
export const customerGroupOf = <G>(
  user: { groups: readonly { group: G }[] } | null | undefined
): G | null => user?.groups[0]?.group ?? null
