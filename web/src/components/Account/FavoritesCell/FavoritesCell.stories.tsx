import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './FavoritesCell'
import { standard, wholesale } from './FavoritesCell.mock'

const meta: Meta = { title: 'Cells/Account/FavoritesCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const empty: Story = { render: () => <Empty /> }
export const failure: Story = {
  render: () => <Failure error={new Error('Сервер недоступен')} />,
}
export const success: Story = { render: () => <Success {...standard()} /> }
/** A wholesale customer: their prices, «Розница: …» where it differs. */
export const successWholesale: Story = { render: () => <Success {...wholesale()} /> }
