import type { Meta, StoryObj } from '@storybook/react'

import { retailUser } from 'src/components/Account/accountTestUser'
import { standard } from 'src/components/Admin/AdminStaffCell/AdminStaffCell.mock'

import AdminStaffPage from './AdminStaffPage'

const meta: Meta<typeof AdminStaffPage> = { component: AdminStaffPage }
export default meta
type Story = StoryObj<typeof AdminStaffPage>

export const Primary: Story = {
  render: () => {
    mockCurrentUser(
      retailUser({ id: 1, email: 'admin@akvatoria.kz', role: 'admin', roles: ['admin'] })
    )
    mockGraphQLQuery('AdminStaffQuery', () => standard())
    return <AdminStaffPage />
  },
}
