import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './HistoryOrdersCell'
import { standard } from './HistoryOrdersCell.mock'

const meta: Meta = { title: 'Cells/Account/HistoryOrdersCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const empty: Story = { render: () => <Empty /> }
export const failure: Story = {
  render: () => <Failure error={new Error('Сервер недоступен')} />,
}
export const success: Story = { render: () => <Success {...standard()} /> }
