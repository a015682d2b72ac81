import type { MutationResolvers } from 'types/graphql'

import { graphqlClient } from 'src/lib/clientIp'
import { callbackLeadInput, LEAD_SENT_MESSAGE } from 'src/lib/domain/callbackLead'
import { parseInput } from 'src/lib/input'
import { submitLead } from 'src/modules/leads'

/** The callback form's mutation (SPEC §3, §8): the leads area stores it for the CRM. */
export { submitLead }

export const submitCallbackLead: MutationResolvers['submitCallbackLead'] = async ({ input }) => {
  await submitLead(parseInput(callbackLeadInput, input), graphqlClient())
  return { success: true, detail: LEAD_SENT_MESSAGE }
}
