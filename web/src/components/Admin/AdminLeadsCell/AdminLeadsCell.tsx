import type { AdminLeadsQuery, AdminLeadsQueryVariables } from 'types/graphql'

import type { CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import LeadsTable from 'src/components/Admin/Leads/LeadsTable'
import FailedMessagesTable from 'src/components/Admin/People/FailedMessagesTable'
import { adminCellFailure, AdminCellLoading } from 'src/components/Admin/ui/AdminCellStates'
import AdminPager from 'src/components/Admin/ui/AdminPager'

export const QUERY: TypedDocumentNode<AdminLeadsQuery, AdminLeadsQueryVariables> = gql`
  query AdminLeadsQuery(
    $page: Int
    $status: String
    $crm: String
    $source: String
    $messagesPage: Int
  ) {
    adminLeads(page: $page, status: $status, crm: $crm, source: $source) {
      total
      page
      pageSize
      items {
        id
        source
        username
        phone
        email
        comment
        page
        productArticle
        productName
        orderId
        orderNumber
        createdAt
        handledAt
        handledByEmail
        crmState
        crmAttempts
        lastError
      }
    }
    adminFailedMessages(page: $messagesPage) {
      total
      page
      pageSize
      items {
        id
        kind
        key
        topic
        state
        attempts
        lastError
        createdAt
      }
    }
  }
`

export const Loading = AdminCellLoading

export const Failure = adminCellFailure({
  fallback: 'Не удалось загрузить заявки. Обновите страницу.',
  logAs: 'admin leads',
})

/** The address of this screen with its filters and pages. */
export const leadsHref = (params: Record<string, string | number | null | undefined>) => {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '' && value !== 1)
      query.set(key, String(value))
  }
  const text = query.toString()
  return text ? `/admin/leads?${text}` : '/admin/leads'
}

/** The leads first (the manager's work), then the messages the worker gave up on. */
export const Success = ({
  adminLeads,
  adminFailedMessages,
  status,
  crm,
  source,
}: CellSuccessProps<AdminLeadsQuery, AdminLeadsQueryVariables> & {
  status?: string | null
  crm?: string | null
  source?: string | null
}) => {
  const filters = { status, crm, source }
  return (
    <>
      <h2>Заявки</h2>
      {adminLeads.items.length ? (
        <>
          <LeadsTable leads={adminLeads.items} />
          <AdminPager
            page={adminLeads.page}
            pageSize={adminLeads.pageSize}
            count={adminLeads.total}
            hrefOf={(page) =>
              leadsHref({ ...filters, page, messagesPage: adminFailedMessages.page })
            }
            label="Страницы списка заявок"
          />
        </>
      ) : (
        <p>Заявок с такими условиями нет.</p>
      )}
      <h2>Сообщения с ошибкой</h2>
      {adminFailedMessages.items.length ? (
        <>
          <FailedMessagesTable messages={adminFailedMessages.items} />
          <AdminPager
            page={adminFailedMessages.page}
            pageSize={adminFailedMessages.pageSize}
            count={adminFailedMessages.total}
            hrefOf={(page) => leadsHref({ ...filters, page: adminLeads.page, messagesPage: page })}
            label="Страницы сообщений с ошибкой"
          />
        </>
      ) : (
        <p>Сообщений с ошибкой нет: всё доставлено или ещё в очереди.</p>
      )}
    </>
  )
}
