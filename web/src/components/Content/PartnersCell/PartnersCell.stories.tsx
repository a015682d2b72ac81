import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './PartnersCell'
import { standard } from './PartnersCell.mock'

const meta: Meta = { title: 'Cells/PartnersCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const empty: Story = { render: () => <Empty /> }
export const failure: Story = {
  render: () => <Failure error={new Error('Сервер недоступен')} />,
}
/** Six brands by name. */
export const success: Story = { render: () => <Success {...standard()} /> }
