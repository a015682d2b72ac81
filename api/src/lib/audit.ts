import type { Prisma } from '@prisma/client'

import { db } from 'src/lib/db'
import { auditChange } from 'src/lib/domain/auditDiff'

/**
 * Writes one audit entry (issue 18 «Audit log») for a staff change, in the
 * transaction that makes the change: the change and its record are stored
 * together or not at all. Only the changed fields are kept (domain/auditDiff);
 * a save that changed nothing writes nothing.
 *
 * The actor is the signed-in staff member; scripts (imports, 1C) that run
 * with no one signed in pass `actor` themselves.
 */
export interface AuditInput {
  /** `entity.verb`, e.g. `product.update`, `order.transition`, `user.role`. */
  action: string
  entity: string
  entityId: string | number
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
  actor?: { id: number | null; email: string }
}

export async function recordAudit(
  tx: Prisma.TransactionClient,
  input: AuditInput
): Promise<boolean> {
  const row = entryOf(input)
  if (!row) return false
  await tx.auditEntry.create({ data: row })
  return true
}

/** The row to store, or null when nothing changed. */
function entryOf({ action, entity, entityId, before, after, actor }: AuditInput) {
  const change = auditChange(before, after)
  if (!change) return null
  const who = actor ?? currentActor()
  return {
    actorId: who.id,
    actorEmail: who.email,
    action,
    entity,
    entityId: String(entityId),
    // Prisma wants DbNull, not null, for an absent JSON column value.
    before: change.before ?? undefined,
    after: change.after ?? undefined,
  }
}

/** Many entries of one change at once (an import's products), in batches; unchanged ones are skipped. */
export async function recordAuditMany(
  tx: Prisma.TransactionClient,
  inputs: AuditInput[]
): Promise<number> {
  const rows = inputs.flatMap((input) => entryOf(input) ?? [])
  for (let start = 0; start < rows.length; start += AUDIT_BATCH) {
    await tx.auditEntry.createMany({ data: rows.slice(start, start + AUDIT_BATCH) })
  }
  return rows.length
}

const AUDIT_BATCH = 1_000

function currentActor(): { id: number | null; email: string } {
  const user = context.currentUser
  return user ? { id: user.id, email: user.email } : { id: null, email: 'system' }
}

/**
 * A staff member's read of a customer's order data — an invoice, a file the
 * customer uploaded (issue 28 §4) — leaves an entry: who (the signed-in
 * staff member), what (`action`), which order and customer. The owner's own
 * reads write nothing. A read has no transaction: the entry is written at
 * once, before the bytes go out.
 */
export async function auditStaffOrderRead(
  action: string,
  orderId: number,
  details: Record<string, unknown> = {}
): Promise<void> {
  const viewer = context.currentUser
  if (!viewer) return
  const order = await db.order.findUnique({
    where: { id: orderId },
    select: { number: true, userId: true, guestEmail: true },
  })
  if (!order || order.userId === viewer.id) return
  await recordAudit(db, {
    action,
    entity: 'order',
    entityId: orderId,
    before: null,
    after: {
      number: order.number,
      customerId: order.userId,
      customerEmail: order.userId === null ? order.guestEmail : undefined,
      ...details,
    },
  })
}

/** The export of orders (every filtered order's buyer, contacts, sums): one entry per export. */
export async function auditOrdersExport(filter: Record<string, unknown>, rows: number) {
  await recordAudit(db, {
    action: 'order.export',
    entity: 'order',
    entityId: 'export',
    before: null,
    after: { rows, filter: JSON.stringify(filter) },
  })
}
