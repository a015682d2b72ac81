import type { GuestOrderQuery, GuestOrderQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import GuestOrderDetails from 'src/components/Order/GuestOrderDetails/GuestOrderDetails'
import { GUEST_ORDER_FIELDS } from 'src/components/Order/GuestOrderDetails/guestOrderFields'
import { errorCodeOf, shopMessageOf } from 'src/lib/graphqlErrors'
import { useLocale } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'

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

export const Failure = ({ error }: CellFailureProps<GuestOrderQueryVariables>) => {
  const t = usePagesT()
  const locale = useLocale()
  const inLanguage = useSharedMessage()
  // The api says «Заказ не найден.» in Russian: a Kazakh page says it itself.
  const message =
    locale === 'kk' && errorCodeOf(error) === 'NOT_FOUND'
      ? t('guestOrder.notFound')
      : inLanguage(shopMessageOf(error, t('guestOrder.lookupFailed')))
  return (
    <p role="alert" className="alert">
      {message}
    </p>
  )
}

export const Success = ({
  guestOrder,
}: CellSuccessProps<GuestOrderQuery, GuestOrderQueryVariables>) => (
  <GuestOrderDetails order={guestOrder} />
)
