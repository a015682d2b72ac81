import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './StockAlertsCell'
import { standard } from './StockAlertsCell.mock'

const meta: Meta = { title: 'Cells/Account/StockAlertsCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const empty: Story = { render: () => <Empty /> }
export const failure: Story = {
  render: () => <Failure error={new Error('Сервер недоступен')} />,
}
export const success: Story = { render: () => <Success {...standard()} /> }
