import type { Meta, StoryObj } from '@storybook/react'

import { standard } from 'src/components/Admin/AdminCustomersCell/AdminCustomersCell.mock'

import AdminCustomersPage from './AdminCustomersPage'

const meta: Meta<typeof AdminCustomersPage> = { component: AdminCustomersPage }
export default meta
type Story = StoryObj<typeof AdminCustomersPage>

export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('AdminCustomersQuery', () => standard())
    return <AdminCustomersPage />
  },
}
