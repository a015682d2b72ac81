import { pageCount } from '@domain/catalogView'
import type { DraftOrdersQuery, DraftOrdersQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import OrderList from 'src/components/Account/OrderList/OrderList'

export const QUERY: TypedDocumentNode<DraftOrdersQuery, DraftOrdersQueryVariables> = gql`
  query DraftOrdersQuery($page: Int) {
    draftOrders(page: $page, pageSize: 20) {
      count
      page
      pageSize
      results {
        id
        number
        status
        statusTitle
        hasUnpriced
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

export const isEmpty = (data: DraftOrdersQuery) => data.draftOrders.results.length === 0

export const Empty = () => (
  <p className="cell-status">
    Черновиков нет. Создайте новый черновик или сохраните корзину как черновик.
  </p>
)

export const Failure = ({ error }: CellFailureProps<DraftOrdersQueryVariables>) => {
  console.error('draftOrders', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      Не удалось загрузить заказы. Обновите страницу.
    </p>
  )
}

interface SuccessProps extends CellSuccessProps<DraftOrdersQuery, DraftOrdersQueryVariables> {
  onPage?: (page: number) => void
}

export const Success = ({ draftOrders, onPage = () => {} }: SuccessProps) => (
  <OrderList
    orders={draftOrders.results}
    kind="drafts"
    page={draftOrders.page}
    pageCount={pageCount(draftOrders.count, draftOrders.pageSize)}
    onPage={onPage}
  />
)
