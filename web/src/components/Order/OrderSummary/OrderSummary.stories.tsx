import type { Meta, StoryObj } from '@storybook/react'

import { guestOrder } from 'src/testing/orderMocks'

import OrderSummary from './OrderSummary'

const meta: Meta<typeof OrderSummary> = { component: OrderSummary }
export default meta
type Story = StoryObj<typeof OrderSummary>

/** A guest's placed order with a price on request. */
export const Placed: Story = { args: { order: guestOrder() } }

/** Confirmed by the shop, every price known, no shop chosen. */
export const Confirmed: Story = {
  args: {
    order: guestOrder({
      statusTitle: 'Подтверждён',
      hasUnpriced: false,
      shop: null,
      items: guestOrder().items.slice(0, 1),
      count: 2,
    }),
  },
}
