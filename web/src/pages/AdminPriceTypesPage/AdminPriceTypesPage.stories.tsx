import type { Meta, StoryObj } from '@storybook/react'

import { standard } from 'src/components/Admin/AdminPriceTypesCell/AdminPriceTypesCell.mock'
import { retailUser } from 'src/testing/accountTestUser'

import AdminPriceTypesPage from './AdminPriceTypesPage'

const meta: Meta<typeof AdminPriceTypesPage> = { component: AdminPriceTypesPage }
export default meta
type Story = StoryObj<typeof AdminPriceTypesPage>

export const Primary: Story = {
  render: () => {
    mockCurrentUser(
      retailUser({ id: 1, email: 'admin@akvatoria.kz', role: 'admin', roles: ['admin'] })
    )
    mockGraphQLQuery('AdminPriceTypesQuery', () => standard())
    return <AdminPriceTypesPage />
  },
}
