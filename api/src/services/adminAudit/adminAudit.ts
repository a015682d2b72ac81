import type { Prisma } from '@prisma/client'
import type { QueryResolvers } from 'types/graphql'

import { db } from 'src/lib/db'
import { shopDay } from 'src/lib/domain/adminDashboard'
import { pageWindowOf } from 'src/lib/domain/adminList'
import { auditValueText, fieldChanges, instantInDay } from 'src/lib/domain/adminPeople'
import { adminAuditListInput, type AdminAuditListInput } from 'src/lib/domain/adminPeopleLists'
import { parseInput } from 'src/lib/input'
import { requireAdmin } from 'src/lib/staffAccess'

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
    ...(input.actorEmail
      ? { actorEmail: { contains: input.actorEmail, mode: 'insensitive' } }
      : {}),
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
  return {
    total,
    page: input.page,
    pageSize: input.pageSize,
    items: entries.map((entry) => ({
      id: entry.id,
      createdAt: entry.createdAt,
      actorEmail: entry.actorEmail,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      changes: fieldChanges(asObject(entry.before), asObject(entry.after)).map((change) => ({
        field: change.field,
        before: auditValueText(change.before),
        after: auditValueText(change.after),
      })),
    })),
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
