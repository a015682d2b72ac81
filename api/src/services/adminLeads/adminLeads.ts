import type { Prisma } from '@prisma/client'
import type { MutationResolvers, QueryResolvers } from 'types/graphql'

import { recordAudit } from 'src/lib/audit'
import { db } from 'src/lib/db'
import { pageWindowOf } from 'src/lib/domain/adminList'
import {
  canRetry,
  ONLY_FAILED_RETRIED,
  retriedMessage,
  retryOutboxMessageInput,
} from 'src/lib/domain/adminPeople'
import {
  adminFailedMessageListInput,
  type AdminFailedMessageListInput,
} from 'src/lib/domain/adminPeopleLists'
import { ConflictError, NotFoundError } from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { completedByFieldResolvers } from 'src/lib/resolverTypes'
import { requireCustomerStaff, requireLeadStaff } from 'src/lib/staffAccess'
import { findLead, handleLead, leadHistory, listLeads, reopenLead } from 'src/modules/leads'
import {
  adminLeadInput,
  handleLeadInput,
  LEAD_NOT_FOUND,
  reopenLeadInput,
} from 'src/modules/leads/rules/leadHandling'
import { adminLeadListInput } from 'src/modules/leads/rules/leadList'

/**
 * Leads and outbox messages in the back office. Leads (issue 30 §3): the
 * list by handling state, CRM view and source, one lead, «Обработана» and
 * «Открыть снова» — each resolver checks the role, parses with the use
 * case's one schema and hands over to modules/leads. Outbox messages (issue
 * 18): what reached its addressee and what did not, and «Повторить» for a
 * message the worker gave up on.
 */

// ───────────── Leads ─────────────

// Who asks is checked before what they ask: a guest hears 401, not a field error.
export const adminLeads: QueryResolvers['adminLeads'] = async (args) => {
  requireLeadStaff()
  return completedByFieldResolvers(listLeads(parseInput(adminLeadListInput, args)))
}

export const adminLead: QueryResolvers['adminLead'] = async (args) => {
  requireLeadStaff()
  const { id } = parseInput(adminLeadInput, args)
  const lead = await findLead(id)
  if (!lead) throw new NotFoundError(LEAD_NOT_FOUND)
  return completedByFieldResolvers(Promise.resolve(lead))
}

export const handleAdminLead: MutationResolvers['handleAdminLead'] = async (args) => {
  const actor = requireLeadStaff()
  return completedByFieldResolvers(handleLead(parseInput(handleLeadInput, args), actor))
}

export const reopenAdminLead: MutationResolvers['reopenAdminLead'] = async (args) => {
  const actor = requireLeadStaff()
  return completedByFieldResolvers(reopenLead(parseInput(reopenLeadInput, args), actor))
}

/** A lead's handlings and reopenings (the lead page asks for them; the list does not). */
export const AdminLead = {
  history: (_args: unknown, { root }: { root: { id: number } }) => leadHistory(root.id),
}

// ───────────── Outbox messages ─────────────

const payloadOf = (payload: Prisma.JsonValue) =>
  payload && typeof payload === 'object' && !Array.isArray(payload)
    ? (payload as Record<string, unknown>)
    : {}

/** What a message is about, for the list: a letter's subject or the lead's number and name. */
function messageTopic(
  message: { kind: string; payload: Prisma.JsonValue },
  leadNames: Map<number, string>
) {
  const payload = payloadOf(message.payload)
  if (message.kind === 'mail') return typeof payload.subject === 'string' ? payload.subject : ''
  const leadId = Number(payload.leadId)
  const name = leadNames.get(leadId)
  return name ? `Заявка №${leadId}: ${name}` : `Заявка №${leadId}`
}

export async function listFailedMessages(input: AdminFailedMessageListInput) {
  requireCustomerStaff()
  const where: Prisma.OutboxMessageWhereInput = { state: 'failed' }
  const [total, messages] = await Promise.all([
    db.outboxMessage.count({ where }),
    db.outboxMessage.findMany({
      where,
      orderBy: [{ createdAt: input.direction }, { id: input.direction }],
      ...pageWindowOf(input),
    }),
  ])
  const leadIds = messages
    .filter((message) => message.kind === 'crm_lead')
    .map((message) => Number(payloadOf(message.payload).leadId))
    .filter(Number.isInteger)
  const leads = await db.callbackLead.findMany({
    where: { id: { in: leadIds } },
    select: { id: true, username: true },
  })
  const leadNames = new Map(leads.map((lead) => [lead.id, lead.username]))
  return {
    total,
    page: input.page,
    pageSize: input.pageSize,
    items: messages.map((message) => ({
      id: message.id,
      kind: message.kind,
      key: message.idempotencyKey,
      topic: messageTopic(message, leadNames),
      state: message.state,
      attempts: message.attempts,
      lastError: message.lastError,
      createdAt: message.createdAt,
      nextAttemptAt: message.nextAttemptAt,
    })),
  }
}

/**
 * «Повторить»: a failed message goes back to the queue now with its attempts
 * kept, and a lead's CRM state with it; the outbox worker then delivers it.
 * Only a failed message: a pending one is already queued, a delivered one is
 * done (409).
 */
export async function retryMessage(messageId: number, now = new Date()) {
  requireCustomerStaff()
  return db.$transaction(async (tx) => {
    const message = await tx.outboxMessage.findUnique({ where: { id: messageId } })
    if (!message) throw new NotFoundError('Сообщение не найдено.')
    // The update is the check: two staff pressing at once retry it once.
    const changed = await tx.outboxMessage.updateMany({
      where: { id: messageId, state: 'failed' },
      data: retriedMessage(now),
    })
    if (!canRetry(message.state) || changed.count !== 1)
      throw new ConflictError(ONLY_FAILED_RETRIED)
    if (message.kind === 'crm_lead') {
      const leadId = Number(payloadOf(message.payload).leadId)
      if (Number.isInteger(leadId)) {
        await tx.callbackLead.updateMany({
          where: { id: leadId, crmState: 'failed' },
          data: { crmState: 'pending' },
        })
      }
    }
    await recordAudit(tx, {
      action: 'outbox.retry',
      entity: 'outboxMessage',
      entityId: message.id,
      before: { state: message.state, nextAttemptAt: message.nextAttemptAt.toISOString() },
      after: { state: 'pending', nextAttemptAt: now.toISOString() },
    })
    const retried = await tx.outboxMessage.findUniqueOrThrow({ where: { id: messageId } })
    return {
      id: retried.id,
      kind: retried.kind,
      key: retried.idempotencyKey,
      topic: messageTopic(retried, new Map()),
      state: retried.state,
      attempts: retried.attempts,
      lastError: retried.lastError,
      createdAt: retried.createdAt,
      nextAttemptAt: retried.nextAttemptAt,
    }
  })
}

// ───────────── GraphQL ─────────────

export const adminFailedMessages: QueryResolvers['adminFailedMessages'] = async (args) =>
  listFailedMessages(parseInput(adminFailedMessageListInput, args))

export const retryOutboxMessage: MutationResolvers['retryOutboxMessage'] = async (args) =>
  retryMessage(parseInput(retryOutboxMessageInput, args).id)
