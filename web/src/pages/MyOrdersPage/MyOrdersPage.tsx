import { useState } from 'react'

import { guestOrderLookupInput } from '@modules/orders/rules/guestOrder'

import { Form } from '@redwoodjs/forms'
import { Link, useLocation } from '@redwoodjs/router'
import { Metadata } from '@redwoodjs/web'

import PhoneField from 'src/components/FormFields/PhoneField'
import TextRow from 'src/components/FormFields/TextRow'
import GuestOrderByKeyCell from 'src/components/Order/GuestOrderByKeyCell'
import GuestOrderCell from 'src/components/Order/GuestOrderCell'
import PaymentReturnNotice, {
  paymentReturnOf,
} from 'src/components/Order/PaymentReturnNotice/PaymentReturnNotice'
import { Button } from 'src/components/ui/Button'
import { useLocalePath } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { useSchemaForm } from 'src/lib/schemaResolver'

export { ORDER_REFERENCE_MESSAGE } from '@modules/orders/rules/guestOrder'

/**
 * /my-orders: a guest finds an order by its number and the phone given with
 * it (SPEC §2); with ?token= (checkout lands here, the guest's letters link
 * here, the gateway sends the guest back here) it is that order's own page.
 */
const MyOrdersPage = () => {
  const { search } = useLocation()
  const token = new URLSearchParams(search).get('token')
  const t = usePagesT()
  const path = useLocalePath()
  if (token) {
    return (
      <main className="page my-orders">
        <Metadata title={t('order.yourOrder')} robots="noindex" />
        <h1 className="page__title">{t('order.yourOrder')}</h1>
        <PaymentReturnNotice outcome={paymentReturnOf(search)} />
        <GuestOrderByKeyCell keyOfOrder={token} />
        <p>
          <Link to={path('/my-orders')}>{t('guestOrder.findAnother')}</Link>
        </p>
      </main>
    )
  }
  return <OrderLookup />
}

const OrderLookup = () => {
  const { formMethods, onValid } = useSchemaForm(guestOrderLookupInput)
  const t = usePagesT()
  const [lookup, setLookup] = useState<{ order: string; phone: string; attempt: number } | null>(
    null
  )
  return (
    <main className="page my-orders">
      <Metadata title={t('guestOrder.title')} description={t('guestOrder.description')} />
      <h1 className="page__title">{t('guestOrder.title')}</h1>
      <p>{t('guestOrder.lead')}</p>
      <Form
        formMethods={formMethods}
        onSubmit={onValid(({ order, phone }) =>
          setLookup((previous) => ({
            order: order.text,
            phone,
            attempt: (previous?.attempt ?? 0) + 1,
          }))
        )}
        className="form card narrow"
      >
        <TextRow name="order" label={t('guestOrder.number')} />
        <PhoneField name="phone" label={t('checkout.phone')} />
        <Button type="submit">{t('guestOrder.find')}</Button>
      </Form>
      {lookup ? (
        <div className="my-orders__result">
          <GuestOrderCell key={lookup.attempt} order={lookup.order} phone={lookup.phone} />
        </div>
      ) : null}
    </main>
  )
}

export default MyOrdersPage
