import type { Meta, StoryObj } from '@storybook/react'

import { standard } from 'src/components/Admin/AdminLeadsCell/AdminLeadsCell.mock'

import AdminLeadsPage from './AdminLeadsPage'

const meta: Meta<typeof AdminLeadsPage> = { component: AdminLeadsPage }
export default meta
type Story = StoryObj<typeof AdminLeadsPage>

export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('AdminLeadsQuery', () => standard())
    return <AdminLeadsPage />
  },
}
