import type { Meta, StoryObj } from '@storybook/react'

import { Failure, Loading, Success } from './AdminLeadsCell'
import { empty, standard } from './AdminLeadsCell.mock'

const meta: Meta = { title: 'Cells/Admin/AdminLeadsCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const failure: Story = { render: () => <Failure error={new Error('Сервер недоступен')} /> }
/** Leads new and handled, in the CRM, queued and not through (why in words); a failed lead and letter waiting for «Повторить». */
export const success: Story = {
  render: () => {
    mockGraphQLMutation('RetryOutboxMessageMutation', ({ id }) => ({
      retryOutboxMessage: {
        __typename: 'AdminOutboxMessage',
        id,
        state: 'pending',
        attempts: 12,
        nextAttemptAt: new Date().toISOString(),
      },
    }))
    return <Success {...standard()} />
  },
}
/** Nothing failed and no leads match. */
export const nothing: Story = { render: () => <Success {...empty()} /> }
