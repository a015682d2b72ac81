import type { Meta, StoryObj } from '@storybook/react'

import { Failure, Loading, Success } from './AdminStaffCell'
import { standard } from './AdminStaffCell.mock'

const meta: Meta = { title: 'Cells/Admin/AdminStaffCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const failure: Story = { render: () => <Failure error={new Error('Сервер недоступен')} /> }
/** Seen by the admin with id 1: their own row cannot be changed. */
export const success: Story = {
  render: () => {
    mockGraphQLMutation('SetAdminStaffActiveMutation', ({ input }) => ({
      setAdminStaffActive: {
        __typename: 'AdminStaffMember',
        id: input.id,
        role: 'manager',
        isActive: input.isActive,
        updatedAt: new Date().toISOString(),
      },
    }))
    return <Success {...standard()} currentUserId={1} />
  },
}
