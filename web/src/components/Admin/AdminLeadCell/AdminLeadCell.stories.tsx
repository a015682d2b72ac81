import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './AdminLeadCell'
import { handled, handledWith, orderLead, standard } from './AdminLeadCell.mock'

const meta: Meta = { title: 'Cells/Admin/AdminLeadCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const empty: Story = { render: () => <Empty /> }
export const failure: Story = {
  render: () => <Failure error={new Error('Сервер недоступен')} />,
}
/** A new callback from a product page the CRM has not got; «Обработана» answers as the api would. */
export const success: Story = {
  render: () => {
    mockGraphQLMutation('HandleAdminLeadMutation', ({ note }) => ({
      handleAdminLead: handledWith(standard().adminLead, note),
    }))
    return <Success id={4} {...standard()} />
  },
}
/** Handled, with the note and its history; «Открыть снова». */
export const handledLead: Story = {
  render: () => {
    mockGraphQLMutation('ReopenAdminLeadMutation', () => ({
      reopenAdminLead: { ...standard().adminLead, history: handled().adminLead.history },
    }))
    return <Success id={4} {...handled()} />
  },
}
/** A guest order's lead, delivered to the CRM. */
export const fromAnOrder: Story = { render: () => <Success id={2} {...orderLead()} /> }
