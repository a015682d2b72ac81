import type { GuestOrderByKeyQuery, GuestOrderByKeyQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import GuestOrderDetails from 'src/components/Order/GuestOrderDetails/GuestOrderDetails'
import GuestOrderFailure from 'src/components/Order/GuestOrderDetails/GuestOrderFailure'
import { GUEST_ORDER_FIELDS } from 'src/components/Order/GuestOrderDetails/guestOrderFields'
import { usePagesT } from 'src/lib/i18n/pageSide'

/** A guest's order by the key of its page: where checkout lands and their letters link. */
export const QUERY: TypedDocumentNode<GuestOrderByKeyQuery, GuestOrderByKeyQueryVariables> = gql`
  query GuestOrderByKeyQuery($key: String!) {
    guestOrderByKey(key: $key) {
      ...GuestOrderFields
    }
  }
  ${GUEST_ORDER_FIELDS}
`

// React keeps `key` to itself: the page hands the order's key over as `keyOfOrder`.
// The status and the payment move on: each visit asks the server again.
export const beforeQuery = ({ keyOfOrder }: { keyOfOrder: string }) => ({
  variables: { key: keyOfOrder },
  fetchPolicy: 'network-only' as const,
})

export const Loading = () => {
  const t = usePagesT()
  return (
    <p role="status" className="cell-status">
      {t('order.loading')}
    </p>
  )
}

export const Failure = ({ error }: CellFailureProps) => (
  <GuestOrderFailure error={error} fallback="guestOrder.loadFailed" />
)

export const Success = ({ guestOrderByKey }: CellSuccessProps<GuestOrderByKeyQuery>) => (
  <GuestOrderDetails order={guestOrderByKey} />
)
