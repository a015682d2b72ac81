import type { Prisma } from '@prisma/client'

import type { Letter } from './domain/letters'

/**
 * The transactional outbox: a letter is written in the same transaction as
 * the change it announces, and the mail worker (issue «Commerce») delivers it
 * with retries. `key` makes a repeated write harmless.
 */
export function enqueueLetter(tx: Prisma.TransactionClient, letter: Letter, key: string) {
  return tx.outboxMessage.upsert({
    where: { idempotencyKey: key },
    create: { kind: 'mail', idempotencyKey: key, payload: { ...letter } },
    update: {},
  })
}

/**
 * Announces a stored lead (callback form or guest order) to the CRM worker,
 * in the transaction that stored it. One row per lead: the key is the lead.
 */
export function enqueueCrmLead(tx: Prisma.TransactionClient, leadId: number) {
  const key = crmLeadKey(leadId)
  return tx.outboxMessage.upsert({
    where: { idempotencyKey: key },
    create: { kind: 'crm_lead', idempotencyKey: key, payload: { leadId } },
    update: {},
  })
}

/** The idempotency key of a lead: also sent to Bitrix24 as the deal's ORIGIN_ID. */
export const crmLeadKey = (leadId: number) => `crm-lead:${leadId}`
