import type { Meta, StoryObj } from '@storybook/react'

import PaymentReturnPage from './PaymentReturnPage'

const meta: Meta<typeof PaymentReturnPage> = { component: PaymentReturnPage }
export default meta
type Story = StoryObj<typeof PaymentReturnPage>

/** Back from an approved installment on another device: where the order is. */
export const ApprovedElsewhere: Story = {
  render: () => {
    window.history.replaceState({}, '', '?payment=success&pg_order_id=1077')
    return <PaymentReturnPage />
  },
}

/** The bank declined (or the buyer left): nothing was charged. */
export const Declined: Story = {
  render: () => {
    window.history.replaceState({}, '', '?payment=failure&pg_order_id=1077')
    return <PaymentReturnPage />
  },
}
