import type { GuestCheckoutQuery, GuestCheckoutQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import GuestCheckoutForm from 'src/components/Order/GuestCheckoutForm/GuestCheckoutForm'
import type { CartData } from 'src/components/ShopState/CartProvider'
import { logFailure } from 'src/lib/graphqlErrors'
import { usePagesT } from 'src/lib/i18n/pageSide'

/** What a guest's checkout offers: the shops (and which take guest orders) and payment types. */
export const QUERY: TypedDocumentNode<GuestCheckoutQuery, GuestCheckoutQueryVariables> = gql`
  query GuestCheckoutQuery {
    shops {
      id
      name
      nameForGuest
      city
      isCanOrderByGuest
      address {
        address
      }
    }
    paymentTypes {
      id
      name
      kind
      description
      nameKk
      descriptionKk
    }
    installmentTerms {
      min
      max
    }
  }
`

/** Handed over by /checkout: the browser cart's lines and how to take them out once placed. */
interface GuestCheckoutLines {
  cart: Pick<CartData, 'lines'>
  onPlaced: () => Promise<void>
}

export const Loading = () => {
  const t = usePagesT()
  return (
    <p role="status" className="cell-status">
      {t('checkout.loading')}
    </p>
  )
}

export const Failure = ({ error }: CellFailureProps<GuestCheckoutQueryVariables>) => {
  const t = usePagesT()
  logFailure('guest checkout', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      {t('checkout.loadFailed')}
    </p>
  )
}

export const Success = ({
  shops,
  paymentTypes,
  installmentTerms,
  cart,
  onPlaced,
}: CellSuccessProps<GuestCheckoutQuery, GuestCheckoutQueryVariables> & GuestCheckoutLines) => (
  <GuestCheckoutForm
    shops={shops}
    paymentTypes={paymentTypes}
    installmentTerms={installmentTerms}
    cart={cart}
    onPlaced={onPlaced}
  />
)
