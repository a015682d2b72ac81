import type { Meta, StoryObj } from '@storybook/react'

import { standard } from 'src/components/Admin/AdminCustomerCell/AdminCustomerCell.mock'

import AdminCustomerPage from './AdminCustomerPage'

const meta: Meta<typeof AdminCustomerPage> = { component: AdminCustomerPage }
export default meta
type Story = StoryObj<typeof AdminCustomerPage>

export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('AdminCustomerQuery', () => standard())
    return <AdminCustomerPage id={7} />
  },
}
