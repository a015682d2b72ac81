/**
 * The staff list of leads (issue 30 §3): its arguments on the back office's
 * one list schema — by handling state (new / handled), by the CRM view
 * (rules/crmDelivery) and by source — newest first. Pure; the GraphQL
 * arguments and the screen's address bar parse with it.
 */
import { adminListSchema, optionalChoice } from '../../../lib/domain/adminList'
import type { InputOf } from '../../../lib/domain/inputFields'

import { CRM_VIEWS } from './crmDelivery'
import { LEAD_STATUSES } from './leadHandling'
import { LEAD_SOURCES } from './leadOrigin'

export const adminLeadListInput = adminListSchema(['createdAt'], {
  sort: 'createdAt',
  direction: 'desc',
}).extend({
  status: optionalChoice(LEAD_STATUSES),
  crm: optionalChoice(CRM_VIEWS),
  source: optionalChoice(LEAD_SOURCES),
})
export type AdminLeadListInput = InputOf<typeof adminLeadListInput>

/** The list's filters as the address bar keeps them: only the ones chosen. */
export const LEAD_LIST_FILTERS = ['status', 'crm', 'source'] as const
