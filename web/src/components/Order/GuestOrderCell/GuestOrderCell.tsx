import type { GuestOrderQuery, GuestOrderQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import OrderSummary from 'src/components/Order/OrderSummary/OrderSummary'
import { shopMessageOf } from 'src/lib/graphqlErrors'

export const QUERY: TypedDocumentNode<GuestOrderQuery, GuestOrderQueryVariables> = gql`
  query GuestOrderQuery($order: String!, $phone: String!) {
    guestOrder(order: $order, phone: $phone) {
      id
      number
      statusTitle
      createdAt
      total
      count
      hasUnpriced
      shop {
        name
        nameForGuest
      }
      items {
        id
        quantity
        lineTotal
        product {
          article
          name
        }
      }
    }
  }
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
  <OrderSummary order={guestOrder} />
)
