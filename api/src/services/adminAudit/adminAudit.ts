import type { Prisma } from '@prisma/client'
import type { QueryResolvers } from 'types/graphql'

import { db } from 'src/lib/db'
import { shopDay } from 'src/lib/domain/adminDashboard'
import { pageWindowOf } from 'src/lib/domain/adminList'
import { instantInDay } from 'src/lib/domain/adminPeople'
import { adminAuditListInput, type AdminAuditListInput } from 'src/lib/domain/adminPeopleLists'
import { parseInput } from 'src/lib/input'
import { requireAdmin } from 'src/lib/staffAccess'
import { containsText } from 'src/lib/textFilter'
import {
  auditEntryView,
  auditReferences,
  type AuditNames,
  type StoredAuditEntry,
} from 'src/modules/audit/rules/auditDisplay'

/**
 * The audit log (issue 18, admins only): every staff change, newest first,
 * by entity, actor e-mail and the shop's calendar days (Asia/Almaty).
 */

const asObject = (value: Prisma.JsonValue | null) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null

export async function listAudit(input: AdminAuditListInput) {
  requireAdmin()
  const createdAt: Prisma.DateTimeFilter = {
    ...(input.from ? { gte: shopDay(instantInDay(input.from)).from } : {}),
    ...(input.to ? { lt: shopDay(instantInDay(input.to)).to } : {}),
  }
  const where: Prisma.AuditEntryWhereInput = {
    ...(input.entity ? { entity: input.entity } : {}),
    ...(input.actorEmail ? { actorEmail: containsText(input.actorEmail) } : {}),
    ...(input.from || input.to ? { createdAt } : {}),
  }
  const [total, entries] = await Promise.all([
    db.auditEntry.count({ where }),
    db.auditEntry.findMany({
      where,
      orderBy: [{ createdAt: input.direction }, { id: input.direction }],
      ...pageWindowOf(input),
    }),
  ])
  const stored = entries.map((entry) => ({
    ...entry,
    before: asObject(entry.before),
    after: asObject(entry.after),
  }))
  const names = await namesOf(stored)
  return {
    total,
    page: input.page,
    pageSize: input.pageSize,
    items: stored.map((entry) => ({
      id: entry.id,
      createdAt: entry.createdAt,
      actorEmail: entry.actorEmail,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      ...auditEntryView(entry, names),
    })),
  }
}

const byId = <T extends { id: number }, V>(rows: T[], value: (row: T) => V) =>
  Object.fromEntries(rows.map((row) => [String(row.id), value(row)]))

/**
 * The records a page of entries names (orders' numbers, products' articles,
 * people's names, sections, shops…), each kind in one query; a record since
 * deleted is simply not found (the entry then says its id).
 */
async function namesOf(entries: StoredAuditEntry[]): Promise<AuditNames> {
  const refs = auditReferences(entries)
  const ids = (list: number[]) => ({ where: { id: { in: list } } })
  const [orders, products, users, categories, subcategories, brands, shops, types, groups] =
    await Promise.all([
      db.order.findMany({ ...ids(refs.orders), select: { id: true, number: true } }),
      db.product.findMany({
        ...ids(refs.products),
        select: { id: true, article: true, name: true },
      }),
      db.user.findMany({
        ...ids(refs.users),
        select: {
          id: true,
          email: true,
          lastName: true,
          firstName: true,
          middleName: true,
          role: true,
        },
      }),
      db.category.findMany({ ...ids(refs.categories), select: { id: true, name: true } }),
      db.subcategory.findMany({ ...ids(refs.subcategories), select: { id: true, name: true } }),
      db.brand.findMany({ ...ids(refs.brands), select: { id: true, name: true } }),
      db.shop.findMany({ ...ids(refs.shops), select: { id: true, name: true } }),
      db.priceType.findMany({ ...ids(refs.priceTypes), select: { id: true, name: true } }),
      db.customerGroup.findMany({ ...ids(refs.customerGroups), select: { id: true, title: true } }),
    ])
  return {
    orders: byId(orders, (order) => order.number),
    products: byId(products, ({ article, name }) => ({ article, name })),
    users: byId(users, ({ id: _id, ...user }) => user),
    categories: byId(categories, (row) => row.name),
    subcategories: byId(subcategories, (row) => row.name),
    brands: byId(brands, (row) => row.name),
    shops: byId(shops, (row) => row.name),
    priceTypes: byId(types, (row) => row.name),
    customerGroups: byId(groups, (row) => row.title),
  }
}

/** The entities the log has entries of, for the filter. */
export async function auditEntities() {
  requireAdmin()
  const rows = await db.auditEntry.findMany({
    distinct: ['entity'],
    select: { entity: true },
    orderBy: { entity: 'asc' },
  })
  return rows.map((row) => row.entity)
}

// ───────────── GraphQL ─────────────

export const adminAuditLog: QueryResolvers['adminAuditLog'] = async (args) => ({
  ...(await listAudit(parseInput(adminAuditListInput, args))),
  entities: await auditEntities(),
})
