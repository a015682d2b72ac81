/**
 * The leads area's interface to the rest of the api (issue 30 §3): a
 * shopper's callback, the staff list, one lead, «Обработана» and «Открыть
 * снова», the dashboard's count. Its pure rules (./rules) are public too and
 * shared with the web; everything else in this folder is its own.
 */
export {
  countLeadsNotHandled,
  CRM_VIEW_WHERE,
  findLead,
  LEAD_STATUS_WHERE,
  leadHistory,
  listLeads,
  type AdminLeadView,
  type LeadHistoryEntry,
} from './readModel/leadView'
export { submitLead } from './workflow/callback'
export { handleLead, reopenLead, type LeadActor } from './workflow/handling'
