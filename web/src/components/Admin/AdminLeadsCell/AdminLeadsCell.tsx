import type { AdminLeadsQuery, AdminLeadsQueryVariables } from 'types/graphql'

import type { CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import FailedMessagesTable from 'src/components/Admin/People/FailedMessagesTable'
import LeadsTable from 'src/components/Admin/People/LeadsTable'
import { adminCellFailure, AdminCellLoading } from 'src/components/Admin/ui/AdminCellStates'
import AdminPager from 'src/components/Admin/ui/AdminPager'

export const QUERY: TypedDocumentNode<AdminLeadsQuery, AdminLeadsQueryVariables> = gql`
  query AdminLeadsQuery($page: Int, $state: String, $source: String, $messagesPage: Int) {
    adminLeads(page: $page, state: $state, source: $source) {
      total
      page
      pageSize
      items {
        id
        source
        username
        phone
        email
        crmState
        crmAttempts
        lastError
        createdAt
        orderId
        orderNumber
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

/** Failed messages first (they wait for a person), then the leads. */
export const Success = ({
  adminLeads,
  adminFailedMessages,
  state,
  source,
}: CellSuccessProps<AdminLeadsQuery, AdminLeadsQueryVariables> & {
  state?: string | null
  source?: string | null
}) => {
  const filters = { state, source }
  return (
    <>
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
    </>
  )
}
