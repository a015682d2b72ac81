import type { Meta, StoryObj } from '@storybook/react'

import { standard as shops } from 'src/components/Admin/AdminOrderFilters/orderShops.mock'
import { standard } from 'src/components/Admin/AdminOrdersCell/AdminOrdersCell.mock'

import AdminOrdersPage from './AdminOrdersPage'

const meta: Meta<typeof AdminOrdersPage> = { component: AdminOrdersPage }
export default meta
type Story = StoryObj<typeof AdminOrdersPage>

export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('AdminOrdersQuery', () => standard())
    mockGraphQLQuery('AdminOrderShopsQuery', () => shops())
    return <AdminOrdersPage />
  },
}
