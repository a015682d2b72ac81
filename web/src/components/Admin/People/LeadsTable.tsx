import { LEAD_SOURCE_TITLES } from '@domain/adminPeople'

import { Link } from '@redwoodjs/router'

import AdminTable from 'src/components/Admin/ui/AdminTable'

import { formatShopTime } from './adminTime'
import DeliveryBadge from './DeliveryBadge'

export interface LeadRow {
  id: number
  source: string
  username: string
  phone: string
  email?: string | null
  crmState: string
  crmAttempts: number
  lastError?: string | null
  createdAt: string
  orderId?: number | null
  orderNumber?: string | null
}

/** Leads with their way to the CRM; the last error beside a failed or waiting one. */
const LeadsTable = ({ leads }: { leads: LeadRow[] }) => (
  <AdminTable
    caption="Заявки"
    columns={['№', 'Источник', 'Имя', 'Телефон', 'Когда', 'CRM', 'Последняя ошибка']}
  >
    {leads.map((lead) => (
      <tr key={lead.id}>
        <td>{lead.id}</td>
        <td>
          {LEAD_SOURCE_TITLES[lead.source as keyof typeof LEAD_SOURCE_TITLES] ?? lead.source}
          {lead.orderId && lead.orderNumber ? (
            <>
              {' '}
              <Link to={`/admin/orders/${lead.orderId}`}>{lead.orderNumber}</Link>
            </>
          ) : null}
        </td>
        <td>{lead.username}</td>
        <td>{lead.phone}</td>
        <td>{formatShopTime(lead.createdAt)}</td>
        <td>
          <DeliveryBadge state={lead.crmState} />
        </td>
        <td>{lead.lastError ? `${lead.lastError} (попыток: ${lead.crmAttempts})` : '—'}</td>
      </tr>
    ))}
  </AdminTable>
)

export default LeadsTable
