import { Redirect, useLocation } from '@redwoodjs/router'
import { Metadata } from '@redwoodjs/web'

import CheckoutCell from 'src/components/Order/CheckoutCell'
import { accountPath } from 'src/lib/links'

/** /checkout?id=: placing a draft; without an id the drafts tab lists them. */
const CheckoutPage = () => {
  const id = Number(new URLSearchParams(useLocation().search).get('id'))
  if (!Number.isInteger(id) || id < 1) {
    return <Redirect to={accountPath('draftorders')} options={{ replace: true }} />
  }
  return (
    <div className="checkout">
      <Metadata title="Оформление заказа" />
      <CheckoutCell id={id} />
    </div>
  )
}

export default CheckoutPage
