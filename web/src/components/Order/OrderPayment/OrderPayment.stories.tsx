import type { Meta, StoryObj } from '@storybook/react'

import OrderPayment from './OrderPayment'

const meta: Meta<typeof OrderPayment> = {
  component: OrderPayment,
  args: { paymentStatus: null, paymentStatusTitle: null, canPayOnline: false, paying: false },
}
export default meta
type Story = StoryObj<typeof OrderPayment>

/** A placed, unpaid order while online payment is on. */
export const CanPay: Story = { args: { canPayOnline: true } }

/** Paid through the gateway. */
export const Paid: Story = { args: { paymentStatus: 'paid', paymentStatusTitle: 'Оплачен' } }

/** The last attempt failed: the customer may try again. */
export const Failed: Story = {
  args: { paymentStatus: 'failed', paymentStatusTitle: 'Оплата не прошла', canPayOnline: true },
}
