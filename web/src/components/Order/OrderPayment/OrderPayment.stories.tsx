import type { Meta, StoryObj } from '@storybook/react'

import OrderPayment from './OrderPayment'

const meta: Meta<typeof OrderPayment> = {
  component: OrderPayment,
  args: { paymentStatus: null, paymentStatusTitle: null, canPayOnline: false, paying: null },
}
export default meta
type Story = StoryObj<typeof OrderPayment>

/** A placed, unpaid order while online payment is on. */
export const CanPay: Story = { args: { canPayOnline: true } }

/** A sum within the installment's bounds: «В рассрочку» beside the card (issue 34 §2). */
export const CanPayInInstallments: Story = {
  args: { canPayOnline: true, canPayInInstallments: true },
}

/** Paid by the bank's installment. */
export const PaidInInstallments: Story = {
  args: { paymentStatus: 'paid', paymentStatusTitle: 'Оплачен', paymentMethod: 'installment' },
}

/** Paid through the gateway. */
export const Paid: Story = { args: { paymentStatus: 'paid', paymentStatusTitle: 'Оплачен' } }

/** The last attempt failed: the customer may try again. */
export const Failed: Story = {
  args: { paymentStatus: 'failed', paymentStatusTitle: 'Оплата не прошла', canPayOnline: true },
}

/** A refund sent to the gateway, its answer not yet in. */
export const Refunding: Story = {
  args: { paymentStatus: 'refunding', paymentStatusTitle: 'Оплата возвращается' },
}

/** The order was cancelled and its payment returned (issue 28 §1). */
export const Refunded: Story = {
  args: { paymentStatus: 'refunded', paymentStatusTitle: 'Оплата возвращена' },
}
