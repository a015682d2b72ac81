import type { Meta, StoryObj } from '@storybook/react'

import { graphQLRefusal } from 'src/testing/accountTestUser'

import InviteStaffForm from './InviteStaffForm'

const meta: Meta<typeof InviteStaffForm> = { component: InviteStaffForm }
export default meta
type Story = StoryObj<typeof InviteStaffForm>

/** An e-mail that belongs to a customer is refused. */
export const CustomerEmail: Story = {
  render: () => {
    mockGraphQLMutation(
      'InviteAdminStaffMutation',
      graphQLRefusal(
        'Этот e-mail принадлежит покупателю. Сотрудника нельзя пригласить на адрес чужой учётной записи — укажите другой e-mail.',
        { code: 'BAD_USER_INPUT' }
      )
    )
    return <InviteStaffForm />
  },
}
