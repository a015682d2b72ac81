import type { GuestOrderQuery, GuestOrderQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import GuestOrderDetails from 'src/components/Order/GuestOrderDetails/GuestOrderDetails'
import { GUEST_ORDER_FIELDS } from 'src/components/Order/GuestOrderDetails/guestOrderFields'
import { shopMessageOf } from 'src/lib/graphqlErrors'

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

export const Loading = () => (
  <p role="status" className="cell-status">
    Ищем заказ…
  </p>
)

export const Failure = ({ error }: CellFailureProps<GuestOrderQueryVariables>) => (
  <p role="alert" className="alert">
    {shopMessageOf(error, 'Не удалось проверить заказ. Попробуйте позже.')}
  </p>
)

export const Success = ({
  guestOrder,
}: CellSuccessProps<GuestOrderQuery, GuestOrderQueryVariables>) => (
  <GuestOrderDetails order={guestOrder} />
)
