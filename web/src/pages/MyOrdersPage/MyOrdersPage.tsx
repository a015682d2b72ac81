import { useState } from 'react'

import { Form, Submit, useForm } from '@redwoodjs/forms'
import { Metadata } from '@redwoodjs/web'

import { requiredRule } from 'src/components/FormFields/formRules'
import PhoneField from 'src/components/FormFields/PhoneField'
import TextRow from 'src/components/FormFields/TextRow'
import GuestOrderCell from 'src/components/Order/GuestOrderCell'

interface LookupValues {
  orderId: string
  phone: string
}

export const ORDER_ID_MESSAGE = 'Введите код заказа — целое число из письма.'

/** /my-orders: a guest finds an order by its code and the phone given with it (SPEC §2). */
const MyOrdersPage = () => {
  const formMethods = useForm<LookupValues>({ mode: 'onBlur' })
  const [lookup, setLookup] = useState<{ id: number; phone: string; attempt: number } | null>(null)
  return (
    <main className="page my-orders">
      <Metadata title="Мои заказы" description="Проверка заказа по коду и телефону." />
      <h1 className="page__title">Мои заказы</h1>
      <p>Введите код заказа из письма и телефон, указанный при оформлении.</p>
      <Form
        formMethods={formMethods}
        onSubmit={(values: LookupValues) =>
          setLookup((previous) => ({
            id: Number(values.orderId.trim()),
            phone: values.phone,
            attempt: (previous?.attempt ?? 0) + 1,
          }))
        }
        className="form card narrow"
      >
        <TextRow
          name="orderId"
          label="Код заказа"
          rules={{
            ...requiredRule(),
            pattern: { value: /^\s*[1-9]\d{0,8}\s*$/, message: ORDER_ID_MESSAGE },
          }}
        />
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
