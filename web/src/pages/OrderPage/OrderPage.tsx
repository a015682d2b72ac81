import { Redirect, useLocation } from '@redwoodjs/router'
import { Metadata } from '@redwoodjs/web'

import OrderCell from 'src/components/Order/OrderCell'
import { accountPath } from 'src/lib/links'

/** /order?id=: a draft to edit or an order to look at; without an id, the drafts tab. */
const OrderPage = () => {
  const id = Number(new URLSearchParams(useLocation().search).get('id'))
  if (!Number.isInteger(id) || id < 1) {
    return <Redirect to={accountPath('draftorders')} options={{ replace: true }} />
  }
  return (
    <main className="page order-page">
      <Metadata title="Заказ" />
      <OrderCell id={id} />
    </main>
  )
}

export default OrderPage
