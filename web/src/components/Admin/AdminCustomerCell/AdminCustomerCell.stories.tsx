import type { Meta, StoryObj } from '@storybook/react'

import { Failure, Loading, Success } from './AdminCustomerCell'
import { standard, wholesaleVip } from './AdminCustomerCell.mock'

const meta: Meta = { title: 'Cells/Admin/AdminCustomerCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const failure: Story = {
  render: () => <Failure id={7} error={new Error('Сервер недоступен')} />,
}
export const notFound: Story = {
  render: () => (
    <Failure
      id={7}
      error={Object.assign(new Error('gone'), {
        graphQLErrors: [{ message: 'Покупатель не найден.', extensions: { code: 'NOT_FOUND' } }],
      })}
    />
  ),
}
/** A retail customer with orders; saving the group answers with the new group. */
export const success: Story = {
  render: () => {
    mockGraphQLMutation('ChangeAdminCustomerGroupMutation', ({ input }) => ({
      changeAdminCustomerGroup: {
        ...standard().adminCustomer,
        group: input.group,
        vip: input.vip,
        role: input.vip ? 'vip' : 'customer',
        updatedAt: new Date().toISOString(),
      },
    }))
    return <Success id={7} {...standard()} />
  },
}
export const wholesale: Story = { render: () => <Success id={8} {...wholesaleVip()} /> }
