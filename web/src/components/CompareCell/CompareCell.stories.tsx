import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './CompareCell'
import { standard, wholesale } from './CompareCell.mock'

const meta: Meta = { title: 'Cells/CompareCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const empty: Story = { render: () => <Empty /> }
export const failure: Story = {
  render: () => <Failure articles={[]} error={new Error('Сервер недоступен')} />,
}
export const success: Story = {
  render: () => <Success {...standard()} subcategory="Циркуляционные насосы" onRemove={() => {}} />,
}
/** A wholesale customer: their prices, «Розница: …» where it differs. */
export const successWholesale: Story = {
  render: () => (
    <Success {...wholesale()} subcategory="Циркуляционные насосы" onRemove={() => {}} />
  ),
}
