import { pageCount } from '@domain/catalogView'
import type { OrderHistoryQuery, OrderHistoryQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import OrderList from 'src/components/Account/OrderList/OrderList'

export const QUERY: TypedDocumentNode<OrderHistoryQuery, OrderHistoryQueryVariables> = gql`
  query OrderHistoryQuery($page: Int) {
    orderHistory(page: $page, pageSize: 20) {
      count
      page
      pageSize
      results {
        id
        number
        status
        statusTitle
        hasUnpriced
        paymentStatusTitle
        isEditable
        createdAt
        placedAt
        total
        count
      }
    }
  }
`

export const Loading = () => (
  <p role="status" className="cell-status">
    Загружаем заказы…
  </p>
)

export const isEmpty = (data: OrderHistoryQuery) => data.orderHistory.results.length === 0

export const Empty = () => <p className="cell-status">История заказов пока пуста.</p>

export const Failure = ({ error }: CellFailureProps<OrderHistoryQueryVariables>) => {
  console.error('orderHistory', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      Не удалось загрузить заказы. Обновите страницу.
    </p>
  )
}

interface SuccessProps extends CellSuccessProps<OrderHistoryQuery, OrderHistoryQueryVariables> {
  onPage?: (page: number) => void
}

export const Success = ({ orderHistory, onPage = () => {} }: SuccessProps) => (
  <OrderList
    orders={orderHistory.results}
    kind="history"
    page={orderHistory.page}
    pageCount={pageCount(orderHistory.count, orderHistory.pageSize)}
    onPage={onPage}
  />
)
