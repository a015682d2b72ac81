import type { CartCheckoutQuery, CartCheckoutQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import CartCheckoutForm from 'src/components/Order/CartCheckoutForm/CartCheckoutForm'
import type { CartData } from 'src/components/ShopState/CartProvider'
import { logFailure } from 'src/lib/graphqlErrors'
import { usePagesT } from 'src/lib/i18n/pageSide'

/** What the checkout offers: pickup shops, payment types, and the profile to prefill. */
export const QUERY: TypedDocumentNode<CartCheckoutQuery, CartCheckoutQueryVariables> = gql`
  query CartCheckoutQuery {
    shops {
      id
      name
      nameForGuest
      city
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
    me {
      id
      email
      firstName
      lastName
      phone
      # What the profile lacks is prefilled from the last order's contact.
      lastOrderContact {
        name
        phone
        email
      }
    }
  }
`

/** Handed over by /checkout: the cart lines to order and the articles to send. */
interface CheckoutLines {
  cart: Pick<CartData, 'lines'>
  articles: string[] | null
}

export const Loading = () => {
  const t = usePagesT()
  return (
    <p role="status" className="cell-status">
      {t('checkout.loading')}
    </p>
  )
}

export const Failure = ({ error }: CellFailureProps<CartCheckoutQueryVariables>) => {
  const t = usePagesT()
  logFailure('checkout', error)
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
  me,
  cart,
  articles,
}: CellSuccessProps<CartCheckoutQuery, CartCheckoutQueryVariables> & CheckoutLines) => (
  <CartCheckoutForm
    shops={shops}
    paymentTypes={paymentTypes}
    installmentTerms={installmentTerms}
    me={me}
    cart={cart}
    articles={articles}
  />
)
