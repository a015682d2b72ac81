import type { Meta, StoryObj } from '@storybook/react'

import { standard } from 'src/components/Admin/AdminAuditCell/AdminAuditCell.mock'

import AdminAuditPage from './AdminAuditPage'

const meta: Meta<typeof AdminAuditPage> = { component: AdminAuditPage }
export default meta
type Story = StoryObj<typeof AdminAuditPage>

export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('AdminAuditQuery', () => standard())
    return <AdminAuditPage />
  },
}
