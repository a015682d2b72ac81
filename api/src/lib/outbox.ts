import type { Prisma } from '@prisma/client'

import type { LeadOrder } from './domain/bitrixDeal'
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
 * Announces a stored lead (callback form or an order) to the CRM worker, in
 * the transaction that stored it. One row per lead: the key is the lead. An
 * order's lead carries the order as its facts told it when the lead was made
 * (as a letter carries its text): the worker sends what the buyer was told
 * and never assembles an order itself.
 */
export function enqueueCrmLead(tx: Prisma.TransactionClient, leadId: number, order?: LeadOrder) {
  const key = crmLeadKey(leadId)
  return tx.outboxMessage.upsert({
    where: { idempotencyKey: key },
    create: {
      kind: 'crm_lead',
      idempotencyKey: key,
      payload: { leadId, ...(order ? { order } : {}) } as unknown as Prisma.InputJsonObject,
    },
    update: {},
  })
}

/** The idempotency key of a lead: also sent to Bitrix24 as the deal's ORIGIN_ID. */
export const crmLeadKey = (leadId: number) => `crm-lead:${leadId}`
