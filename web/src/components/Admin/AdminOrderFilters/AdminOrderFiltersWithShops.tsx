import type { AdminOrderShopsQuery, AdminOrderShopsQueryVariables } from 'types/graphql'

import { useQuery, type TypedDocumentNode } from '@redwoodjs/web'

import type { OrderListParams } from 'src/components/Admin/AdminOrderList/adminOrderParams'

import AdminOrderFilters from './AdminOrderFilters'

export const ORDER_SHOPS_QUERY: TypedDocumentNode<
  AdminOrderShopsQuery,
  AdminOrderShopsQueryVariables
> = gql`
  query AdminOrderShopsQuery {
    shops {
      id
      name
    }
    paymentTypes {
      id
      name
    }
  }
`

/**
 * The order filter with the shops and payment types for its fields. Not a cell on purpose:
 * a cell draws its loading and its success state as two components, so the
 * form was drawn anew when the shops arrived and dropped what a manager had
 * already typed. Without the shops (loading, failed) the filter still works.
 */
const AdminOrderFiltersWithShops = ({ params }: { params: OrderListParams }) => {
  const { data } = useQuery(ORDER_SHOPS_QUERY)
  return (
    <AdminOrderFilters
      params={params}
      shops={data?.shops ?? []}
      paymentTypes={data?.paymentTypes ?? []}
    />
  )
}

export default AdminOrderFiltersWithShops
