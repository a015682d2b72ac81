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

/** The customer's files: each a safe copy by default, its original behind a warning. */
export const customerFiles: Story = {
  args: {
    order: (() => {
      const order = placed().adminOrder
      const [file] = order.files
      return {
        ...order,
        files: [
          file,
          {
            ...file,
            id: 6,
            fileName: 'остатки.csv',
            kind: 'csv',
            size: 812,
            downloadUrl: '/api/v1/order/101/files/6/download/',
            safeCopyUrl: '/api/v1/order/101/files/6/safe-copy/',
          },
        ],
      }
    })(),
    onStale,
  },
}
