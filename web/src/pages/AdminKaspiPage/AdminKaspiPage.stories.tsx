import type { Meta, StoryObj } from '@storybook/react'

import { standard } from 'src/components/Admin/AdminKaspiCell/AdminKaspiCell.mock'
import { retailUser } from 'src/testing/accountTestUser'

import AdminKaspiPage from './AdminKaspiPage'

const meta: Meta<typeof AdminKaspiPage> = { component: AdminKaspiPage }
export default meta
type Story = StoryObj<typeof AdminKaspiPage>

export const Primary: Story = {
  render: () => {
    mockCurrentUser(
      retailUser({ id: 1, email: 'admin@akvatoria.kz', role: 'admin', roles: ['admin'] })
    )
    mockGraphQLQuery('AdminKaspiQuery', () => standard())
    return <AdminKaspiPage />
  },
}
