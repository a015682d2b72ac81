import type { Meta, StoryObj } from '@storybook/react'

import { placed } from 'src/components/Admin/AdminOrderCell/AdminOrderCell.mock'

import AdminOrderPage from './AdminOrderPage'

const meta: Meta<typeof AdminOrderPage> = { component: AdminOrderPage }
export default meta
type Story = StoryObj<typeof AdminOrderPage>

export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('AdminOrderQuery', () => placed())
    return <AdminOrderPage id={101} />
  },
}
