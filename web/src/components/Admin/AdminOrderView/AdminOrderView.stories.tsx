import type { Meta, StoryObj } from '@storybook/react'

import {
  confirmed,
  guestCompleted,
  placed,
} from 'src/components/Admin/AdminOrderCell/AdminOrderCell.mock'

import AdminOrderView from './AdminOrderView'

const meta: Meta<typeof AdminOrderView> = { component: AdminOrderView }
export default meta
type Story = StoryObj<typeof AdminOrderView>

const onStale = () => {}

export const placedOrder: Story = { args: { order: placed().adminOrder, onStale } }
export const confirmedOrder: Story = {
  args: { order: confirmed('Соберём завтра').adminOrder, onStale },
}
export const guestFinished: Story = { args: { order: guestCompleted().adminOrder, onStale } }
