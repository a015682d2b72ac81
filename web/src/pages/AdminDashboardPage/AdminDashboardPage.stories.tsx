import type { Meta, StoryObj } from '@storybook/react'

import { standard } from 'src/components/Admin/AdminDashboardCell/AdminDashboardCell.mock'
import { standard as waited } from 'src/components/Admin/AdminWaitedProductsCell/AdminWaitedProductsCell.mock'

import AdminDashboardPage from './AdminDashboardPage'

const meta: Meta<typeof AdminDashboardPage> = { component: AdminDashboardPage }
export default meta
type Story = StoryObj<typeof AdminDashboardPage>

export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('AdminDashboardQuery', () => standard())
    mockGraphQLQuery('AdminWaitedProductsQuery', () => waited())
    return <AdminDashboardPage />
  },
}
