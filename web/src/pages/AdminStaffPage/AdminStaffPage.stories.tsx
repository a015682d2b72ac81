import type { Meta, StoryObj } from '@storybook/react'

import { standard as exchangeAccounts } from 'src/components/Admin/AdminExchangeAccountsCell/AdminExchangeAccountsCell.mock'
import { standard } from 'src/components/Admin/AdminStaffCell/AdminStaffCell.mock'
import { retailUser } from 'src/testing/accountTestUser'

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
    mockGraphQLQuery('AdminExchangeAccountsQuery', () => exchangeAccounts())
    return <AdminStaffPage />
  },
}
