import type { Meta, StoryObj } from '@storybook/react'

import { graphQLRefusal } from 'src/testing/accountTestUser'

import CustomerGroupForm from './CustomerGroupForm'

const meta: Meta<typeof CustomerGroupForm> = { component: CustomerGroupForm }
export default meta
type Story = StoryObj<typeof CustomerGroupForm>

const customer = { id: 7, group: 'b2c', vip: false, updatedAt: '2026-11-20T08:00:00.123Z' }

/** Saving answers with another staff member's newer edit (409). */
export const StaleSave: Story = {
  render: () => {
    mockGraphQLMutation(
      'ChangeAdminCustomerGroupMutation',
      graphQLRefusal(
        'Запись уже изменил другой сотрудник. Показаны свежие данные — проверьте и сохраните ещё раз.',
        { code: 'CONFLICT' }
      )
    )
    return <CustomerGroupForm customer={customer} />
  },
}
