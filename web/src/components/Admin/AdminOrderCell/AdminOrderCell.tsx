import type { AdminOrderQuery, AdminOrderQueryVariables } from 'types/graphql'

import type { CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import AdminOrderPrint from 'src/components/Admin/AdminOrderPrint/AdminOrderPrint'
import AdminOrderView from 'src/components/Admin/AdminOrderView/AdminOrderView'
import {
  AdminCellEmpty,
  adminCellFailure,
  AdminCellLoading,
} from 'src/components/Admin/ui/AdminCellStates'

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

export const Loading = () => <AdminCellLoading text="Загружаем заказ…" />

// The query always answers an order or an error (NOT_FOUND): there is no empty order.
export const Empty = () => <AdminCellEmpty>Заказ не найден.</AdminCellEmpty>

export const Failure = adminCellFailure({
  fallback: 'Не удалось загрузить заказ. Обновите страницу.',
  logAs: 'admin order',
})

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
