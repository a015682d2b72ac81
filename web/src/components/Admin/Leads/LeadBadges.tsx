import {
  CRM_VIEW_TITLES,
  crmProblemTitle,
  crmViewOf,
  type CrmView,
  type LeadCrmState,
} from '@modules/leads/rules/crmDelivery'
import { LEAD_STATUS_TITLES, leadStatusOf } from '@modules/leads/rules/leadHandling'

import StatusBadge, { type BadgeTone } from 'src/components/Admin/ui/StatusBadge'

const CRM_TONES: Record<CrmView, BadgeTone> = {
  delivered: 'success',
  queued: 'neutral',
  problem: 'danger',
}

/** «Новая» (waits for a manager) or «Обработана». */
export const LeadStatusBadge = ({ handledAt }: { handledAt?: string | null }) => {
  const status = leadStatusOf({ handledAt })
  return (
    <StatusBadge tone={status === 'new' ? 'warning' : 'success'}>
      {LEAD_STATUS_TITLES[status]}
    </StatusBadge>
  )
}

/**
 * The lead's way to the CRM in a table cell: the badge, and for a lead that
 * has not got through the cause in words («CRM не подключена»).
 */
export const CrmBadge = ({
  lead,
  withCause = true,
}: {
  lead: LeadCrmState
  /** Off where a sentence beside it tells the cause. */
  withCause?: boolean
}) => {
  const view = crmViewOf(lead)
  const problem = withCause ? crmProblemTitle(lead) : null
  return (
    <>
      <StatusBadge tone={CRM_TONES[view]}>{CRM_VIEW_TITLES[view]}</StatusBadge>
      {problem ? (
        <>
          <br />
          <small>{problem}</small>
        </>
      ) : null}
    </>
  )
}
