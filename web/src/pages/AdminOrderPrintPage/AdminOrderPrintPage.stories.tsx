import type { Meta, StoryObj } from '@storybook/react'

import { placed } from 'src/components/Admin/AdminOrderCell/AdminOrderCell.mock'

import AdminOrderPrintPage from './AdminOrderPrintPage'

const meta: Meta<typeof AdminOrderPrintPage> = { component: AdminOrderPrintPage }
export default meta
type Story = StoryObj<typeof AdminOrderPrintPage>

export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('AdminOrderQuery', () => placed())
    return <AdminOrderPrintPage id={101} />
  },
}
