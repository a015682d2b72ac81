import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './HomeCell'
import { standard } from './HomeCell.mock'

const meta: Meta = { title: 'Cells/HomeCell' }
export default meta
type Story = StoryObj

const variables = { newProductCount: 12, objectCount: 6, newsCount: 3 }

export const loading: Story = { render: () => <Loading /> }
export const empty: Story = { render: () => <Empty /> }
export const failure: Story = {
  render: () => <Failure {...variables} error={new Error('Сервер недоступен')} />,
}
export const success: Story = { render: () => <Success {...variables} {...standard()} /> }
