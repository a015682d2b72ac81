import type { CheckoutOrderQuery, CheckoutOrderQueryVariables } from 'types/graphql'

import type { CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import CheckoutForm from 'src/components/Order/CheckoutForm/CheckoutForm'
import { ORDER_FIELDS } from 'src/components/Order/orderFragments'

export { Failure, Loading } from 'src/components/Order/OrderCell/OrderCell'

export const QUERY: TypedDocumentNode<CheckoutOrderQuery, CheckoutOrderQueryVariables> = gql`
  query CheckoutOrderQuery($id: Int!) {
    order(id: $id) {
      ...OrderFields
    }
  }
  ${ORDER_FIELDS}
`

export const Success = ({
  order,
}: CellSuccessProps<CheckoutOrderQuery, CheckoutOrderQueryVariables>) => (
  <CheckoutForm order={order} />
)
