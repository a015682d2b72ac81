import type { Meta, StoryObj } from '@storybook/react'

import { guestCompleted, placed } from 'src/components/Admin/AdminOrderCell/AdminOrderCell.mock'

import AdminOrderPrint from './AdminOrderPrint'

const meta: Meta<typeof AdminOrderPrint> = { component: AdminOrderPrint }
export default meta
type Story = StoryObj<typeof AdminOrderPrint>

export const accountOrder: Story = { args: { order: placed().adminOrder } }
export const guestOrder: Story = { args: { order: guestCompleted().adminOrder } }
