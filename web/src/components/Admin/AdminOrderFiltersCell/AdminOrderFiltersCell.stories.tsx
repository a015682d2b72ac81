import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './AdminOrderFiltersCell'
import { standard } from './AdminOrderFiltersCell.mock'

const meta: Meta = { title: 'Cells/Admin/AdminOrderFiltersCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading params={{}} /> }
export const empty: Story = { render: () => <Empty params={{}} /> }
export const failure: Story = { render: () => <Failure params={{}} /> }
export const success: Story = {
  render: () => <Success {...standard()} params={{ search: '701', shop: '2', kind: 'guest' }} />,
}
