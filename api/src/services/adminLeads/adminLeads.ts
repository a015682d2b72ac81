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
  adminLeadListInput,
  type AdminFailedMessageListInput,
  type AdminLeadListInput,
} from 'src/lib/domain/adminPeopleLists'
import { ConflictError, NotFoundError } from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { requireCustomerStaff } from 'src/lib/staffAccess'

/**
 * Leads and outbox messages in the back office (issue 18): what reached the
 * CRM and what did not, and «Повторить» for a message the worker gave up on.
 * Managers and admins (`requireCustomerStaff`).
 */

export async function listLeads(input: AdminLeadListInput) {
  requireCustomerStaff()
  const where: Prisma.CallbackLeadWhereInput = {
    ...(input.state ? { crmState: input.state } : {}),
    ...(input.source ? { source: input.source } : {}),
  }
  const [total, leads] = await Promise.all([
    db.callbackLead.count({ where }),
    db.callbackLead.findMany({
      where,
      orderBy: [{ createdAt: input.direction }, { id: input.direction }],
      include: { order: { select: { id: true, number: true } } },
      ...pageWindowOf(input),
    }),
  ])
  return {
    total,
    page: input.page,
    pageSize: input.pageSize,
    items: leads.map((lead) => ({
      id: lead.id,
      source: lead.source,
      username: lead.username,
      phone: lead.phone,
      email: lead.email,
      comment: lead.comment,
      crmState: lead.crmState,
      crmAttempts: lead.crmAttempts,
      lastError: lead.lastError,
      createdAt: lead.createdAt,
      deliveredAt: lead.deliveredAt,
      orderId: lead.order?.id ?? null,
      orderNumber: lead.order?.number ?? null,
    })),
  }
}

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

export const adminLeads: QueryResolvers['adminLeads'] = async (args) =>
  listLeads(parseInput(adminLeadListInput, args))

export const adminFailedMessages: QueryResolvers['adminFailedMessages'] = async (args) =>
  listFailedMessages(parseInput(adminFailedMessageListInput, args))

export const retryOutboxMessage: MutationResolvers['retryOutboxMessage'] = async (args) =>
  retryMessage(parseInput(retryOutboxMessageInput, args).id)
