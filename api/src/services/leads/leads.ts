import type { CallbackLead } from '@prisma/client'
import type { MutationResolvers } from 'types/graphql'

import { graphqlClient } from 'src/lib/clientIp'
import { db } from 'src/lib/db'
import {
  callbackLeadInput,
  LEAD_SENT_MESSAGE,
  type CallbackLeadInput,
} from 'src/lib/domain/callbackLead'
import { parseInput } from 'src/lib/input'
import { enqueueCrmLead } from 'src/lib/outbox'
import { enforce, RATE_RULES } from 'src/lib/rateLimit'

/**
 * Callback leads (SPEC §3 "Application form", §8): the lead and its outbox
 * row are written in one transaction, so it is never lost; the outbox worker
 * takes it to Bitrix24 later (lib/outboxWorker). Nothing external is called
 * while the shopper waits. Limited per IP.
 */
export async function submitLead(
  input: CallbackLeadInput,
  client: { ip: string }
): Promise<CallbackLead> {
  await enforce(RATE_RULES.callbackLeadPerIp, client.ip)
  return db.$transaction(async (tx) => {
    const lead = await tx.callbackLead.create({
      data: { ...input, source: 'callback', ip: client.ip },
    })
    await enqueueCrmLead(tx, lead.id)
    return lead
  })
}

export const submitCallbackLead: MutationResolvers['submitCallbackLead'] = async ({ input }) => {
  await submitLead(parseInput(callbackLeadInput, input), graphqlClient())
  return { success: true, detail: LEAD_SENT_MESSAGE }
}
