import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './CompanyDetailsCell'
import { standard } from './CompanyDetailsCell.mock'

const meta: Meta = { title: 'Cells/Account/CompanyDetailsCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const empty: Story = { render: () => <Empty /> }
export const failure: Story = {
  render: () => <Failure error={new Error('Сервер недоступен')} />,
}
export const success: Story = { render: () => <Success {...standard()} /> }
