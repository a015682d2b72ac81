import type { Meta, StoryObj } from '@storybook/react'

import { paid, refunded, refunding } from 'src/components/Admin/AdminOrderCell/AdminOrderCell.mock'

import AdminOrderPayment from './AdminOrderPayment'

const meta: Meta<typeof AdminOrderPayment> = {
  component: AdminOrderPayment,
  args: { onStale: () => {} },
}
export default meta
type Story = StoryObj<typeof AdminOrderPayment>

/** Paid online: «Вернуть оплату» asks before it returns the money. */
export const Paid: Story = { args: { order: paid().adminOrder } }

/** The money was returned: the state only. */
export const Refunded: Story = { args: { order: refunded().adminOrder } }

/** A refund in flight (issue 28 §1): the state, no second button. */
export const Refunding: Story = { args: { order: refunding().adminOrder } }
