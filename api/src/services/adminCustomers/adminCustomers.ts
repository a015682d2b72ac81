import type { Prisma } from '@prisma/client'
import type { MutationResolvers, QueryResolvers } from 'types/graphql'

import { recordAudit } from 'src/lib/audit'
import { db } from 'src/lib/db'
import { pageWindowOf } from 'src/lib/domain/adminList'
import {
  adminCustomerInput,
  changeCustomerGroupInput,
  CUSTOMER_GROUP_NAMES,
  CUSTOMER_GROUP_TITLES,
  CUSTOMER_ROLES,
  isSameVersion,
  STALE_EDIT,
  type ChangeCustomerGroupInput,
} from 'src/lib/domain/adminPeople'
import {
  adminCustomerListInput,
  type AdminCustomerListInput,
} from 'src/lib/domain/adminPeopleLists'
import { normalizeKzPhone } from 'src/lib/domain/phone'
import { ConflictError, NotFoundError } from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { requireCustomerStaff } from 'src/lib/staffAccess'
import { containsText } from 'src/lib/textFilter'
import { userWithGroups, type UserRow } from 'src/lib/userInfo'
import { searchTerms } from 'src/modules/orders/rules/staffOrderList'

/**
 * Customer accounts in the back office (issue 18): search, the customer's
 * profile and orders, and their group — retail (b2c) or wholesale, and the
 * vip flag (SPEC §3: the first group's name is the customer group, the role
 * `vip` is checked). Staff accounts are not customers here.
 */

const customersOnly: Prisma.UserWhereInput = { role: { in: [...CUSTOMER_ROLES] } }

function searchWhere(search: string): Prisma.UserWhereInput {
  if (!search) return {}
  const phone = normalizeKzPhone(search)
  // Digits search phones only when the text looks like a phone (the orders' rule).
  const phoneDigits = searchTerms(search)?.phoneDigits
  const words = search.split(/\s+/).filter(Boolean)
  return {
    OR: [
      { email: containsText(search) },
      ...(phone ? [{ phone }] : []),
      ...(phoneDigits ? [{ phone: { contains: phoneDigits } }] : []),
      // Every word in one of the name parts: «Иванова Айгерим» finds her.
      {
        AND: words.map((word) => ({
          OR: [
            { lastName: containsText(word) },
            { firstName: containsText(word) },
            { middleName: containsText(word) },
          ],
        })),
      },
    ],
  }
}

/** The customer group: the first group's name (SPEC §3). */
const groupOf = (user: UserRow) => user.groups[0]?.group.name ?? null

function customerSummary(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    lastName: user.lastName,
    firstName: user.firstName,
    middleName: user.middleName,
    phone: user.phone,
    role: user.role,
    vip: user.role === 'vip',
    group: groupOf(user),
    groups: user.groups.map(({ group }) => ({ name: group.name, title: group.title })),
    isActive: user.isActive,
    emailConfirmed: user.emailConfirmedAt !== null,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  }
}

export async function listCustomers(input: AdminCustomerListInput) {
  requireCustomerStaff()
  const where: Prisma.UserWhereInput = { AND: [customersOnly, searchWhere(input.search)] }
  const [total, users] = await Promise.all([
    db.user.count({ where }),
    db.user.findMany({
      where,
      include: userWithGroups,
      orderBy: [{ [input.sort]: input.direction }, { id: input.direction }],
      ...pageWindowOf(input),
    }),
  ])
  return { total, page: input.page, pageSize: input.pageSize, items: users.map(customerSummary) }
}

export async function customerDetail(customerId: number) {
  requireCustomerStaff()
  const user = await db.user.findFirst({
    where: { id: customerId, ...customersOnly },
    include: {
      ...userWithGroups,
      orders: {
        where: { status: { not: 'draft' } },
        orderBy: [{ placedAt: 'desc' }, { id: 'desc' }],
        take: 100,
        select: { id: true, number: true, status: true, total: true, placedAt: true },
      },
    },
  })
  if (!user) throw new NotFoundError('Покупатель не найден.')
  return {
    ...customerSummary(user),
    orders: user.orders.map((order) => ({
      ...order,
      total: order.total === null ? null : String(order.total),
    })),
  }
}

/**
 * Sets the customer group (b2c or wholesale, first in the list) and the vip
 * flag, from the version the screen showed; the other customer group is
 * left, other groups stay after it. Audited as `user.group`.
 */
export async function changeCustomerGroup(input: ChangeCustomerGroupInput) {
  requireCustomerStaff()
  await db.$transaction(async (tx) => {
    // Two managers saving at once: the second waits here, then meets the new version (409).
    await tx.$executeRaw`SELECT 1 FROM "User" WHERE id = ${input.id} FOR UPDATE`
    const user = await tx.user.findFirst({
      where: { id: input.id, ...customersOnly },
      include: userWithGroups,
    })
    if (!user) throw new NotFoundError('Покупатель не найден.')
    if (!isSameVersion(input.updatedAt, user.updatedAt)) throw new ConflictError(STALE_EDIT)
    const group = await tx.customerGroup.upsert({
      where: { name: input.group },
      create: { name: input.group, title: CUSTOMER_GROUP_TITLES[input.group] },
      update: {},
    })
    await tx.userGroup.deleteMany({
      where: { userId: user.id, group: { name: { in: [...CUSTOMER_GROUP_NAMES] } } },
    })
    await tx.userGroup.updateMany({
      where: { userId: user.id, position: { lt: 1 } },
      data: { position: 1 },
    })
    await tx.userGroup.create({ data: { userId: user.id, groupId: group.id, position: 0 } })
    const role = input.vip ? 'vip' : 'customer'
    // Always written: the new updatedAt makes a concurrent edit stale.
    const changed = await tx.user.updateMany({
      where: { id: user.id, updatedAt: user.updatedAt },
      data: { role },
    })
    if (changed.count !== 1) throw new ConflictError(STALE_EDIT)
    await recordAudit(tx, {
      action: 'user.group',
      entity: 'user',
      entityId: user.id,
      before: { group: groupOf(user), vip: user.role === 'vip' },
      after: { group: input.group, vip: input.vip },
    })
  })
  return customerDetail(input.id)
}

// ───────────── GraphQL ─────────────

export const adminCustomers: QueryResolvers['adminCustomers'] = async (args) =>
  listCustomers(parseInput(adminCustomerListInput, args))

export const adminCustomer: QueryResolvers['adminCustomer'] = async (args) =>
  customerDetail(parseInput(adminCustomerInput, args).id)

export const changeAdminCustomerGroup: MutationResolvers['changeAdminCustomerGroup'] = async ({
  input,
}) => changeCustomerGroup(parseInput(changeCustomerGroupInput, input))
