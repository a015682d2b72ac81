import type { Meta, StoryObj } from '@storybook/react'

import { placedOrder } from 'src/testing/orderMocks'

import OrderHistoryList from './OrderHistoryList'

const meta: Meta<typeof OrderHistoryList> = { component: OrderHistoryList }
export default meta
type Story = StoryObj<typeof OrderHistoryList>

/** Placed by the customer, confirmed by the shop with a comment. */
export const Confirmed: Story = { args: { history: placedOrder().history } }

/** A draft has not moved yet: nothing is shown. */
export const Draft: Story = { args: { history: [] } }
