import type { GuestOrderQuery, GuestOrderQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import GuestOrderDetails from 'src/components/Order/GuestOrderDetails/GuestOrderDetails'
import GuestOrderFailure from 'src/components/Order/GuestOrderDetails/GuestOrderFailure'
import { GUEST_ORDER_FIELDS } from 'src/components/Order/GuestOrderDetails/guestOrderFields'
import { usePagesT } from 'src/lib/i18n/pageSide'

export const QUERY: TypedDocumentNode<GuestOrderQuery, GuestOrderQueryVariables> = gql`
  query GuestOrderQuery($order: String!, $phone: String!) {
    guestOrder(order: $order, phone: $phone) {
      ...GuestOrderFields
    }
  }
  ${GUEST_ORDER_FIELDS}
`

// Each look-up asks the server again: the status may have moved on.
export const beforeQuery = (variables: GuestOrderQueryVariables) => ({
  variables,
  fetchPolicy: 'network-only' as const,
})

export const Loading = () => {
  const t = usePagesT()
  return (
    <p role="status" className="cell-status">
      {t('guestOrder.searching')}
    </p>
  )
}

export const Failure = ({ error }: CellFailureProps<GuestOrderQueryVariables>) => (
  <GuestOrderFailure error={error} fallback="guestOrder.lookupFailed" />
)

export const Success = ({
  guestOrder,
}: CellSuccessProps<GuestOrderQuery, GuestOrderQueryVariables>) => (
  <GuestOrderDetails order={guestOrder} />
)
