import type { CallbackLead } from '@prisma/client'

import { db } from 'src/lib/db'
import type { CallbackLeadInput } from 'src/lib/domain/callbackLead'
import { enqueueCrmLead } from 'src/lib/outbox'
import { enforce, RATE_RULES } from 'src/lib/rateLimit'

/**
 * Callback leads (SPEC §3 "Application form", §8): the lead and its outbox
 * row are written in one transaction, so it is never lost; the outbox worker
 * takes it to Bitrix24 later (lib/outboxWorker). Nothing external is called
 * while the shopper waits. Limited per IP. The page the form was sent from
 * and the product's article are kept for the manager (issue 30 §3).
 */
export async function submitLead(
  input: CallbackLeadInput,
  client: { ip: string }
): Promise<CallbackLead> {
  await enforce(RATE_RULES.callbackLeadPerIp, client.ip)
  const { article, ...contact } = input
  return db.$transaction(async (tx) => {
    const lead = await tx.callbackLead.create({
      data: { ...contact, productArticle: article, source: 'callback', ip: client.ip },
    })
    await enqueueCrmLead(tx, lead.id)
    return lead
  })
}
