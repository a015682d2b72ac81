import { useState } from 'react'

import { guestOrderLookupInput } from '@domain/guestOrder'

import { Form, Submit } from '@redwoodjs/forms'
import { Metadata } from '@redwoodjs/web'

import PhoneField from 'src/components/FormFields/PhoneField'
import TextRow from 'src/components/FormFields/TextRow'
import GuestOrderCell from 'src/components/Order/GuestOrderCell'
import { useSchemaForm } from 'src/lib/schemaResolver'

export { ORDER_ID_MESSAGE } from '@domain/guestOrder'

/** /my-orders: a guest finds an order by its code and the phone given with it (SPEC §2). */
const MyOrdersPage = () => {
  const { formMethods, onValid } = useSchemaForm(guestOrderLookupInput)
  const [lookup, setLookup] = useState<{ id: number; phone: string; attempt: number } | null>(null)
  return (
    <main className="page my-orders">
      <Metadata title="Мои заказы" description="Проверка заказа по коду и телефону." />
      <h1 className="page__title">Мои заказы</h1>
      <p>Введите код заказа из письма и телефон, указанный при оформлении.</p>
      <Form
        formMethods={formMethods}
        onSubmit={onValid(({ orderId, phone }) =>
          setLookup((previous) => ({ id: orderId, phone, attempt: (previous?.attempt ?? 0) + 1 }))
        )}
        className="form card narrow"
      >
        <TextRow name="orderId" label="Код заказа" />
        <PhoneField name="phone" label="Телефон" />
        <Submit className="button">Найти заказ</Submit>
      </Form>
      {lookup ? (
        <div className="my-orders__result">
          <GuestOrderCell key={lookup.attempt} id={lookup.id} phone={lookup.phone} />
        </div>
      ) : null}
    </main>
  )
}

export default MyOrdersPage
