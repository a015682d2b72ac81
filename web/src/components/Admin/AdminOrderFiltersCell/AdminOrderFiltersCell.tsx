import type { AdminOrderShopsQuery, AdminOrderShopsQueryVariables } from 'types/graphql'

import type { CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import AdminOrderFilters from 'src/components/Admin/AdminOrderFilters/AdminOrderFilters'
import type { OrderListParams } from 'src/components/Admin/AdminOrderList/adminOrderParams'

export const QUERY: TypedDocumentNode<AdminOrderShopsQuery, AdminOrderShopsQueryVariables> = gql`
  query AdminOrderShopsQuery {
    shops {
      id
      name
    }
  }
`

interface CellProps {
  params: OrderListParams
}

// The shops only fill the shop field: without them the filter still works.
export const beforeQuery = () => ({ variables: {} })

export const Loading = ({ params }: CellProps) => <AdminOrderFilters params={params} shops={[]} />

export const Empty = ({ params }: CellProps) => <AdminOrderFilters params={params} shops={[]} />

export const Failure = ({ params }: CellProps) => <AdminOrderFilters params={params} shops={[]} />

export const Success = ({
  shops,
  params,
}: CellSuccessProps<AdminOrderShopsQuery, AdminOrderShopsQueryVariables> & CellProps) => (
  <AdminOrderFilters params={params} shops={shops} />
)
