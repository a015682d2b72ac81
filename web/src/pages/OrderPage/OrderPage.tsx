import { Redirect, useLocation } from '@redwoodjs/router'
import { Metadata } from '@redwoodjs/web'

import OrderCell from 'src/components/Order/OrderCell'
import PaymentReturnNotice, {
  paymentReturnOf,
} from 'src/components/Order/PaymentReturnNotice/PaymentReturnNotice'
import { useLocalePath } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { accountPath } from 'src/lib/links'

/** /order?id=: a draft to edit or an order to look at; without an id, the drafts tab. */
const OrderPage = () => {
  const { search } = useLocation()
  const t = usePagesT()
  const path = useLocalePath()
  const id = Number(new URLSearchParams(search).get('id'))
  if (!Number.isInteger(id) || id < 1) {
    return <Redirect to={path(accountPath('draftorders'))} options={{ replace: true }} />
  }
  return (
    <main className="page order-page">
      <Metadata title={t('order.title')} />
      {/* Back from the gateway's page (issue 30 §2). */}
      <PaymentReturnNotice outcome={paymentReturnOf(search)} />
      <OrderCell id={id} />
    </main>
  )
}

export default OrderPage
