import type { Meta, StoryObj } from '@storybook/react'

import { manyPages, standard } from 'src/components/Admin/AdminOrdersCell/AdminOrdersCell.mock'

import AdminOrderList from './AdminOrderList'

const meta: Meta<typeof AdminOrderList> = { component: AdminOrderList }
export default meta
type Story = StoryObj<typeof AdminOrderList>

/** Every status, newest placed first. */
export const allStatuses: Story = { args: { list: standard().adminOrders, params: {} } }
/** The «Оформлен» tab sorted by total, page 2. */
export const placedByTotal: Story = {
  args: {
    list: manyPages().adminOrders,
    params: { status: 'placed', sort: 'total', direction: 'asc', page: '2' },
  },
}
