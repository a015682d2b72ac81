import { formatKzPhone } from '@domain/phone'
import { LEAD_SOURCE_TITLES, type LeadSourceName } from '@modules/leads/rules/leadOrigin'

import { Link, routes } from '@redwoodjs/router'

import { formatShopTime } from 'src/components/Admin/People/adminTime'
import AdminTable from 'src/components/Admin/ui/AdminTable'

import { CrmBadge, LeadStatusBadge } from './LeadBadges'
import LeadOriginLink from './LeadOriginLink'

export interface LeadRow {
  id: number
  source: string
  username: string
  phone: string
  email?: string | null
  comment: string
  page?: string | null
  productArticle?: string | null
  productName?: string | null
  orderId?: number | null
  orderNumber?: string | null
  createdAt: string
  handledAt?: string | null
  handledByEmail?: string | null
  crmState: string
  crmAttempts: number
  lastError?: string | null
}

/** How much of a comment the list shows; the lead's page shows it whole. */
export const COMMENT_PREVIEW = 140

export const commentPreview = (comment: string) =>
  comment.length > COMMENT_PREVIEW ? `${comment.slice(0, COMMENT_PREVIEW - 1).trimEnd()}…` : comment

/**
 * The leads: who, what they asked, where from, whether a manager has worked
 * it and whether the CRM has it. The name opens the lead.
 */
const LeadsTable = ({ leads }: { leads: LeadRow[] }) => (
  <AdminTable
    caption="Заявки"
    columns={['№', 'Когда', 'Кто', 'Что просили', 'Откуда', 'Состояние', 'CRM']}
  >
    {leads.map((lead) => (
      <tr key={lead.id}>
        <td>{lead.id}</td>
        <td>{formatShopTime(lead.createdAt)}</td>
        <td>
          <Link to={routes.adminLead({ id: lead.id })}>{lead.username}</Link>
          <br />
          <small>{lead.phone ? formatKzPhone(lead.phone) : lead.email || '—'}</small>
        </td>
        <td>{lead.comment ? commentPreview(lead.comment) : '—'}</td>
        <td>
          {LEAD_SOURCE_TITLES[lead.source as LeadSourceName] ?? lead.source}
          <br />
          <small>
            <LeadOriginLink lead={lead} />
          </small>
        </td>
        <td>
          <LeadStatusBadge handledAt={lead.handledAt} />
          {lead.handledAt ? (
            <>
              <br />
              <small>{lead.handledByEmail}</small>
            </>
          ) : null}
        </td>
        <td>
          <CrmBadge lead={lead} />
        </td>
      </tr>
    ))}
  </AdminTable>
)

export default LeadsTable
