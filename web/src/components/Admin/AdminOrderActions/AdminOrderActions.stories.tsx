import type { Meta, StoryObj } from '@storybook/react'

import { confirmed, placed } from 'src/components/Admin/AdminOrderCell/AdminOrderCell.mock'

import AdminOrderActions from './AdminOrderActions'

const meta: Meta<typeof AdminOrderActions> = { component: AdminOrderActions }
export default meta
type Story = StoryObj<typeof AdminOrderActions>

const onStale = () => {}

/** «Подтвердить» or «Отменить заказ». */
export const placedOrder: Story = { args: { order: placed().adminOrder, onStale } }
/** «Начать сборку» or «Отменить заказ». */
export const confirmedOrder: Story = { args: { order: confirmed().adminOrder, onStale } }
