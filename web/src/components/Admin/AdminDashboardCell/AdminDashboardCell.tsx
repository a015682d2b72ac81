import type { AdminDashboardQuery, AdminDashboardQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

export const QUERY: TypedDocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables> = gql`
  query AdminDashboardQuery {
    adminDashboard {
      ordersToday
      awaitingConfirmation
      leadsNeedingAttention
      failedMessages
      outOfStock
    }
  }
`

type Counts = Omit<AdminDashboardQuery['adminDashboard'], '__typename'>

/** The cards in their order, each with its Russian label. */
export const CARDS: { key: keyof Counts; label: string }[] = [
  { key: 'ordersToday', label: 'Заказы сегодня' },
  { key: 'awaitingConfirmation', label: 'Ждут подтверждения' },
  { key: 'leadsNeedingAttention', label: 'Заявки в очереди или с ошибкой' },
  { key: 'failedMessages', label: 'Сообщения с ошибкой' },
  { key: 'outOfStock', label: 'Нет в наличии' },
]

export const Loading = () => (
  <p role="status" className="cell-status">
    Загружаем…
  </p>
)

export const Failure = ({ error }: CellFailureProps<AdminDashboardQueryVariables>) => {
  console.error('admin dashboard', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      Не удалось загрузить показатели. Обновите страницу.
    </p>
  )
}

/** Five cards, one count each; a zero is shown, not hidden (nothing waits). */
export const Success = ({
  adminDashboard,
}: CellSuccessProps<AdminDashboardQuery, AdminDashboardQueryVariables>) => (
  <ul className="admin-dashboard">
    {CARDS.map(({ key, label }) => (
      <li key={key} className="card" aria-label={label}>
        <span className="admin-dashboard__count">{adminDashboard[key]}</span>
        <span className="admin-dashboard__label">{label}</span>
      </li>
    ))}
  </ul>
)
