import type { AdminOrdersQuery, AdminOrdersQueryVariables } from 'types/graphql'

import type { CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import AdminOrderList from 'src/components/Admin/AdminOrderList/AdminOrderList'
import {
  variablesOf,
  type OrderListParams,
} from 'src/components/Admin/AdminOrderList/adminOrderParams'
import {
  AdminCellEmpty,
  adminCellFailure,
  AdminCellLoading,
} from 'src/components/Admin/ui/AdminCellStates'

export const QUERY: TypedDocumentNode<AdminOrdersQuery, AdminOrdersQueryVariables> = gql`
  query AdminOrdersQuery(
    $status: [String!]
    $shop: Int
    $from: String
    $to: String
    $kind: String
    $fulfilment: String
    $paymentType: Int
    $paymentStatus: String
    $search: String
    $page: Int
    $pageSize: Int
    $sort: String
    $direction: String
  ) {
    adminOrders(
      status: $status
      shop: $shop
      from: $from
      to: $to
      kind: $kind
      fulfilment: $fulfilment
      paymentType: $paymentType
      paymentStatus: $paymentStatus
      search: $search
      page: $page
      pageSize: $pageSize
      sort: $sort
      direction: $direction
    ) {
      count
      page
      pageSize
      statusCounts {
        status
        statusTitle
        count
      }
      results {
        id
        number
        status
        statusTitle
        placedAt
        total
        count
        isGuest
        customerName
        phone
        email
        shopName
        fulfilment
        fulfilmentTitle
        deliveryCity
        deliveryPlace
        paymentTypeName
        paymentStatus
        paymentStatusTitle
      }
    }
  }
`

interface CellProps {
  /** The page's address-bar parameters: the filter, sorting and page. */
  params: OrderListParams
}

export const beforeQuery = ({ params }: CellProps) => ({
  variables: variablesOf(params),
  // A manager comes back to the list after working an order: show it as it is now.
  fetchPolicy: 'cache-and-network' as const,
})

/** Nothing matches whatever the status: the filter itself finds nothing. */
export const isEmpty = (data: AdminOrdersQuery) =>
  data.adminOrders.statusCounts.every((status) => status.count === 0)

export const Loading = () => <AdminCellLoading text="Загружаем заказы…" />

export const Empty = () => (
  <AdminCellEmpty>Заказов по этим условиям нет. Измените фильтр или сбросьте его.</AdminCellEmpty>
)

export const Failure = adminCellFailure({
  fallback: 'Не удалось загрузить заказы. Обновите страницу.',
  logAs: 'admin orders',
})

export const Success = ({
  adminOrders,
  params,
}: CellSuccessProps<AdminOrdersQuery, AdminOrdersQueryVariables> & CellProps) => (
  <AdminOrderList list={adminOrders} params={params} />
)
