import type { AdminOrderQuery, AdminOrderQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import AdminOrderPrint from 'src/components/Admin/AdminOrderPrint/AdminOrderPrint'
import AdminOrderView from 'src/components/Admin/AdminOrderView/AdminOrderView'
import { errorCodeOf, shopMessageOf } from 'src/lib/graphqlErrors'

import { ADMIN_ORDER_FIELDS } from './adminOrderFragment'

export const QUERY: TypedDocumentNode<AdminOrderQuery, AdminOrderQueryVariables> = gql`
  query AdminOrderQuery($id: Int!) {
    adminOrder(id: $id) {
      ...AdminOrderFields
    }
  }
  ${ADMIN_ORDER_FIELDS}
`

interface CellProps {
  id: number
  /** The print view (/admin/orders/{id}/print) rather than the working page. */
  view?: 'page' | 'print'
}

export const beforeQuery = ({ id }: CellProps) => ({
  variables: { id },
  // The order may have moved since it was last shown (another manager).
  fetchPolicy: 'cache-and-network' as const,
})

export const Loading = () => (
  <p role="status" className="cell-status">
    Загружаем заказ…
  </p>
)

// The query always answers an order or an error (NOT_FOUND): there is no empty order.
export const Empty = () => <p className="cell-status">Заказ не найден.</p>

export const Failure = ({ error }: CellFailureProps<AdminOrderQueryVariables>) => {
  if (errorCodeOf(error) !== 'NOT_FOUND') console.error('admin order', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      {shopMessageOf(error, 'Не удалось загрузить заказ. Обновите страницу.')}
    </p>
  )
}

export const Success = ({
  adminOrder,
  view = 'page',
  queryResult,
}: CellSuccessProps<AdminOrderQuery, AdminOrderQueryVariables> & CellProps) =>
  view === 'print' ? (
    <AdminOrderPrint order={adminOrder} />
  ) : (
    <AdminOrderView order={adminOrder} onStale={() => queryResult?.refetch?.()} />
  )
