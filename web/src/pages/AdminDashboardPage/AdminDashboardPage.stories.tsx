import type { Meta, StoryObj } from '@storybook/react'

import { standard } from 'src/components/Admin/AdminDashboardCell/AdminDashboardCell.mock'

import AdminDashboardPage from './AdminDashboardPage'

const meta: Meta<typeof AdminDashboardPage> = { component: AdminDashboardPage }
export default meta
type Story = StoryObj<typeof AdminDashboardPage>

export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('AdminDashboardQuery', () => standard())
    return <AdminDashboardPage />
  },
}
