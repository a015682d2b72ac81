import type { Meta, StoryObj } from '@storybook/react'

import { standard } from 'src/components/Admin/AdminLeadCell/AdminLeadCell.mock'

import AdminLeadPage from './AdminLeadPage'

const meta: Meta<typeof AdminLeadPage> = { component: AdminLeadPage }
export default meta
type Story = StoryObj<typeof AdminLeadPage>

export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('AdminLeadQuery', () => standard())
    return <AdminLeadPage id={4} />
  },
}
