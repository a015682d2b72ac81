import { guestOrderFormFields } from '@modules/orders/rules/guestOrder'
import type { Meta, StoryObj } from '@storybook/react'

import { Form } from '@redwoodjs/forms'

import { useOrderWords } from 'src/components/Order/orderWords'
import { useSchemaForm } from 'src/lib/schemaResolver'

import { DeliveryAddressFields, FulfilmentChoice } from './DeliveryFields'

const Frame = ({ withCity }: { withCity: boolean }) => {
  const { formMethods } = useSchemaForm(guestOrderFormFields, {
    defaultValues: { fulfilment: 'delivery' },
  })
  const words = useOrderWords()
  return (
    <Form formMethods={formMethods} onSubmit={() => {}} style={{ maxWidth: 460 }}>
      <FulfilmentChoice deliveryHint={`По выбранному городу: ${words.cityDeliveryTerms()}`} />
      <DeliveryAddressFields withCity={withCity} />
    </Form>
  )
}

const meta: Meta<typeof Frame> = {
  title: 'Order/DeliveryFields',
  component: Frame,
}
export default meta

/** The guest's operator form: the city is the chosen shop's. */
export const AddressInChosenCity: StoryObj<typeof Frame> = { args: { withCity: false } }

/** The account checkout: any city (a transport company beyond the shops' cities). */
export const AnyCity: StoryObj<typeof Frame> = { args: { withCity: true } }
