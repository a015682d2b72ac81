import type { Prisma } from '@prisma/client'

import { db } from './db'
import { customerGroupOf, USER_GROUPS_ORDER } from './domain/customerGroup'
import type { Locale } from './domain/locale'

/**
 * SPEC §3 user info, read for `context.currentUser` (lib/auth) and the
 * accounts service. Kept free of GraphQL types: the web's type-check reads
 * the current user's type through lib/auth.
 */
export const userWithGroups = {
  groups: {
    include: { group: { include: { priceType: true } } },
    orderBy: USER_GROUPS_ORDER,
  },
} satisfies Prisma.UserInclude

export type UserRow = Prisma.UserGetPayload<{ include: typeof userWithGroups }>

/** SPEC §3: what the shop knows of a logged-in user; never the password hash. */
export interface UserInfo {
  id: number
  email: string
  lastName: string
  firstName: string
  middleName: string
  phone: string | null
  role: string
  /** The first group's name is the customer group; 'b2c' marks retail. */
  groups: { name: string; title: string }[]
  /**
   * The price type of the customer group (the first group); null: retail.
   * Read on every request, so an admin's change of a group's type shows at once.
   */
  priceType: { id: number; code: string; name: string } | null
  emailConfirmed: boolean
  /** The language of the account's letters and notifications (ru, kk). */
  locale: Locale
}

export const toUserInfo = (user: UserRow): UserInfo => ({
  id: user.id,
  email: user.email,
  lastName: user.lastName,
  firstName: user.firstName,
  middleName: user.middleName,
  phone: user.phone,
  role: user.role,
  groups: user.groups.map(({ group }) => ({ name: group.name, title: group.title })),
  priceType: priceTypeOf(customerGroupOf(user)?.priceType ?? null),
  emailConfirmed: user.emailConfirmedAt !== null,
  locale: user.locale,
})

const priceTypeOf = (type: { id: number; code: string; name: string } | null) =>
  type && { id: type.id, code: type.code, name: type.name }

export async function userInfoById(id: number): Promise<UserInfo | null> {
  const user = await db.user.findFirst({ where: { id, isActive: true }, include: userWithGroups })
  return user && toUserInfo(user)
}
