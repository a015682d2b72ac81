import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './RecentlyViewedCell'
import { standard, wholesale } from './RecentlyViewedCell.mock'

const meta: Meta = { title: 'Cells/RecentlyViewedCell' }
export default meta
type Story = StoryObj

/** Loading, nothing still sold, or the api down: the product page shows no block. */
export const loading: Story = { render: () => <Loading /> }
export const empty: Story = { render: () => <Empty /> }
export const failure: Story = {
  render: () => <Failure articles={[]} error={new Error('Сервер недоступен')} />,
}
/** A guest: retail prices, in the order the device keeps; an article no longer sold is left out. */
export const success: Story = { render: () => <Success {...standard()} /> }
/** The same device as a wholesale customer: their prices, read now, never stored. */
export const successWholesale: Story = { render: () => <Success {...wholesale()} /> }
