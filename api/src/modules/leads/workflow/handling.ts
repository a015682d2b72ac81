import { recordAudit } from 'src/lib/audit'
import { db } from 'src/lib/db'
import { ConflictError, NotFoundError } from 'src/lib/errors'

import { findLead, LEAD_AUDIT_ENTITY, type AdminLeadView } from '../readModel/leadView'
import {
  alreadyHandledMessage,
  handledFields,
  isSameHandling,
  LEAD_ALREADY_OPEN,
  LEAD_CHANGED_MEANWHILE,
  LEAD_NOT_FOUND,
  LEAD_STATUS_TITLES,
  REOPENED_FIELDS,
  type HandleLeadInput,
  type ReopenLeadInput,
} from '../rules/leadHandling'

export interface LeadActor {
  id: number
  email: string
}

/**
 * «Обработана» (issue 30 §3): the note, who and when, with its audit entry,
 * in one transaction. The update is the check — it only touches a lead that
 * is still new — so two managers pressing at once cannot both write: the
 * second waits for the first's row, finds it handled and is refused (409)
 * with the first one's note, and the first note is never overwritten.
 */
export async function handleLead(
  input: HandleLeadInput,
  actor: LeadActor,
  now = new Date()
): Promise<AdminLeadView> {
  return db.$transaction(async (tx) => {
    const changed = await tx.callbackLead.updateMany({
      where: { id: input.id, handledAt: null },
      data: handledFields(actor, input.note, now),
    })
    if (changed.count !== 1) {
      const lead = await findLead(input.id, tx)
      if (!lead) throw new NotFoundError(LEAD_NOT_FOUND)
      // Reopened again in the blink between: the screen loads it fresh.
      if (!lead.handledAt) throw new ConflictError(LEAD_CHANGED_MEANWHILE, { handledAt: null })
      throw new ConflictError(alreadyHandledMessage({ ...lead, handledAt: lead.handledAt }), {
        handledAt: lead.handledAt.toISOString(),
      })
    }
    await recordAudit(tx, {
      action: 'lead.handle',
      entity: 'callbackLead' satisfies typeof LEAD_AUDIT_ENTITY,
      entityId: input.id,
      before: { status: LEAD_STATUS_TITLES.new, note: null },
      after: { status: LEAD_STATUS_TITLES.handled, note: input.note },
      actor,
    })
    return (await findLead(input.id, tx))!
  })
}

/**
 * «Открыть снова»: the lead is new again. Only the handling the screen
 * showed is undone (its moment is the version): a lead handled again
 * meanwhile, or already open, is a 409 and the screen shows it fresh. The
 * row is locked first, so what is audited is what is undone; the
 * handling's note stays in the audit entry (and so in the lead's history).
 */
export async function reopenLead(input: ReopenLeadInput, actor: LeadActor): Promise<AdminLeadView> {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "CallbackLead" WHERE id = ${input.id} FOR UPDATE`
    const before = await findLead(input.id, tx)
    if (!before) throw new NotFoundError(LEAD_NOT_FOUND)
    if (!isSameHandling(input.handledAt, before.handledAt)) {
      throw new ConflictError(before.handledAt ? LEAD_CHANGED_MEANWHILE : LEAD_ALREADY_OPEN, {
        handledAt: before.handledAt?.toISOString() ?? null,
      })
    }
    await tx.callbackLead.update({ where: { id: input.id }, data: REOPENED_FIELDS })
    await recordAudit(tx, {
      action: 'lead.reopen',
      entity: 'callbackLead' satisfies typeof LEAD_AUDIT_ENTITY,
      entityId: input.id,
      before: {
        status: LEAD_STATUS_TITLES.handled,
        note: before.handledNote,
        handledBy: before.handledByEmail,
        handledAt: before.handledAt,
      },
      after: { status: LEAD_STATUS_TITLES.new, note: null, handledBy: null, handledAt: null },
      actor,
    })
    return (await findLead(input.id, tx))!
  })
}
