import { pageCount } from '@domain/catalogView'
import type { CurrentOrdersQuery, CurrentOrdersQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import OrderList from 'src/components/Account/OrderList/OrderList'

export const QUERY: TypedDocumentNode<CurrentOrdersQuery, CurrentOrdersQueryVariables> = gql`
  query CurrentOrdersQuery($page: Int) {
    currentOrders(page: $page, pageSize: 20) {
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

export const isEmpty = (data: CurrentOrdersQuery) => data.currentOrders.results.length === 0

export const Empty = () => (
  <p className="cell-status">Текущих заказов нет. Оформленные заказы появятся здесь до выдачи.</p>
)

export const Failure = ({ error }: CellFailureProps<CurrentOrdersQueryVariables>) => {
  console.error('currentOrders', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      Не удалось загрузить заказы. Обновите страницу.
    </p>
  )
}

interface SuccessProps extends CellSuccessProps<CurrentOrdersQuery, CurrentOrdersQueryVariables> {
  onPage?: (page: number) => void
}

export const Success = ({ currentOrders, onPage = () => {} }: SuccessProps) => (
  <OrderList
    orders={currentOrders.results}
    kind="current"
    page={currentOrders.page}
    pageCount={pageCount(currentOrders.count, currentOrders.pageSize)}
    onPage={onPage}
  />
)
