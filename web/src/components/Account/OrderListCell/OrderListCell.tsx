import { pageCount } from '@domain/catalogView'
import type { AccountOrderPageFields } from 'types/graphql'

import type { CellFailureProps, TypedDocumentNode } from '@redwoodjs/web'

import OrderList, { type OrderListKind } from 'src/components/Account/OrderList/OrderList'
import { usePagesT } from 'src/lib/i18n/pageSide'

const ORDER_PAGE_FIELDS = gql`
  fragment AccountOrderPageFields on OrderPage {
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
`

/** Every list answers as `orders`, whichever of the api's three queries asked. */
type OrderListData = { orders: AccountOrderPageFields }
type OrderListVariables = { page?: number | null }

/**
 * One document per list, each under its own operation name: the mutations
 * that change a list refetch it by that name (DraftOrdersQuery after a draft
 * is created or deleted, …).
 */
export const ORDER_LIST_QUERIES: Record<
  OrderListKind,
  TypedDocumentNode<OrderListData, OrderListVariables>
> = {
  current: gql`
    query CurrentOrdersQuery($page: Int) {
      orders: currentOrders(page: $page, pageSize: 20) {
        ...AccountOrderPageFields
      }
    }
    ${ORDER_PAGE_FIELDS}
  `,
  drafts: gql`
    query DraftOrdersQuery($page: Int) {
      orders: draftOrders(page: $page, pageSize: 20) {
        ...AccountOrderPageFields
      }
    }
    ${ORDER_PAGE_FIELDS}
  `,
  history: gql`
    query OrderHistoryQuery($page: Int) {
      orders: orderHistory(page: $page, pageSize: 20) {
        ...AccountOrderPageFields
      }
    }
    ${ORDER_PAGE_FIELDS}
  `,
}

export interface OrderListCellProps {
  kind: OrderListKind
  page?: number
  onPage?: (page: number) => void
}

/**
 * The list's own document (Redwood calls QUERY with what beforeQuery gives);
 * only the page is a variable, so a new onPage callback asks nothing again.
 */
export const beforeQuery = ({ kind, page }: OrderListCellProps) => ({
  kind,
  variables: { page },
  fetchPolicy: 'cache-and-network' as const,
  notifyOnNetworkStatusChange: true,
})

export const QUERY = ({ kind }: { kind: OrderListKind }) => ORDER_LIST_QUERIES[kind]

export const Loading = () => {
  const t = usePagesT()
  return (
    <p role="status" className="cell-status">
      {t('orders.loading')}
    </p>
  )
}

export const isEmpty = (data: OrderListData) => data.orders.results.length === 0

/** What an empty list says: where such orders come from (`orders.empty.<kind>`). */
export const Empty = ({ kind }: Pick<OrderListCellProps, 'kind'>) => {
  const t = usePagesT()
  return <p className="cell-status">{t(`orders.empty.${kind}`)}</p>
}

export const Failure = ({ error, kind }: CellFailureProps & Pick<OrderListCellProps, 'kind'>) => {
  const t = usePagesT()
  console.error(`${kind} orders`, error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      {t('orders.loadFailed')}
    </p>
  )
}

export const Success = ({
  orders,
  kind,
  onPage = () => {},
}: OrderListData & Pick<OrderListCellProps, 'kind' | 'onPage'>) => (
  <OrderList
    orders={orders.results}
    kind={kind}
    page={orders.page}
    pageCount={pageCount(orders.count, orders.pageSize)}
    onPage={onPage}
  />
)
